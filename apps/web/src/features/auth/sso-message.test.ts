import { describe, expect, it } from 'vitest';
import { describeSsoQuery, ssoStartHref } from './sso-message.ts';

describe('single sign-on on the sign-in screen', () => {
  it('says why a sign-in was refused, naming the provider', () => {
    expect(describeSsoQuery('unknown_user', 'Meridian ID')).toBe(
      'No Atrium account uses the e-mail address Meridian ID gave. Ask a site administrator to add you.',
    );
    expect(describeSsoQuery('cancelled', 'Meridian ID')).toBe('Signing in with Meridian ID was cancelled.');
  });

  it('shows nothing without a refusal, and a general failure for a code it does not know', () => {
    expect(describeSsoQuery(null, 'Meridian ID')).toBeNull();
    expect(describeSsoQuery('<script>', 'Meridian ID')).toBe(
      'Signing in with Meridian ID failed. Please try again.',
    );
  });

  it('carries the page asked for to the start link, and nothing for the home page', () => {
    expect(ssoStartHref('/api/v2/user/oidc/start', '/')).toBe('/api/v2/user/oidc/start');
    expect(ssoStartHref('/api/v2/user/oidc/start', '/people?tab=2')).toBe(
      '/api/v2/user/oidc/start?returnUrl=%2Fpeople%3Ftab%3D2',
    );
  });
});
