import { describe, expect, it } from 'vitest';
import { saidOnce } from './person-format.ts';

describe('saidOnce', () => {
  it('says a title that repeats the role once', () => {
    expect(saidOnce(['Partner', 'Partner']).join(' · ')).toBe('Partner');
  });

  it('keeps different words in the order given', () => {
    expect(saidOnce(['Researcher', 'Senior Associate', 'London'])).toEqual([
      'Researcher',
      'Senior Associate',
      'London',
    ]);
  });

  it('treats words differing only in case or spaces as the same, and leaves out blanks', () => {
    expect(saidOnce(['Partner', ' partner ', '', undefined, null, 'Asia'])).toEqual(['Partner', 'Asia']);
  });
});
