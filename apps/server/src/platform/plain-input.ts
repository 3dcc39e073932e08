// What no request may carry, checked on every endpoint's body, query and parameters before parsing,
// in the event loop or in a worker alike.
import { AppError } from './errors.ts';

/** How deeply a request may nest JSON (objects, arrays, and JSON text inside strings). */
export const MAX_INPUT_DEPTH = 64;

const badInput = (message: string) => new AppError('validation_failed', message, 400);

/** How deeply JSON text nests brackets, read in one pass (quoted text skipped). */
function jsonTextDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
    if (deepest > MAX_INPUT_DEPTH) break;
  }
  return deepest;
}

/**
 * What no endpoint accepts: NUL characters in text, which PostgreSQL cannot store, and
 * JSON nested deeper than MAX_INPUT_DEPTH, as objects or as JSON text in a string.
 */
export function assertPlainInput(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badInput('Text may not contain NUL characters.');
    const first = value.trimStart()[0];
    if ((first === '{' || first === '[') && depth + jsonTextDepth(value) > MAX_INPUT_DEPTH) {
      throw badInput(`The request nests JSON more than ${MAX_INPUT_DEPTH} levels deep.`);
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_INPUT_DEPTH)
    throw badInput(`The request nests JSON more than ${MAX_INPUT_DEPTH} levels deep.`);
  if (Array.isArray(value)) {
    for (const item of value) assertPlainInput(item, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) throw badInput('Text may not contain NUL characters.');
    assertPlainInput(item, depth + 1);
  }
}
