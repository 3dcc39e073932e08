// A client that sends its request a byte at a time cannot hold a connection open: past the request
// timeout (two seconds here, ATRIUM_REQUEST_TIMEOUT_SECONDS) the portal answers 408 and closes it,
// over a real socket as a slow or hostile client would send it.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningOrigin } from '../features/integrations/connectors.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ ATRIUM_REQUEST_TIMEOUT_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(listeningOrigin(t.app.server)).port);
}, 120_000);
afterAll(() => t.close());

interface Outcome {
  /** What the server sent before closing, if anything. */
  answer: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends `head` at once, then one byte of `trickle` every `everyMs` until the server closes. */
function trickle(head: string, trickle: string, everyMs: number, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length) socket.write(trickle[sent++]);
    }, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

const BODY = JSON.stringify({ email: 'someone@example.com', password: 'a long password here' });

describe('a request trickled a byte at a time', () => {
  it('is answered 408 and closed once the request timeout has passed, whatever it still sends', async () => {
    // With the CSRF cookie and header a browser would send, so the server waits for the body.
    const csrf = (await fetch(`http://127.0.0.1:${port}/api/v2/user/isLoggedIn`)).headers
      .getSetCookie()
      .map((c) => /^atrium_csrf=([^;]*)/.exec(c)?.[1])
      .find(Boolean);
    const head =
      'POST /api/v2/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Cookie: atrium_csrf=${csrf}\r\nX-CSRF-Token: ${csrf}\r\nContent-Length: ${BODY.length}\r\n\r\n`;
    const outcome = await trickle(head, BODY, 200, 8_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    // Sent a byte every 200 ms, the body would take 14 s: closed before 8 s, the timeout cut it.
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1_900);
  });

  it('is closed when its headers never finish', async () => {
    const headers = `X-Slow: ${'a'.repeat(200)}\r\n`;
    // The headers would take 40 s to arrive; trickle() fails if the socket is still open at 8 s.
    const outcome = await trickle('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', headers, 200, 8_000);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1_900);
  });

  it('still answers a request that arrives in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
