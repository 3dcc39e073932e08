import { describe, expect, it } from 'vitest';
import { makeNode } from '../../../../core/route-tree/test-fixtures.ts';
import {
  buildLinkHref,
  emptyLinkValues,
  internalPageOptions,
  isLinkReady,
  parseLinkHref,
  withScheme,
} from './link-target.ts';

describe("the 'Create a Link' dialog (spec 3 §2.14, §5)", () => {
  it('waits for the required value of the chosen tab', () => {
    const values = emptyLinkValues();
    expect(values.isNewTab).toBe(true);
    expect(isLinkReady({ ...values, tab: 'internal' })).toBe(false);
    expect(isLinkReady({ ...values, tab: 'internal', pagePath: '/guides' })).toBe(true);
    expect(isLinkReady({ ...values, tab: 'external', url: '  ' })).toBe(false);
    expect(isLinkReady({ ...values, tab: 'file', fileId: '12' })).toBe(true);
    expect(isLinkReady({ ...values, tab: 'email', to: 'mailto:' })).toBe(false);
  });

  it('prefixes https:// to external links without a scheme', () => {
    expect(withScheme('example.com/a')).toBe('https://example.com/a');
    expect(withScheme('http://example.com')).toBe('http://example.com');
    expect(buildLinkHref({ ...emptyLinkValues(), tab: 'external', url: 'www.firm.example' })).toBe(
      'https://www.firm.example',
    );
  });

  it('writes email links as mailto: with cc, bcc and subject', () => {
    const href = buildLinkHref({
      ...emptyLinkValues(),
      tab: 'email',
      to: 'a@firm.example, b@firm.example',
      cc: 'c@firm.example',
      subject: 'Hello there',
    });
    expect(href).toBe('mailto:a@firm.example,b@firm.example?cc=c@firm.example&subject=Hello%20there');
    expect(parseLinkHref(href ?? '', null)).toMatchObject({
      tab: 'email',
      cc: 'c@firm.example',
      subject: 'Hello there',
    });
  });

  it('links page files to their download', () => {
    expect(buildLinkHref({ ...emptyLinkValues(), tab: 'file', fileId: '7' })).toBe(
      '/api/v2/box/file/7/download',
    );
    expect(parseLinkHref('/api/v2/box/file/7/download', '_blank')).toMatchObject({
      tab: 'file',
      fileId: '7',
    });
    const local = 'l0123456789abcdef0123456789abcdef';
    expect(parseLinkHref(`/api/v2/box/file/${local}/download`, null)).toMatchObject({
      tab: 'file',
      fileId: local,
    });
    expect(isLinkReady({ ...emptyLinkValues(), tab: 'file', fileId: '../x' })).toBe(false);
  });

  it('lists pages by title and tells duplicated titles apart by their parent', () => {
    const tree = [
      makeNode({
        FullPath: '/guides',
        Title: 'Guides',
        Children: [makeNode({ FullPath: '/guides/faq', Title: 'FAQ' })],
      }),
      makeNode({
        FullPath: '/apps',
        Title: 'Apps',
        Children: [makeNode({ FullPath: '/apps/faq', Title: 'FAQ' })],
      }),
    ];
    expect(internalPageOptions(tree).map((o) => o.label)).toEqual([
      'Apps',
      'FAQ (apps)',
      'FAQ (guides)',
      'Guides',
    ]);
  });
});
