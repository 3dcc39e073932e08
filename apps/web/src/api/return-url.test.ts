import { describe, expect, it } from 'vitest';
import { buildLoginUrl, sanitizeReturnUrl } from './return-url.ts';

describe('returnUrl', () => {
  it('keeps same-origin paths with their query', () => {
    expect(sanitizeReturnUrl('/guides?tab=vpn')).toBe('/guides?tab=vpn');
    expect(sanitizeReturnUrl('/mcl/assignments/12#notes')).toBe('/mcl/assignments/12#notes');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'guides',
      '/\t/evil',
    ]) {
      expect(sanitizeReturnUrl(bad)).toBe('/');
    }
  });

  it('never returns to the login page itself', () => {
    expect(sanitizeReturnUrl('/login?returnUrl=/x')).toBe('/');
    expect(sanitizeReturnUrl(null)).toBe('/');
  });

  it('builds the login address with the current path and query', () => {
    expect(buildLoginUrl('/guides?tab=vpn')).toBe('/login?returnUrl=%2Fguides%3Ftab%3Dvpn');
    expect(new URLSearchParams(buildLoginUrl('/guides?tab=vpn').split('?')[1]).get('returnUrl')).toBe(
      '/guides?tab=vpn',
    );
    expect(buildLoginUrl('/')).toBe('/login');
  });
});
