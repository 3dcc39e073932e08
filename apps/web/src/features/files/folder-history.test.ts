import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  currentFolder,
  goBack,
  goForward,
  openFolder,
  pathFrom,
  startHistory,
} from './folder-history.ts';

describe('folder history', () => {
  it('goes back and forward through opened folders', () => {
    let h = startHistory('0');
    expect(canGoBack(h)).toBe(false);
    h = openFolder(h, '1');
    h = openFolder(h, '2');
    expect(currentFolder(h)).toBe('2');
    h = goBack(h);
    expect(currentFolder(h)).toBe('1');
    expect(canGoForward(h)).toBe(true);
    h = goForward(h);
    expect(currentFolder(h)).toBe('2');
    expect(canGoForward(h)).toBe(false);
  });

  it('opening a folder after going back drops the folders ahead', () => {
    let h = openFolder(openFolder(startHistory('0'), '1'), '2');
    h = openFolder(goBack(goBack(h)), '3');
    expect(h.stack).toEqual(['0', '3']);
    expect(canGoForward(h)).toBe(false);
    expect(openFolder(h, '3')).toBe(h);
  });
});

describe("the path a widget's folder browser shows", () => {
  const path = [
    { id: '0', name: 'All Files' },
    { id: '7', name: 'Firm Policies' },
    { id: '8', name: 'Archive' },
  ];
  it("starts at the widget's folder, so nothing above it is offered", () => {
    expect(pathFrom(path, '7').map((c) => c.name)).toEqual(['Firm Policies', 'Archive']);
    expect(pathFrom(path, '8').map((c) => c.name)).toEqual(['Archive']);
  });
  it('is whole without a top folder, or when the top folder is not on it', () => {
    expect(pathFrom(path, undefined)).toEqual(path);
    expect(pathFrom(path, '9')).toEqual(path);
  });
});
