// A large JSON body is parsed, checked and validated in the worker pool instead of on the event
// loop, where reading a few megabytes would hold up every other request. Routes of the contracts
// (`handleEndpoint`) take part; any other route, and every small body, is parsed in place as before.
import { allEndpoints, type Endpoint } from '@atrium/contracts';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';
import type { ParsedBody } from './json-body.task.ts';
import { runInWorker } from './worker-pool.ts';

/** Below this many bytes parsing takes well under a millisecond: done in place. */
export const IN_PLACE_BODY_LIMIT = 64 * 1024;

/**
 * A body left unparsed for its route to parse off the event loop (`parseBodyOffLoop`); its bytes
 * are handed to the worker as they are, not even decoded here.
 */
export class LargeJsonBody {
  constructor(readonly bytes: Buffer) {}
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route parses a large JSON body off the event loop (set by `handleEndpoint`). */
    parsesLargeBodies?: boolean;
  }
}

const endpointsOfContracts = new Set<Endpoint>(allEndpoints);
const TASK = new URL('./json-body.task.ts', import.meta.url);

/** Whether the worker can find the endpoint's contract, so its route may leave large bodies to it. */
export const canParseOffLoop = (endpoint: Endpoint) =>
  endpoint.body !== undefined && endpointsOfContracts.has(endpoint);

export function registerJsonBodies(app: FastifyInstance): void {
  const inPlace = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    const body = bytes as Buffer;
    if (body.length > IN_PLACE_BODY_LIMIT && request.routeOptions.config.parsesLargeBodies) {
      done(null, new LargeJsonBody(body));
      return;
    }
    inPlace(request, body.toString('utf8'), done);
  });
}

/**
 * The body parsed and validated with the endpoint's contract in a pool worker; a refusal is thrown as
 * it would have been in place.
 */
export async function parseBodyOffLoop(request: FastifyRequest, endpoint: Endpoint): Promise<unknown> {
  const { bytes } = request.body as LargeJsonBody;
  // The body's own memory moves to the worker when it owns it whole, instead of being copied.
  const isWhole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const parsed = await runInWorker<ParsedBody>(
    TASK,
    'parseLargeBody',
    { bytes, route: `${endpoint.method} ${endpoint.path}` },
    isWhole ? [bytes.buffer as ArrayBuffer] : [],
  );
  if ('value' in parsed) return parsed.value;
  throwRefusal(parsed);
}

/** A body the worker refused, thrown as the same refusal it would have been in place. */
export function throwRefusal(parsed: Exclude<ParsedBody, { value: unknown }>): never {
  if ('invalidJson' in parsed) throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  if ('issues' in parsed) throw new ZodError(parsed.issues);
  const { code, message, status, headers } = parsed.refusal;
  throw new AppError(code, message, status, { headers, body: parsed.refusal.body });
}
