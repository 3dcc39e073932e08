// A caller the endpoint's access rule refuses is answered before the body is read: an anonymous
// 9 MB body to an admin endpoint gets its 401 at once, and so does a body that never ends.

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';

const ADMIN_ENDPOINT = '/api/v2/admin/groups';
const NINE_MB = 9 * 1024 * 1024;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends the request line, the headers and the first bytes of a body announced as 9 MB, and never
 * the rest; answers the status line the server sends back (or null after `waitMs`).
 */
function sendUnfinished(headers: Record<string, string>, waitMs = 5_000): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, waitMs);
    socket.on('error', (error) => {
      // The server may close the connection on us while we are still sending.
      if (answer) return;
      clearTimeout(timer);
      reject(error);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer.split('\r\n')[0]);
      }
    });
    const head = Object.entries({
      host: `127.0.0.1:${port}`,
      'content-type': 'application/json',
      'content-length': String(NINE_MB),
      ...headers,
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`POST ${ADMIN_ENDPOINT} HTTP/1.1\r\n${head}\r\n\r\n{"Name":"${'x'.repeat(64 * 1024)}`);
  });
}

describe('the access check before the body', () => {
  it('answers an anonymous body that never ends with 401', async () => {
    const status = await sendUnfinished({ cookie: 'atrium_csrf=c', 'x-csrf-token': 'c' });
    expect(status).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('answers a researcher whose body never ends with 403 on an admin endpoint', async () => {
    const researcher = t.client();
    await researcher.login(DEMO.researcher);
    const cookie = [...researcher.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const status = await sendUnfinished({ cookie, 'x-csrf-token': researcher.csrfToken ?? '' });
    expect(status).toBe('HTTP/1.1 403 Forbidden');
  });

  it('answers an anonymous 9 MB JSON body with 401 and closes the connection', async () => {
    const body = JSON.stringify({ Name: 'x'.repeat(NINE_MB - 20) });
    const response = await fetch(`http://127.0.0.1:${port}${ADMIN_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'atrium_csrf=c', 'x-csrf-token': 'c' },
      body,
    }).catch((error: Error) => error);
    // The server may close before the client has sent everything; what it answered is a 401.
    if (response instanceof Error) throw response;
    expect(response.status).toBe(401);
    expect(response.headers.get('connection')).toBe('close');
  });
});
