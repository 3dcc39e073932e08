import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  currentFolder,
  goBack,
  goForward,
  openFolder,
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
