// Run in a pool worker (worker-pool.ts): a large JSON body parsed, checked and validated with its
// endpoint's contract, as `handleEndpoint` does for a small one in place. Answers the contract's
// output, or the refusal to throw again on the event loop's side.
import { allEndpoints, type Endpoint } from '@atrium/contracts';
import Fastify from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './errors.ts';
import { assertPlainInput } from './plain-input.ts';

/** Checks a route runs on its body besides its contract: a function exported by `module`. */
export interface BodyChecks {
  module: string;
  /** Run on the body as sent, before the contract (a limit whose reply differs from the contract's). */
  beforeContract?: string;
  /** Run on the contract's output. */
  afterContract?: string;
}

export type ParsedBody =
  | { value: unknown }
  | { invalidJson: true }
  | { issues: ZodError['issues'] }
  | {
      refusal: {
        code: AppError['code'];
        message: string;
        status: number;
        headers: Record<string, string>;
        body: Record<string, unknown>;
      };
    };

const byRoute = new Map<string, Endpoint>(allEndpoints.map((e) => [`${e.method} ${e.path}`, e]));
let parseJson: ((text: string) => unknown) | undefined;

/** Fastify's own JSON parser (prototype poisoning refused), so a large body reads as a small one does. */
function fastifyJsonParser(): (text: string) => unknown {
  const parser = Fastify().getDefaultJsonParser('error', 'error');
  return (text) => {
    let parsed: unknown;
    let failure: Error | null = null;
    parser({} as never, text, (error: Error | null, value: unknown) => {
      failure = error;
      parsed = value;
    });
    if (failure) throw failure;
    return parsed;
  };
}

export async function parseLargeBody(input: {
  bytes: Uint8Array;
  route: string;
  checks?: BodyChecks;
}): Promise<ParsedBody> {
  const endpoint = byRoute.get(input.route);
  if (!endpoint) throw new Error(`No contract for ${input.route}.`);
  parseJson ??= fastifyJsonParser();
  let body: unknown;
  try {
    body = parseJson(
      Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength).toString('utf8'),
    );
  } catch {
    return { invalidJson: true };
  }
  const checks = input.checks
    ? ((await import(input.checks.module)) as Record<string, (body: unknown) => void>)
    : {};
  try {
    assertPlainInput(body);
    if (input.checks?.beforeContract) checks[input.checks.beforeContract](body);
    const value = endpoint.body ? endpoint.body.parse(body ?? {}) : undefined;
    if (input.checks?.afterContract) checks[input.checks.afterContract](value);
    return { value };
  } catch (error) {
    if (error instanceof ZodError) return { issues: error.issues };
    if (error instanceof AppError) {
      const { code, message, status, headers } = error;
      return { refusal: { code, message, status, headers, body: error.body } };
    }
    throw error;
  }
}
