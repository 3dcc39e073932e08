// GET /api/openapi.json, generated from the contracts so it cannot drift from the code.
import type { Endpoint } from '@atrium/contracts';
import { z } from 'zod';
import { operationReplies, replySchemas } from './openapi-statuses.ts';

/** Creating calls take it (platform/idempotency-keys.ts; docs/security.md). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key the client makes per action (1 to 255 visible ASCII characters) and sends again on a retry: the retry is answered the first reply, with `Idempotent-Replayed: true`, instead of creating again. Kept 24 hours by default per caller; the same key on a different request answers 422, while the first still runs 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });

export function buildOpenApi(endpoints: Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const openApiPath = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [location, schema] of [
      ['path', endpoint.params],
      ['query', endpoint.query],
    ] as const) {
      if (!schema) continue;
      const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        parameters.push({
          name,
          in: location,
          required: location === 'path' || (json.required ?? []).includes(name),
          schema: property,
        });
      }
    }
    if (endpoint.acceptsIdempotencyKey) parameters.push(IDEMPOTENCY_KEY_PARAMETER);
    paths[openApiPath] ??= {};
    paths[openApiPath][endpoint.method.toLowerCase()] = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      'x-access': endpoint.access,
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      parameters,
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(endpoint.body) } },
            },
          }
        : {}),
      responses: operationReplies(endpoint),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Atrium API', version: '2.0.0' },
    components: {
      schemas: replySchemas(),
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'atrium_session' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
