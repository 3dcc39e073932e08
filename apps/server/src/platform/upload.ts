// One multipart file read whole, refused with 413 beyond its limit — never stored cut short. Busboy
// stops at the limit and marks the stream truncated; whether that surfaces as an error depends on
// how the client sent the body, so both the error and the flag are checked.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export interface UploadLimits {
  maxBytes: number;
  /** The 413 message, naming the limit. */
  tooLarge: string;
  /** The 400 message when the body is not multipart/form-data. */
  notMultipart: string;
}

/** The most any one multipart file may be, whatever the endpoint (the endpoints' own limits are lower). */
export const MAX_MULTIPART_FILE_BYTES = 50 * 1024 * 1024;

export const UNFINISHED_UPLOAD = 'The upload ended before the file was complete. Send it again.';
export const MALFORMED_UPLOAD = 'The upload is not valid multipart/form-data.';

/**
 * The multipart parser's complaints about the body itself — it stopped before the closing boundary
 * (a dropped connection, a client that gave up) or names no boundary — as the client's fault: 400.
 */
export function asUploadRefusal(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (/unexpected end of multipart data/i.test(message))
    return new AppError('validation_failed', UNFINISHED_UPLOAD, 400);
  if (/^Multipart: Boundary not found|^Boundary required/.test(message))
    return new AppError('validation_failed', MALFORMED_UPLOAD, 400);
  return error;
}

/** A part's bytes, refused with 413 (never cut short) beyond the limit the request was read with. */
export async function readPartBytes(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  const refuse = () => new AppError('validation_failed', tooLarge, 413);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse();
    throw asUploadRefusal(error);
  }
  if (part.file.truncated) throw refuse();
  return bytes;
}

/** Multipart framing (boundaries, part headers, a short field or two) on top of the file itself. */
const FRAMING_BYTES = 64 * 1024;

export async function readSingleUpload(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ file: MultipartFile; bytes: Buffer }> {
  const tooLarge = () => new AppError('validation_failed', limits.tooLarge, 413);
  if (!request.isMultipart()) throw new AppError('validation_failed', limits.notMultipart, 400);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxBytes + FRAMING_BYTES) throw tooLarge();
  const file = await request
    .file({ limits: { fileSize: limits.maxBytes, files: 1 } })
    .catch((error: unknown) => Promise.reject(asUploadRefusal(error)));
  if (!file) throw new AppError('validation_failed', 'No file was sent.', 400);
  const bytes = await readPartBytes(file, limits.tooLarge);
  if (bytes.length > limits.maxBytes) throw tooLarge();
  return { file, bytes };
}
