// The local HTTP server feed tests serve calendars from, on 127.0.0.1 (which the test
// configuration lets the outbound guard reach).
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startFeedServer(handler: RequestListener): Promise<FeedServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
