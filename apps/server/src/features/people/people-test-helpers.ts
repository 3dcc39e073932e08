// What the people API tests share: replies checked against their contract, signed-in clients,
// multipart bodies, and real images made by sharp.
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestApp, TestClient } from '../../test/test-app.ts';

/** The reply's JSON, after checking the status and that it matches the endpoint's response schema. */
export function replyOf<T extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: T,
  status = 200,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

export async function signedIn(t: TestApp, email: string, password?: string): Promise<TestClient> {
  const client = t.client();
  await client.login(email, password);
  return client;
}

export function send(client: TestClient, method: 'PATCH' | 'PUT', url: string, payload: unknown) {
  return client.request({ method, url, payload: payload as string });
}

/** A multipart/form-data body with one file field. */
export function multipart(file: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----atrium${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadPhoto(client: TestClient, userId: number, file: { name: string; bytes: Buffer }) {
  return client.request({ method: 'PUT', url: `/api/v2/user/${userId}/photo`, ...multipart(file) });
}

/** A real, decodable picture: a colour field of the given size. */
export function makeImage(options: {
  width: number;
  height: number;
  format: 'png' | 'jpeg';
  colour?: string;
}): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width,
      height: options.height,
      channels: 3,
      background: options.colour ?? '#3a6ea5',
    },
  });
  return (options.format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
