import { z } from 'zod';
import { MergeConflictSchema } from './page-merge.ts';
import { PermissionSchema } from './permissions.ts';

/** Stable error codes the web client maps to the spec's messages. */
export const ErrorCodeSchema = z.enum([
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'csrf_failed',
  'not_found',
  'conflict',
  'stale_version',
  'nameTaken',
  'pathTaken',
  'rate_limited',
  'invalid_credentials',
  'refresh_failed',
  'import_failed',
  // An Idempotency-Key sent again with a different request, or while its first request still runs.
  'idempotency_key_reused',
  'idempotency_key_in_progress',
  'unavailable',
  'internal',
  // A call that changes something, made while a site admin previews as someone else.
  'preview_read_only',
  // An external system (Invenias, ZoomInfo) failed; the message names it (spec 3 §8).
  'connector_timeout',
  'connector_busy',
  'connector_unavailable',
  'connector_misconfigured',
  'connector_rejected',
  'connector_bad_response',
  'connector_not_configured',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A 403 for a missing permission flag names the flag, so a screen can say the data is not shared. */
  permission: PermissionSchema.optional(),
  /** A merged publish refused: the settings both sides changed, with both values (ADR 013). */
  conflicts: z.array(MergeConflictSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
