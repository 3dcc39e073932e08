import { z } from 'zod';
import { defineEndpoint, RedirectResponseSchema } from './endpoint.ts';
import { authAddresses } from './endpoint-addresses.ts';
import { ErrorBodySchema } from './errors.ts';
import { LocaleSchema } from './locale-schema.ts';
import { PermissionSchema } from './permissions.ts';

// In a file of their own: the error body names a missing flag, and this file needs the error body.
export { type Permission, PermissionSchema } from './permissions.ts';

export const RoleSchema = z.enum(['Partner', 'Researcher', 'Administrator']);
export type Role = z.infer<typeof RoleSchema>;

/** The signed-in user as the web keeps it (spec 1 §3 User). */
export const SessionUserSchema = z.object({
  ID: z.number().int(),
  UUID: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  FullName: z.string(),
  Title: z.string(),
  Role: RoleSchema,
  Currency: z.string().length(3),
  /** How dates read everywhere in the portal (Your Profile). */
  Locale: LocaleSchema,
  SiteAdmin: z.boolean(),
  Groups: z.array(z.string()),
  Permissions: z.record(PermissionSchema, z.boolean()),
  LocationID: z.number().int().nullable(),
  /** Present while a site admin previews as someone else: whose view it is (docs/permissions.md). */
  Preview: z.object({ Label: z.string() }).optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(320),
  password: z.string().min(1, 'Enter your password.').max(1000),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const IsLoggedInResponseSchema = z.object({
  IsLoggedIn: z.boolean(),
  User: SessionUserSchema.nullable(),
});
export type IsLoggedInResponse = z.infer<typeof IsLoggedInResponseSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });

/** Signing out of a single sign-on session may continue at the identity provider (RP-initiated logout). */
export const LogoutResponseSchema = OkSchema.extend({
  EndSessionUrl: z.string().url().optional(),
});
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** What the sign-in screen offers: the password form, a single sign-on button, or both. */
export const SignInOptionsSchema = z.object({
  PasswordSignIn: z.boolean(),
  Sso: z.object({ Name: z.string(), StartPath: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

/** The query of `/api/v2/user/oidc/start`: where to land after signing in (same-site paths only). */
export const OidcStartQuerySchema = z.object({
  returnUrl: z.string().max(2000).optional(),
});

/**
 * What the identity provider sends back to the callback. Lenient on purpose: a callback that does
 * not fit is refused on the sign-in screen with a message, not answered with JSON.
 */
export const OidcCallbackQuerySchema = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});

export const authEndpoints = {
  login: defineEndpoint({
    ...authAddresses.login,
    summary: 'Sign in with e-mail and password; sets the session and refresh cookies',
    access: 'public',
    tag: 'auth',
    body: LoginRequestSchema,
    response: IsLoggedInResponseSchema,
    replies: {
      401: 'invalid_credentials: the e-mail address or password is not correct',
      403: 'forbidden: password sign-in is switched off (single sign-on only)',
      429: 'rate_limited: too many sign-in attempts from this address; Retry-After says when to try again',
    },
  }),
  logout: defineEndpoint({
    ...authAddresses.logout,
    summary:
      'Sign out; revokes the session and its refresh tokens; a single sign-on session also answers where to sign out at the provider',
    access: 'public',
    tag: 'auth',
    response: LogoutResponseSchema,
  }),
  refresh: defineEndpoint({
    ...authAddresses.refresh,
    summary:
      'Rotate the refresh token and issue a new session cookie; reuse of an old token revokes the family',
    access: 'public',
    tag: 'auth',
    response: IsLoggedInResponseSchema,
    replies: { 401: 'refresh_failed: no refresh cookie, or the session has ended' },
  }),
  isLoggedIn: defineEndpoint({
    ...authAddresses.isLoggedIn,
    summary: 'Who is signed in; also sets the readable atrium_csrf cookie',
    access: 'public',
    tag: 'auth',
    response: IsLoggedInResponseSchema,
  }),
  signInOptions: defineEndpoint({
    ...authAddresses.signInOptions,
    summary: 'How people sign in here: the password form, single sign-on (its button text), or both',
    access: 'public',
    tag: 'auth',
    response: SignInOptionsSchema,
  }),
  oidcStart: defineEndpoint({
    method: 'GET',
    path: '/api/v2/user/oidc/start',
    summary:
      'Single sign-on: redirects to the identity provider with state, nonce and PKCE (S256); off, back to /login',
    access: 'public',
    tag: 'auth',
    query: OidcStartQuerySchema,
    response: RedirectResponseSchema,
  }),
  oidcCallback: defineEndpoint({
    method: 'GET',
    path: '/api/v2/user/oidc/callback',
    summary:
      'Single sign-on: checks state, exchanges the code, validates the ID token and nonce, opens the session and redirects; refusals land on /login?sso=<code>',
    access: 'public',
    tag: 'auth',
    query: OidcCallbackQuerySchema,
    response: RedirectResponseSchema,
  }),
};

/** Why a single sign-on did not go through: `/login?sso=<code>` and the sentence the screen shows. */
export const SsoRefusalSchema = z.enum([
  'unknown_user',
  'unverified_email',
  'inactive',
  'expired',
  'cancelled',
  'failed',
  'off',
]);
export type SsoRefusal = z.infer<typeof SsoRefusalSchema>;

export function describeSsoRefusal(code: SsoRefusal, providerName: string): string {
  switch (code) {
    case 'unknown_user':
      return `No Atrium account uses the e-mail address ${providerName} gave. Ask a site administrator to add you.`;
    case 'unverified_email':
      return `${providerName} has not verified your e-mail address, so it cannot be matched to an Atrium account.`;
    case 'inactive':
      return 'This Atrium account is not active. Ask a site administrator.';
    case 'expired':
      return 'The sign-in took too long or was started in another window. Please try again.';
    case 'cancelled':
      return `Signing in with ${providerName} was cancelled.`;
    case 'off':
      return 'Single sign-on is not set up on this portal.';
    default:
      return `Signing in with ${providerName} failed. Please try again.`;
  }
}

export { ErrorBodySchema };
