// The sentence for `/login?sso=<code>`: why a single sign-on did not go through.
import { describeSsoRefusal, SsoRefusalSchema } from '@atrium/contracts';

export function describeSsoQuery(code: string | null, providerName: string): string | null {
  if (!code) return null;
  const parsed = SsoRefusalSchema.safeParse(code);
  return describeSsoRefusal(parsed.success ? parsed.data : 'failed', providerName);
}

/** The start link: the provider's sign-in, then back to where the person was going. */
export function ssoStartHref(startPath: string, returnUrl: string): string {
  return returnUrl === '/' ? startPath : `${startPath}?${new URLSearchParams({ returnUrl })}`;
}
