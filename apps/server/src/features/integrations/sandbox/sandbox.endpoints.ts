// The shipped sandboxes of Invenias and ZoomInfo: provider-shaped HTTP APIs under /sandbox/…,
// mounted while the sandboxes are on and the matching connector has no URL configured (it then
// calls them), behind the installation's sandbox token — a user's session alone never reaches
// them — with a fault switch site admins (and tests) flip through /api/v2/sandbox/{provider}/faults.
import { companyEndpoints } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { handleEndpoint } from '../../../platform/http.ts';
import { connectorTarget, type SandboxProvider, sandboxPath } from '../connectors.ts';
import { hasSandboxToken } from '../sandbox-token.ts';
import * as sandbox from './sandbox.service.ts';

const PROVIDERS: SandboxProvider[] = ['invenias', 'zoominfo'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ Message: message });

/** The provider's own validation of what clients write. */
const InveniasFieldsSchema = z
  .object({
    CompanyName: z.string().trim().min(1).max(300),
    Websites: z
      .array(
        z.object({
          ItemValue: z.string().max(500),
          DefaultValue: z.boolean().optional(),
          FieldName: z.string().max(100).optional(),
          IsVisibleAsDefault: z.boolean().optional(),
        }),
      )
      .max(10),
    DefaultLocation: z
      .object({ AddressComponents: z.object({ FullAddress: z.string().max(500) }) })
      .nullable(),
    IsClient: z.boolean(),
    ClientStatusId: z.string().max(64).nullable(),
    ExternalId2: z.string().max(200).nullable(),
    ExternalId3: z.string().max(4000).nullable(),
  })
  .partial()
  .strict();

const RecordIdParams = z.object({ id: z.string().min(1).max(100) });

export interface SandboxDeps {
  db: Db;
  config: Config;
  /** The installation's sandbox token; null while the sandboxes are off. */
  sandboxToken: string | null;
  loadCompanies: sandbox.SandboxContext['loadCompanies'];
}

export function registerSandboxEndpoints(app: FastifyInstance, deps: SandboxDeps): void {
  const ctx: sandbox.SandboxContext = { db: deps.db, loadCompanies: deps.loadCompanies };
  const { sandboxToken } = deps;
  const mounted = sandboxToken
    ? PROVIDERS.filter((p) => connectorTarget(deps.config, p, sandboxToken).kind === 'sandbox')
    : [];

  for (const provider of mounted) {
    app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
          if (!sandboxToken || !hasSandboxToken(sandboxToken, request.headers.authorization))
            return fail(reply, 401, 'Unauthorized');
          const verdict = await sandbox.admitRequest(ctx, provider);
          if (!verdict.isFaulted) return;
          if (verdict.mode === 'slow') return void (await sleep(verdict.delayMs));
          if (verdict.mode === 'rateLimit429') {
            reply.header('retry-after', String(verdict.retryAfterSeconds));
            return fail(reply, 429, 'Too many requests (sandbox fault)');
          }
          return fail(reply, 500, 'Internal error (sandbox fault)');
        });
        if (provider === 'invenias') registerInvenias(scope, ctx);
        else registerZoomInfo(scope, ctx);
      },
      { prefix: sandboxPath(provider) },
    );
  }

  const ensureMounted = (provider: SandboxProvider) => {
    if (!mounted.includes(provider)) throw notFound(`The ${provider} connector does not use the sandbox.`);
  };
  handleEndpoint(app, companyEndpoints.sandboxFaults, ({ params }) => {
    ensureMounted(params.provider);
    return sandbox.readFaults(ctx, params.provider);
  });
  handleEndpoint(app, companyEndpoints.setSandboxFaults, ({ params, body }) => {
    ensureMounted(params.provider);
    return sandbox.setFaults(ctx, { provider: params.provider, faults: body });
  });
}

function registerInvenias(scope: FastifyInstance, ctx: sandbox.SandboxContext): void {
  const SearchQuery = z.object({
    search: z.string().max(200).default(''),
    take: z.coerce.number().int().min(1).max(100).default(25),
  });
  scope.get('/companies', async (request, reply) => {
    const query = SearchQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 400, 'Invalid search');
    const items = await sandbox.searchInvenias(ctx, query.data);
    return { Items: items, TotalCount: items.length };
  });
  scope.get('/companies/:id', async (request, reply) => {
    const { id } = RecordIdParams.parse(request.params);
    return (await sandbox.getInvenias(ctx, id)) ?? fail(reply, 404, 'Company not found');
  });
  scope.post('/companies', async (request, reply) => {
    const fields = InveniasFieldsSchema.required({ CompanyName: true }).safeParse(request.body);
    if (!fields.success) return fail(reply, 400, fields.error.issues[0]?.message ?? 'Invalid company');
    return reply.status(201).send(await sandbox.createInvenias(ctx, fields.data));
  });
  scope.patch('/companies/:id', async (request, reply) => {
    const { id } = RecordIdParams.parse(request.params);
    const fields = InveniasFieldsSchema.safeParse(request.body ?? {});
    if (!fields.success) return fail(reply, 400, fields.error.issues[0]?.message ?? 'Invalid company');
    return (
      (await sandbox.updateInvenias(ctx, { itemId: id, fields: fields.data })) ??
      fail(reply, 404, 'Company not found')
    );
  });
}

function registerZoomInfo(scope: FastifyInstance, ctx: sandbox.SandboxContext): void {
  const SearchQuery = z.object({
    name: z.string().max(200).optional(),
    website: z.string().max(500).optional(),
    country: z.string().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  });
  scope.get('/companies', async (request, reply) => {
    const query = SearchQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 400, 'Invalid search');
    const data = await sandbox.searchZoomInfo(ctx, query.data);
    return { data, total: data.length };
  });
  scope.get('/companies/:id', async (request, reply) => {
    const { id } = RecordIdParams.parse(request.params);
    return (await sandbox.getZoomInfo(ctx, id)) ?? fail(reply, 404, 'Company not found');
  });
}
