// Creating calls (the contracts' `acceptsIdempotencyKey`) take an optional `Idempotency-Key` header,
// as in the IETF draft "The Idempotency-Key HTTP Header Field": a client that sends a creating call
// again after losing the reply (a dropped connection, a process stopped mid-request) is given the
// first reply, marked `Idempotent-Replayed: true`, instead of creating a second record.
//
// The key is taken for (caller, key) before the request runs and its reply kept when it is answered,
// both in `idempotency_keys`, whose primary key decides between processes. What this guarantees and
// what it does not is written down in docs/security.md.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from './database.ts';
import { AppError } from './errors.ts';
import {
  deleteExpiredKeys,
  type KeptKey,
  type KeyOwner,
  keepReply,
  readKey,
  releaseKey,
  takeKey,
} from './idempotency-keys.repo.ts';
import { LargeJsonBody } from './json-body.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint creates something and accepts an Idempotency-Key (set by `handleEndpoint`). */
    acceptsIdempotencyKey?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs; its reply is kept for the key when answered. */
    idempotencyKey: KeyOwner | null;
  }
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const VISIBLE_TEXT = /^[\x20-\x7e]*[\x21-\x7e][\x20-\x7e]*$/;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface IdempotencyKeyOptions {
  db: Executor;
  /** How long a key and its reply are kept (ATRIUM_IDEMPOTENCY_KEY_HOURS). */
  keptHours: number;
  /** A request still unanswered after this long has stopped with its process: its outcome is unknown. */
  unfinishedAfterSeconds: number;
}

const badKey = () =>
  new AppError(
    'validation_failed',
    `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.`,
    400,
  );

/** The key as sent; anything but 1–255 visible ASCII characters (a repeated header included) is refused. */
export function checkedIdempotencyKey(header: string | string[]): string {
  if (
    typeof header !== 'string' ||
    header.length > MAX_IDEMPOTENCY_KEY_LENGTH ||
    !VISIBLE_TEXT.test(header)
  ) {
    throw badKey();
  }
  return header;
}

/**
 * What makes two requests the same: method, address (query included) and body. A multipart upload
 * is streamed to its handler unread, so its size stands for its content.
 */
function requestFingerprint(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (body instanceof LargeJsonBody) hash.update(body.bytes);
  else if (request.isMultipart()) hash.update(`multipart ${request.headers['content-length'] ?? 'streamed'}`);
  else if (body !== undefined) hash.update(JSON.stringify(body));
  return hash.digest('base64url');
}

function answerKept(reply: FastifyReply, kept: KeptKey, fingerprint: string, options: IdempotencyKeyOptions) {
  if (kept.fingerprint !== fingerprint) {
    throw new AppError(
      'idempotency_key_reused',
      'This Idempotency-Key was used for a different request.',
      422,
    );
  }
  if (kept.status === null) {
    // Its process stopped before the reply was kept: whether it took effect is unknown, and running
    // it again could create twice, so the key stays taken until it expires.
    const message =
      kept.ageSeconds > options.unfinishedAfterSeconds
        ? 'A request with this Idempotency-Key did not finish; whether it took effect is unknown. Check, then send it with a new key.'
        : 'A request with this Idempotency-Key is still being processed.';
    throw new AppError('idempotency_key_in_progress', message, 409);
  }
  return reply
    .code(kept.status)
    .header('content-type', kept.contentType ?? 'application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(kept.body ?? '');
}

/** The reply's text as it will be sent, or null when it is not text held in memory (a stream, compressed bytes). */
function replyText(reply: FastifyReply, payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload) && !reply.getHeader('content-encoding')) return payload.toString('utf8');
  return null;
}

async function settleKey(
  db: Executor,
  input: { owner: KeyOwner; reply: FastifyReply; payload: unknown },
): Promise<void> {
  const { owner, reply, payload } = input;
  const text = replyText(reply, payload);
  // A failure of the server's own is not kept: a retry runs the request again. Nor is a reply that
  // is not text in memory (no creating call answers a stream or compressed bytes): it could not be
  // given again.
  if (reply.statusCode >= 500 || text === null) return releaseKey(db, owner);
  const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
  await keepReply(db, { ...owner, status: reply.statusCode, contentType, body: text });
}

/** Registered before any route: its hooks run for the routes whose contract accepts a key. */
export function registerIdempotencyKeys(app: FastifyInstance, options: IdempotencyKeyOptions): void {
  const { db, keptHours } = options;
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.acceptsIdempotencyKey) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const key = checkedIdempotencyKey(header);
    if (!request.user) return;
    const owner = { userId: request.user.ID, key };
    const fingerprint = requestFingerprint(request);
    // A key let go between the two statements (its request failed) is taken on the next turn.
    for (let turn = 0; turn < 3; turn++) {
      if (await takeKey(db, { ...owner, fingerprint, keptHours })) {
        request.idempotencyKey = owner;
        return;
      }
      const kept = await readKey(db, owner);
      if (kept) return answerKept(reply, kept, fingerprint, options);
    }
    throw new AppError(
      'idempotency_key_in_progress',
      'A request with this Idempotency-Key is still being processed.',
      409,
    );
  });

  // Kept before the reply leaves: once the caller has an answer, a retry is given the same one.
  app.addHook('onSend', (request, reply, payload, done) => {
    const owner = request.idempotencyKey;
    if (!owner) return done(null, payload);
    request.idempotencyKey = null;
    settleKey(db, { owner, reply, payload }).then(
      () => done(null, payload),
      (error) => {
        request.log.error({ err: error }, 'The reply for an Idempotency-Key was not kept.');
        done(null, payload);
      },
    );
  });

  const sweep = setInterval(() => {
    deleteExpiredKeys(db, keptHours).catch((error) =>
      app.log.warn({ err: error }, 'Expired Idempotency-Keys were not deleted.'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
