// A real OpenID Connect provider (oidc-provider) for the single sign-on tests, on a loopback port:
// in-memory storage, one confidential client for the portal, accounts chosen by the test, and its
// development sign-in form (any password). Consent is skipped, as a firm's own provider does for
// its own portal. `signIn` does in code what a browser does on that form.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  /** What the person types into the provider's form. */
  login: string;
  email: string;
  emailVerified?: boolean;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Follows an authorization URL through the provider's sign-in form as `login`, and answers the
   * URL the provider sends the browser back to (the portal's callback with code and state).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export const TEST_CLIENT = { clientId: 'atrium-portal', clientSecret: 'atrium-test-secret' } as const;

export async function startTestOidcProvider(options: {
  /** 0 or unset: any free port. */
  port?: number;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  accounts: TestAccount[];
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((a) => [a.login, a]));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['atrium-test-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.login,
          groups: account.groups ?? [],
        }),
      };
    },
    // The firm's own portal is trusted: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    ...TEST_CLIENT,
    signIn: (authorizationUrl, login) => driveSignIn({ authorizationUrl, login, issuer }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's trip through the provider in plain requests: cookies kept, redirects followed by hand. */
async function driveSignIn({
  authorizationUrl,
  login,
  issuer,
}: {
  authorizationUrl: string;
  login: string;
  issuer: string;
}): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  let url = new URL(authorizationUrl);
  let hasSubmitted = false;
  for (let hop = 0; hop < 10; hop++) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== issuer) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || hasSubmitted)
      throw new Error(`the provider answered ${response.status}: ${html.slice(0, 300)}`);
    hasSubmitted = true;
    const posted = await send(new URL(action, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    const after = posted.headers.get('location');
    if (!after) throw new Error(`the provider's form answered ${posted.status}`);
    url = new URL(after, url);
  }
  throw new Error('the provider did not send the browser back');
}
