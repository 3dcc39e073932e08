import type { ErrorBody, ErrorCode, MergeConflict, Permission } from '@atrium/contracts';

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
  /** The permission flag a 403 names as missing (docs/permissions.md). */
  readonly permission: Permission | null;
  /** A merged publish refused: the settings both sides changed, with both values. */
  readonly conflicts: MergeConflict[];

  constructor(
    code: ClientErrorCode,
    message: string,
    status: number,
    extra: {
      issues?: ErrorBody['issues'];
      retryAfterSeconds?: number | null;
      permission?: Permission | null;
      conflicts?: MergeConflict[];
    } = {},
  ) {
    super(message);
    this.code = code;
    this.status = status;
    this.issues = extra.issues;
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
    this.permission = extra.permission ?? null;
    this.conflicts = extra.conflicts ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The flag a call was refused for, when the data is simply not shared with the caller: every screen
 * then says so in place of its figures, with no error and no toast. Null for any other failure.
 */
export function missingPermissionOf(error: unknown): Permission | null {
  return isApiError(error) && error.status === 403 && error.code === 'forbidden' ? error.permission : null;
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
        permission: typeof body.permission === 'string' ? body.permission : null,
        conflicts: Array.isArray(body.conflicts) ? body.conflicts : [],
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
