// Too much HTML is 413 with the limit in the message, before the contract's check would say 400.
import { PRINT_MAX_HTML, PRINT_TOO_LARGE_MESSAGE } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';

export function refuseTooMuchHtml(body: unknown): void {
  const html = (body as { html?: unknown } | undefined)?.html;
  if (typeof html === 'string' && html.length > PRINT_MAX_HTML)
    throw new AppError('validation_failed', PRINT_TOO_LARGE_MESSAGE, 413);
}
