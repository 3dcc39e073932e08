// What the printer refuses and how: too much HTML is 413 with the limit in the message, before the
// contract's check would say 400; a busy or failed printer says when to come back. Kept apart from
// the printing itself, so the server's own thread never loads the browser driver.
import { PRINT_MAX_HTML, PRINT_TOO_LARGE_MESSAGE } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';

/** Seconds a caller refused for a busy or slow printer is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

export function refuseTooMuchHtml(body: unknown): void {
  const html = (body as { html?: unknown } | undefined)?.html;
  if (typeof html === 'string' && html.length > PRINT_MAX_HTML)
    throw new AppError('validation_failed', PRINT_TOO_LARGE_MESSAGE, 413);
}
