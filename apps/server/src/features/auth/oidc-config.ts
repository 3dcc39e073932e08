// The identity provider of single sign-on, from the configuration. Its metadata is discovered on
// first use, not at start-up, so the portal starts (and password sign-in works) while it is away.
import * as client from 'openid-client';
import type { Config } from '../../config.ts';

export interface OidcClient {
  /** Shown on the button: "Sign in with {name}". */
  name: string;
  /** The claim that lists the user's groups, when the portal takes groups from the provider. */
  groupsClaim?: string;
  /** The provider's discovered metadata and this portal's client; retried after a failure. */
  configuration(): Promise<client.Configuration>;
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP is for a provider on this machine only (a development or test provider). */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.'));
}

type OidcConfig = Pick<
  Config,
  | 'ATRIUM_OIDC_ISSUER'
  | 'ATRIUM_OIDC_CLIENT_ID'
  | 'ATRIUM_OIDC_CLIENT_SECRET'
  | 'ATRIUM_OIDC_NAME'
  | 'ATRIUM_OIDC_GROUPS_CLAIM'
>;

/** The configured provider, or null when single sign-on is off. */
export function createOidcClient(config: OidcConfig): OidcClient | null {
  const { ATRIUM_OIDC_ISSUER: issuer, ATRIUM_OIDC_CLIENT_ID: clientId } = config;
  if (!issuer || !clientId) return null;
  const issuerUrl = new URL(issuer);
  const secret = config.ATRIUM_OIDC_CLIENT_SECRET;
  let discovered: Promise<client.Configuration> | undefined;
  return {
    name: config.ATRIUM_OIDC_NAME,
    groupsClaim: config.ATRIUM_OIDC_GROUPS_CLAIM,
    configuration() {
      discovered ??= client
        .discovery(issuerUrl, clientId, secret, secret ? client.ClientSecretBasic(secret) : client.None(), {
          execute: isLoopbackHttp(issuerUrl) ? [client.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}
