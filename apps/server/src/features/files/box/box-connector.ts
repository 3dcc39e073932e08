// The Box connector built from the configuration: BOX_URL and BOX_TOKEN, or — unset — the Box
// sandbox this server ships under /sandbox/box, at its own address, while the sandboxes are on
// (docs/decisions/005); with neither, Box is not configured and every call says so.
import type { Config } from '../../../config.ts';
import type { OutboundFetch } from '../../../platform/outbound-fetch.ts';
import type { ConnectorLog } from '../../integrations/index.ts';
import { buildConnectorHttp, type ConnectorTarget, targetOf } from '../../integrations/index.ts';
import { type BoxClient, createBoxClient } from './box.client.ts';
import { BOX_SANDBOX_PATH } from './box-sandbox.endpoints.ts';

export interface BoxConnector {
  client: BoxClient;
  /** True when the client talks to the shipped sandbox: the UI labels its files 'Sandbox'. */
  isSandbox: boolean;
}

export function boxTarget(
  config: Pick<Config, 'BOX_URL' | 'BOX_TOKEN'>,
  sandboxToken: string | null,
): ConnectorTarget {
  return targetOf({ url: config.BOX_URL, token: config.BOX_TOKEN, sandboxToken });
}

export function createBoxConnector(options: {
  config: Config;
  log: ConnectorLog;
  /** The server's own origin, read when the sandbox is called. */
  selfOrigin: () => string;
  sandboxToken: string | null;
  /** For BOX_URL: refuses addresses inside the network (the sandbox is not guarded). */
  outbound: OutboundFetch;
}): BoxConnector {
  const target = boxTarget(options.config, options.sandboxToken);
  const http = buildConnectorHttp({ ...options, name: 'Box', target, sandboxPath: BOX_SANDBOX_PATH });
  return { client: createBoxClient(http), isSandbox: target.kind === 'sandbox' };
}
