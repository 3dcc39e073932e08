// The Box connector built from the configuration: BOX_URL and BOX_TOKEN, or — unset — the Box
// sandbox this server ships under /sandbox/box, at its own address (docs/decisions/005).
import type { Config } from '../../../config.ts';
import type { OutboundFetch } from '../../../platform/outbound-fetch.ts';
import { type ConnectorLog, createConnectorHttp } from '../../integrations/connector-http.ts';
import { type BoxClient, createBoxClient } from './box.client.ts';
import { BOX_SANDBOX_PATH, BOX_SANDBOX_TOKEN } from './box-sandbox.routes.ts';

export interface BoxConnector {
  client: BoxClient;
  /** True when the client talks to the shipped sandbox: the UI labels its files 'Sandbox'. */
  isSandbox: boolean;
}

export function boxTarget(config: Pick<Config, 'BOX_URL' | 'BOX_TOKEN'>) {
  return {
    url: config.BOX_URL,
    token: config.BOX_TOKEN ?? BOX_SANDBOX_TOKEN,
    isSandbox: config.BOX_URL === undefined,
  };
}

export function createBoxConnector(options: {
  config: Config;
  log: ConnectorLog;
  /** The server's own origin, read when the sandbox is called. */
  selfOrigin: () => string;
  /** For BOX_URL: refuses addresses inside the network (the sandbox is not guarded). */
  outbound: OutboundFetch;
}): BoxConnector {
  const { config, log, selfOrigin } = options;
  const target = boxTarget(config);
  const http = createConnectorHttp({
    name: 'Box',
    baseUrl: target.url ? () => target.url! : () => `${selfOrigin()}${BOX_SANDBOX_PATH}`,
    token: target.token,
    timeoutMs: config.CONNECTOR_TIMEOUT_MS,
    maxRetries: config.CONNECTOR_RETRIES,
    retryBaseMs: config.CONNECTOR_BACKOFF_MS,
    log,
    outbound: target.url ? options.outbound : undefined,
  });
  return { client: createBoxClient(http), isSandbox: target.isSandbox };
}
