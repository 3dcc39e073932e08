import { describe, expect, it } from 'vitest';
import { isBlankHtml } from './RichTextView.tsx';

describe('an empty rich text', () => {
  it('is what an emptied editor leaves: no text, no image', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p><p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>Office closures</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/api/v2/cms/metaImage/3" alt=""></p>')).toBe(false);
  });
});
