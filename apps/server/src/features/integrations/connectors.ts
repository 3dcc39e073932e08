// The two company-data connectors, built from the configuration. A connector whose URL is unset
// talks to the sandbox this server ships under /sandbox/<provider>, at the server's own address.
import type { AddressInfo } from 'node:net';
import { COMPANY_MESSAGES } from '@atrium/contracts';
import type { Config } from '../../config.ts';
import type { OutboundFetch } from '../../platform/outbound-fetch.ts';
import type { ConnectorName } from './connector-errors.ts';
import { type ConnectorLog, createConnectorHttp } from './connector-http.ts';
import { createInveniasClient, type InveniasClient } from './invenias/invenias.client.ts';
import { createZoomInfoClient, type ZoomInfoClient } from './zoominfo/zoominfo.client.ts';

export type SandboxProvider = 'invenias' | 'zoominfo';

/** The token a sandbox accepts when none is configured; the sandbox holds only made-up data. */
export const SANDBOX_TOKENS: Record<SandboxProvider, string> = {
  invenias: 'sandbox-invenias-token',
  zoominfo: 'sandbox-zoominfo-token',
};

export const sandboxPath = (provider: SandboxProvider) => `/sandbox/${provider}`;

export interface ConnectorStatus {
  name: ConnectorName;
  isSandbox: boolean;
  label: string;
}

export interface Connectors {
  invenias: { status: ConnectorStatus; client: InveniasClient };
  zoominfo: { status: ConnectorStatus; client: ZoomInfoClient };
}

/** What a provider's settings come to: where to call, with which token, and whether that is the sandbox. */
export function connectorTarget(config: Config, provider: SandboxProvider) {
  const [url, token] =
    provider === 'invenias'
      ? [config.INVENIAS_URL, config.INVENIAS_TOKEN]
      : [config.ZOOMINFO_URL, config.ZOOMINFO_TOKEN];
  return { url, token: token ?? SANDBOX_TOKENS[provider], isSandbox: url === undefined };
}

/**
 * `http://host:port` of a listening server, for calling itself: a wildcard address is reached on
 * the loopback. Throws while the server is not listening (e.g. an app driven by inject only).
 */
export function listeningOrigin(server: { address(): AddressInfo | string | null }): string {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export function createConnectors(options: {
  config: Config;
  log: ConnectorLog;
  /** The server's own origin, read when a sandbox is called. */
  selfOrigin: () => string;
  /** For a configured URL: refuses addresses inside the network (the sandbox is not guarded). */
  outbound: OutboundFetch;
}): Connectors {
  const { config, log, selfOrigin } = options;
  const build = (provider: SandboxProvider, name: ConnectorName) => {
    const target = connectorTarget(config, provider);
    const http = createConnectorHttp({
      name,
      baseUrl: target.url ? () => target.url! : () => `${selfOrigin()}${sandboxPath(provider)}`,
      token: target.token,
      timeoutMs: config.CONNECTOR_TIMEOUT_MS,
      maxRetries: config.CONNECTOR_RETRIES,
      retryBaseMs: config.CONNECTOR_BACKOFF_MS,
      log,
      outbound: target.url ? options.outbound : undefined,
    });
    const status: ConnectorStatus = {
      name,
      isSandbox: target.isSandbox,
      label: target.isSandbox ? `${name} (${COMPANY_MESSAGES.sandboxLabel})` : name,
    };
    return { http, status };
  };
  const invenias = build('invenias', 'Invenias');
  const zoominfo = build('zoominfo', 'ZoomInfo');
  return {
    invenias: { status: invenias.status, client: createInveniasClient(invenias.http) },
    zoominfo: { status: zoominfo.status, client: createZoomInfoClient(zoominfo.http) },
  };
}
