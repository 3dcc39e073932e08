import type { ErrorBody, ErrorCode } from '@atrium/contracts';

/** Codes the client adds to the server's own: no answer at all, or an answer it could not read. */
export type ClientErrorCode = ErrorCode | 'network_error' | 'unknown';

/** Every failed call surfaces as one of these, with the server's stable code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly issues: ErrorBody['issues'];
  /** Seconds to wait, from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | null;

  constructor(
    code: ClientErrorCode,
    message: string,
    status: number,
    extra: { issues?: ErrorBody['issues']; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.issues = extra.issues;
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failed call: the server's own message, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** Reads `{code, message}` from a failed response; falls back to a generic message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiError(body.code, body.message, response.status, {
        issues: body.issues,
        retryAfterSeconds,
      });
    }
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the generic message.
  }
  return new ApiError(
    'unknown',
    `The server answered ${response.status}. Please try again.`,
    response.status,
    {
      retryAfterSeconds,
    },
  );
}
