import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_DEPTH, sanitizeRichText } from './rich-text.ts';
import { createRichTextSanitizer } from './rich-text-pool.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="JaVaScRiPt:alert(4)">worse</a><iframe src="https://x"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('<a>bad</a>');
  });

  it('keeps what the editor writes: headings, lists, links, colours, alignment, tables', () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> ' +
      '<span style="color: #00aeef">brand</span> <mark data-color="#d9017a" style="background-color: #d9017a">hi</mark></p>' +
      '<ul><li>one</li></ul><ol start="2"><li>two</li></ol><blockquote>q</blockquote>' +
      '<a href="/guides/interviews">internal</a> <a href="mailto:a@b.c?cc=d@e.f">mail</a> ' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps only safe style declarations', () => {
    const clean = sanitizeRichText(
      '<span style="color: red; background-image: url(https://evil/x); position: fixed">x</span><p style="position:fixed">y</p>',
    );
    expect(clean).toBe('<span style="color: red">x</span><p>y</p>');
  });

  it('makes new-tab links safe and keeps inline raster images but not other data URLs', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(sanitizeRichText('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
  });

  it('passes plain text through and empty stays empty', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('Tom & Jerry')).toBe('Tom & Jerry');
    expect(sanitizeRichText('<b>Tom & Jerry</b>')).toBe('<b>Tom &amp; Jerry</b>');
  });
});

describe('the rich text sanitizer', () => {
  it('answers a text sent again with the same clean text, never the text as sent', async () => {
    const dirty = '<p onclick="steal()">Quarterly <script>alert(1)</script>update</p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toContain('script');
    for (let round = 0; round < 3; round++) {
      expect(await createRichTextSanitizer().sanitize([dirty, clean, dirty])).toEqual([
        { clean },
        { clean },
        { clean },
      ]);
    }
  });

  it('answers that a text nests too deep, short or long, beside the others sanitised', async () => {
    const deep = '<div>'.repeat(MAX_MARKUP_DEPTH + 1);
    const longDeep = `${'<p>a long text</p>'.repeat(2000)}${deep}`;
    expect(await createRichTextSanitizer().sanitize([deep, '<p>fine</p>', longDeep])).toEqual([
      { isTooDeep: true },
      { clean: '<p>fine</p>' },
      { isTooDeep: true },
    ]);
  });
});
