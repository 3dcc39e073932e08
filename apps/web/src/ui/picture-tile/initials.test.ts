import { describe, expect, it } from 'vitest';
import { INITIALS_COLORS, initialsColor, initialsOf } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace   brewster murray hopper ')).toBe('GH');
    expect(initialsOf('Jean-Luc Picard')).toBe('JP');
  });

  it('takes one letter from a single name', () => {
    expect(initialsOf('Cher')).toBe('C');
  });

  it('is empty for no name or no letters', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf('— ?')).toBe('');
  });

  it('skips punctuation before a name', () => {
    expect(initialsOf('(Ann) O’Neil')).toBe('AO');
  });

  it('keeps non-Latin letters whole', () => {
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('Ørjan Ødegård')).toBe('ØØ');
    expect(initialsOf('Владимир Набоков')).toBe('ВН');
    expect(initialsOf('山田 太郎')).toBe('山太');
    expect(initialsOf('김 민준')).toBe('김민');
    expect(initialsOf('محمد علي')).toBe('مع');
  });

  it('keeps a letter with a combining accent as one letter', () => {
    expect(initialsOf('E\u0301lodie Dupont')).toBe('E\u0301D');
  });
});

describe('initials colour', () => {
  it('is the same for the same name, whatever its case or spacing', () => {
    expect(initialsColor('Ada Lovelace')).toBe(initialsColor(' ada lovelace '));
  });

  it('spreads different names over the palette', () => {
    const names = [
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Edsger Dijkstra',
      'Barbara Liskov',
      'Ken Thompson',
    ];
    const colors = new Set(names.map(initialsColor));
    expect(colors.size).toBeGreaterThan(2);
    for (const color of colors) expect(INITIALS_COLORS).toContain(color);
  });

  it('is gray without a name', () => {
    expect(initialsColor('')).toBe('gray');
  });
});
