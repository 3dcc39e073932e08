// The operations /api/openapi.json documents, for the tests that call every one of them, and the
// placeholder path that reaches an operation's checks without finding anything.
import type { TestClient } from './test-app.ts';

export interface DocumentedOperation {
  method: string;
  /** Fastify-style, as the contracts write it: `/api/v2/routes/:uuid`. */
  path: string;
  /** `GET /api/v2/routes/:uuid`, the key of the tables these tests keep per operation. */
  key: string;
  /** The document's own entry for the operation. */
  entry: { responses: Record<string, { description: string; content?: Record<string, unknown> }> };
}

const SIGN_OUT = 'POST /api/v2/user/logout';

/** Every operation of the document; signing out, which ends the caller's session, comes last. */
export async function documentedOperations(client: TestClient): Promise<DocumentedOperation[]> {
  const document = (await client.get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, DocumentedOperation['entry']>>;
  };
  const operations = Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, entry]) => {
      const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      return { method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}`, entry };
    }),
  );
  return operations.sort((a, b) => Number(a.key === SIGN_OUT) - Number(b.key === SIGN_OUT));
}

export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** An id no record of the demo firm has. */
export const UNKNOWN_ID = '987654321';

/**
 * The path with placeholder values for its parameters, valid so that the call reaches its access
 * check and its lookup; with `id` UNKNOWN_ID it names no record.
 */
export const placeholderPath = (path: string, id = '1') =>
  path
    .replace(':uuid', UNKNOWN_UUID)
    .replace(':year', String(new Date().getFullYear()))
    .replace(':list', 'partners')
    .replace(':provider', 'invenias')
    .replace(':kind', 'function')
    .replace(':field', 'SquarePhoto')
    .replace(/:(width|height)/g, '64')
    .replace(/:\w+/g, id);
