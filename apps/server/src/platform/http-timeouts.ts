// How long a connection may take to send its request, and how long it may sit silent: a client that
// trickles its headers or body a byte at a time must not hold a connection (and the memory of a
// half-read upload) open for ever.
//
// The whole request — headers and body — must arrive within ATRIUM_REQUEST_TIMEOUT_SECONDS (default
// 300). The largest legitimate body is a 50 MB CSV of an import, which arrives in 300 s over a
// 1.4 Mbit/s uplink (a 25 MB file over 0.7 Mbit/s, a 10 MB image over 0.3 Mbit/s); a firm whose
// staff upload over slower links raises the setting.
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** Headers are a few kilobytes: half a minute is generous on any link. */
const HEADERS_TIMEOUT_MS = 30_000;
/**
 * Longer than the 60 s idle timeout of common proxies and load balancers, so that they, not the
 * portal, close an idle keep-alive connection and never send a request onto one being closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Node checks the request timeouts on a timer; at most this long passes before an expired one closes. */
const MAX_CHECK_INTERVAL_MS = 30_000;

export function serverTimeouts(requestTimeoutSeconds: number): FastifyHttpOptions<Server> {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    // Past it, Node answers 408 and closes the connection.
    requestTimeout,
    // A connection with no byte in either direction this long is closed: a client that stops
    // reading its answer, or a request that never comes. No answer takes the server that long to
    // start (a print stops after PRINT_TIMEOUT_SECONDS), so a working request is never cut.
    connectionTimeout: requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, Math.max(250, requestTimeout / 4)),
    },
  };
}
