import { PHONE_PLACEHOLDER } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { keepPhoneCharacters, phoneError } from './phone.ts';
import { photoFileError } from './photo-file.ts';

describe('phone input (spec 3 §5)', () => {
  it('keeps only digits, spaces and + ( ) - . /', () => {
    expect(keepPhoneCharacters('+1 (555) abc-0100 ext.7')).toBe('+1 (555) -0100 .7');
    expect(keepPhoneCharacters('०१२ 34')).toBe(' 34');
  });

  it('accepts a number with a digit and refuses one without', () => {
    expect(phoneError('+44 20 7946 0958')).toBeNull();
    expect(phoneError('(+)')).toBe('A phone number needs at least one digit.');
    expect(phoneError('1'.repeat(41))).toMatch(/at most 40/);
  });

  it('has the spec placeholder', () => {
    expect(PHONE_PLACEHOLDER).toBe('Enter a phone number');
  });
});

describe('photo file', () => {
  it('takes .jpg, .jpeg and .png up to 5 MB', () => {
    expect(photoFileError({ name: 'me.JPG', size: 1000 })).toBeNull();
    expect(photoFileError({ name: 'me.png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoFileError({ name: 'me.gif', size: 1000 })).toBe('Choose a .jpg or .png file.');
    expect(photoFileError({ name: 'me.png', size: 5 * 1024 * 1024 + 1 })).toMatch(/larger than 5 MB/);
    expect(photoFileError({ name: 'me.png', size: 0 })).toBe('The file is empty.');
  });
});
