// Single sign-on with OpenID Connect: the authorization code flow with PKCE (S256),
// state and nonce. A person is matched to an existing account by an e-mail address the provider
// has verified; nobody is created here, and an unknown address is refused (docs/security.md).
import type { SignInOptions, SsoRefusal } from '@atrium/contracts';
import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { syncGroupsFromProvider } from '../groups/groups.service.ts';
import * as repo from './auth.repo.ts';
import { type AuthContext, openSession } from './auth.service.ts';
import * as oidcRepo from './oidc.repo.ts';
import type { OidcClient } from './oidc-config.ts';

/** Time a person has at the provider before the attempt is forgotten. */
export const SIGN_IN_LIFETIME_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';

export interface OidcContext extends AuthContext {
  oidc: OidcClient | null;
  log: { warn(detail: object, message: string): void };
}

/** A single sign-on that did not go through; the sign-in screen says why from its code. */
export class SsoRefused extends Error {
  constructor(
    readonly code: SsoRefusal,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function describeSignInOptions(
  config: Pick<Config, 'ATRIUM_PASSWORD_SIGNIN'>,
  oidc: OidcClient | null,
): SignInOptions {
  return {
    PasswordSignIn: config.ATRIUM_PASSWORD_SIGNIN,
    Sso: oidc ? { Name: oidc.name, StartPath: '/api/v2/user/oidc/start' } : null,
  };
}

/** Only a path on this site: a crafted start link cannot send anyone elsewhere after signing in. */
export function safeReturnPath(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/api/')) return '/';
  return value;
}

async function providerConfiguration(ctx: OidcContext): Promise<client.Configuration> {
  if (!ctx.oidc) throw new SsoRefused('off', 'single sign-on is not configured');
  try {
    return await ctx.oidc.configuration();
  } catch (error) {
    ctx.log.warn({ err: error }, 'the identity provider could not be reached');
    throw new SsoRefused('failed', 'discovery failed');
  }
}

/**
 * Starts a sign-in: remembers state, nonce and the PKCE verifier under a fresh browser key (its
 * hash in the database, the key itself in the browser's cookie), and answers where to send the browser.
 */
export async function startOidcSignIn(
  ctx: OidcContext,
  { returnUrl, redirectUri }: { returnUrl?: string; redirectUri: string },
): Promise<{ url: string; browserKey: string }> {
  const configuration = await providerConfiguration(ctx);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const browserKey = newToken();
  await oidcRepo.insertSignIn(ctx.db, {
    browserKeyHash: hashToken(browserKey),
    state,
    nonce,
    codeVerifier,
    returnUrl: safeReturnPath(returnUrl),
    expiresAt: new Date(Date.now() + SIGN_IN_LIFETIME_SECONDS * 1000),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, browserKey };
}

type Claims = Record<string, unknown>;

/** The claims to match on: the ID token's, completed from the userinfo endpoint when it lacks some. */
async function collectClaims(
  ctx: OidcContext,
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<Claims> {
  const idClaims = tokens.claims();
  if (!idClaims) throw new SsoRefused('failed', 'no ID token');
  const groupsClaim = ctx.oidc?.groupsClaim;
  const isComplete =
    'email' in idClaims && 'email_verified' in idClaims && (!groupsClaim || groupsClaim in idClaims);
  if (isComplete) return idClaims;
  const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
  // The signed ID token wins where both say something.
  return { ...userInfo, ...idClaims };
}

const isVerified = (value: unknown) => value === true || value === 'true';

/**
 * Finishes a sign-in at the callback: the attempt must belong to this browser and match the state
 * sent back; the code is exchanged with the PKCE verifier; the ID token's signature, issuer,
 * audience and nonce are checked by openid-client. Then the verified e-mail finds the account.
 */
export async function finishOidcSignIn(
  ctx: OidcContext,
  { browserKey, callbackUrl, redirectUri }: { browserKey?: string; callbackUrl: URL; redirectUri: string },
) {
  const configuration = await providerConfiguration(ctx);
  const attempt = browserKey ? await oidcRepo.takeSignIn(ctx.db, hashToken(browserKey)) : undefined;
  if (!attempt) throw new SsoRefused('expired', 'no sign-in under way in this browser');
  const params = callbackUrl.searchParams;
  if (params.get('state') !== attempt.state) throw new SsoRefused('expired', 'state does not match');
  const providerError = params.get('error');
  if (providerError) {
    throw new SsoRefused(
      providerError === 'access_denied' ? 'cancelled' : 'failed',
      `provider: ${providerError}`,
    );
  }
  let claims: Claims;
  let idToken: string | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(
      configuration,
      callbackUrl,
      {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri },
    );
    idToken = tokens.id_token;
    claims = await collectClaims(ctx, configuration, tokens);
  } catch (error) {
    if (error instanceof SsoRefused) throw error;
    throw new SsoRefused('failed', error instanceof Error ? error.message : String(error));
  }
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || !isVerified(claims.email_verified))
    throw new SsoRefused('unverified_email', 'e-mail not verified');
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) throw new SsoRefused('unknown_user', `no account for ${email}`);
  if (user.statusId !== 1) throw new SsoRefused('inactive', `account ${user.id} is not active`);
  const groupsClaim = ctx.oidc?.groupsClaim;
  if (groupsClaim && Array.isArray(claims[groupsClaim])) {
    const groupNames = (claims[groupsClaim] as unknown[]).filter((g): g is string => typeof g === 'string');
    await syncGroupsFromProvider({ db: ctx.db }, { userId: user.id, groupNames });
  }
  const session = await openSession(ctx, { user, oidcIdToken: idToken });
  return { ...session, returnUrl: attempt.returnUrl };
}

/** Where to sign out at the provider after a single sign-on session ends (RP-initiated logout). */
export async function endSessionUrl(
  ctx: OidcContext,
  { idToken, postLogoutRedirectUri }: { idToken: string; postLogoutRedirectUri: string },
): Promise<string | undefined> {
  if (!ctx.oidc) return undefined;
  try {
    const configuration = await ctx.oidc.configuration();
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  } catch (error) {
    ctx.log.warn({ err: error }, 'the identity provider could not be reached to sign out there');
    return undefined;
  }
}
