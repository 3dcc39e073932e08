import { describe, expect, it } from 'vitest';
import { resolveRedirectLink } from './redirect-link.ts';

describe('redirect links', () => {
  it('reads http(s) addresses as outside links', () => {
    expect(resolveRedirectLink('http://intranet.example')).toEqual({
      kind: 'external',
      url: 'http://intranet.example',
    });
    expect(resolveRedirectLink('HTTPS://x.example')).toEqual({ kind: 'external', url: 'HTTPS://x.example' });
  });

  it('reads single-slash values as paths and refuses protocol-relative ones', () => {
    expect(resolveRedirectLink('/directory/locations')).toEqual({
      kind: 'path',
      path: '/directory/locations',
    });
    expect(resolveRedirectLink('//evil.example')).toBeNull();
  });

  it('reads anything else as a route name', () => {
    expect(resolveRedirectLink(' _Dashboard ')).toEqual({ kind: 'name', name: '_Dashboard' });
  });

  it('has no target when empty', () => {
    expect(resolveRedirectLink('')).toBeNull();
    expect(resolveRedirectLink(undefined)).toBeNull();
  });
});
