// A JSON body written to a file as it arrives, for a route whose body is read by a thread of its own
// (printing): the event loop holds one chunk of a large document at a time, never the document, so
// taking it in neither stalls other requests nor grows the heap a full collection must then sweep.
// `handleEndpoint` hands such a body to its route unread (`ctx.spooled`); the file is removed once
// the reply is sent or the request given up.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

export class SpooledBody {
  constructor(
    readonly file: string,
    readonly bytes: number,
  ) {}
}

const removeSpooled = async (request: FastifyRequest) => {
  if (request.body instanceof SpooledBody) await rm(request.body.file, { force: true });
};

/** Every JSON body of the routes of `scope` goes to a file in `dir`; other media types are 415. */
export function spoolJsonBodies(scope: FastifyInstance, { dir }: { dir: string }): void {
  const limit = scope.initialConfig.bodyLimit ?? 1024 * 1024;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    if (Number(request.headers['content-length'] ?? 0) > limit)
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    const file = path.join(dir, `${randomUUID()}.json`);
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        bytes += chunk.length;
        next(bytes > limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : null, chunk);
      },
    });
    try {
      await pipeline(payload, counted, createWriteStream(file));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return new SpooledBody(file, bytes);
  });
  scope.addHook('onResponse', removeSpooled);
  scope.addHook('onRequestAbort', removeSpooled);
}
