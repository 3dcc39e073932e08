// The two company-data connectors, built from the configuration. A connector whose URL is unset
// talks to the sandbox this server ships under /sandbox/<provider>, at the server's own address,
// while the sandboxes are on (ATRIUM_SANDBOXES); otherwise it is not configured and every call
// says so (docs/security.md).
import type { AddressInfo } from 'node:net';
import { COMPANY_MESSAGES } from '@atrium/contracts';
import type { Config } from '../../config.ts';
import type { OutboundFetch } from '../../platform/outbound-fetch.ts';
import { type ConnectorName, connectorErrors } from './connector-errors.ts';
import { type ConnectorHttp, type ConnectorLog, createConnectorHttp } from './connector-http.ts';
import { createInveniasClient, type InveniasClient } from './invenias/invenias.client.ts';
import { createZoomInfoClient, type ZoomInfoClient } from './zoominfo/zoominfo.client.ts';

export type SandboxProvider = 'invenias' | 'zoominfo';

export const sandboxPath = (provider: SandboxProvider) => `/sandbox/${provider}`;

export interface ConnectorStatus {
  name: ConnectorName;
  /** False when there is neither a URL nor a sandbox to call. */
  isConfigured: boolean;
  isSandbox: boolean;
  label: string;
}

export interface Connectors {
  invenias: { status: ConnectorStatus; client: InveniasClient };
  zoominfo: { status: ConnectorStatus; client: ZoomInfoClient };
}

/** Where a connector calls: its configured URL, this server's sandbox, or nowhere. */
export type ConnectorTarget =
  | { kind: 'remote'; url: string; token: string }
  | { kind: 'sandbox'; token: string }
  | { kind: 'none' };

/**
 * What a connector's settings come to. `sandboxToken` is the installation's token while the
 * sandboxes are on, null when they are off.
 */
export function targetOf(settings: {
  url: string | undefined;
  token: string | undefined;
  sandboxToken: string | null;
}): ConnectorTarget {
  if (settings.url) return { kind: 'remote', url: settings.url, token: settings.token ?? '' };
  if (settings.sandboxToken) return { kind: 'sandbox', token: settings.sandboxToken };
  return { kind: 'none' };
}

export function connectorTarget(
  config: Config,
  provider: SandboxProvider,
  sandboxToken: string | null,
): ConnectorTarget {
  return provider === 'invenias'
    ? targetOf({ url: config.INVENIAS_URL, token: config.INVENIAS_TOKEN, sandboxToken })
    : targetOf({ url: config.ZOOMINFO_URL, token: config.ZOOMINFO_TOKEN, sandboxToken });
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

/** A connector with nothing to call: every call answers that it is not connected. */
function unconfiguredHttp(name: ConnectorName): ConnectorHttp {
  const refuse = async (): Promise<never> => {
    throw connectorErrors.notConfigured(name);
  };
  return { name, request: refuse, find: refuse, download: refuse };
}

/** The HTTP client of one connector: to its URL, to this server's sandbox at `sandboxPath`, or none. */
export function buildConnectorHttp(options: {
  name: ConnectorName;
  target: ConnectorTarget;
  sandboxPath: string;
  config: Config;
  log: ConnectorLog;
  /** The server's own origin, read when a sandbox is called. */
  selfOrigin: () => string;
  /** For a configured URL: refuses addresses inside the network (the sandbox is not guarded). */
  outbound: OutboundFetch;
}): ConnectorHttp {
  const { name, target, config, selfOrigin } = options;
  if (target.kind === 'none') return unconfiguredHttp(name);
  return createConnectorHttp({
    name,
    baseUrl: target.kind === 'remote' ? () => target.url : () => `${selfOrigin()}${options.sandboxPath}`,
    token: target.token,
    timeoutMs: config.CONNECTOR_TIMEOUT_MS,
    maxRetries: config.CONNECTOR_RETRIES,
    retryBaseMs: config.CONNECTOR_BACKOFF_MS,
    log: options.log,
    outbound: target.kind === 'remote' ? options.outbound : undefined,
  });
}

export function createConnectors(options: {
  config: Config;
  log: ConnectorLog;
  selfOrigin: () => string;
  sandboxToken: string | null;
  /** For a configured URL: refuses addresses inside the network (the sandbox is not guarded). */
  outbound: OutboundFetch;
}): Connectors {
  const build = (provider: SandboxProvider, name: ConnectorName) => {
    const target = connectorTarget(options.config, provider, options.sandboxToken);
    const http = buildConnectorHttp({ ...options, name, target, sandboxPath: sandboxPath(provider) });
    const isSandbox = target.kind === 'sandbox';
    const status: ConnectorStatus = {
      name,
      isConfigured: target.kind !== 'none',
      isSandbox,
      label: isSandbox ? `${name} (${COMPANY_MESSAGES.sandboxLabel})` : name,
    };
    return { http, status };
  };
  const invenias = build('invenias', 'Invenias');
  const zoominfo = build('zoominfo', 'ZoomInfo');
  return {
    invenias: { status: invenias.status, client: createInveniasClient(invenias.http, options.log) },
    zoominfo: { status: zoominfo.status, client: createZoomInfoClient(zoominfo.http, options.log) },
  };
}
