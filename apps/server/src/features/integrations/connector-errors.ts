// How a failing external system is reported to the user (spec 3 §8: "the server's message"): one
// stable code per kind of failure and a sentence naming the system. The cause goes to the log.
import { AppError } from '../../platform/errors.ts';

export type ConnectorName = 'Invenias' | 'ZoomInfo' | 'Box';

export const connectorErrors = {
  timeout: (name: ConnectorName) =>
    new AppError('connector_timeout', `${name} did not answer in time. Please try again.`, 504),
  busy: (name: ConnectorName) =>
    new AppError('connector_busy', `${name} is busy right now. Please try again in a minute.`, 503, {
      headers: { 'retry-after': '60' },
    }),
  unavailable: (name: ConnectorName) =>
    new AppError('connector_unavailable', `${name} is not available right now. Please try again later.`, 502),
  misconfigured: (name: ConnectorName) =>
    new AppError(
      'connector_misconfigured',
      `The connection to ${name} is not set up correctly. Please tell a site administrator.`,
      502,
    ),
  rejected: (name: ConnectorName, detail: string) =>
    new AppError('connector_rejected', `${name} refused the change: ${detail}`, 502),
  /** No URL is set and the sandboxes are off: the portal has nothing to call. */
  notConfigured: (name: ConnectorName) =>
    new AppError(
      'connector_not_configured',
      `${name} is not connected to this portal. A site administrator can connect it.`,
      503,
    ),
  badResponse: (name: ConnectorName) =>
    new AppError(
      'connector_bad_response',
      `${name} sent an answer the portal could not read. Please try again later.`,
      502,
    ),
};

export const isConnectorError = (error: unknown): error is AppError =>
  error instanceof AppError && error.code.startsWith('connector_');
