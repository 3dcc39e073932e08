// The company calls of spec 3 §7 under /api/v2/company/…, plus removal, merge and the duplicate
// finder. Each handler builds the service context and calls one service function.
import { companyEndpoints as e } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import type { AuthUser } from '../../platform/session.ts';
import { getCompany, getConnectorsStatus, searchCompanies } from './companies.service.ts';
import type { CompanyContext, CompanyDeps } from './company-context.ts';
import { findDuplicates, findLikelyDuplicates } from './company-duplicates.service.ts';
import { getMerge, listMergesInto, mergeCompanies, previewMerge } from './company-merge.service.ts';
import { getRemovability, removeCompany } from './company-removal.service.ts';
import { saveCompany } from './company-save.service.ts';
import {
  createCompanyFromInvenias,
  createCompanyFromInveniasWizard,
  createInveniasFromCompany,
  getInveniasCompany,
  linkToInvenias,
  saveInveniasMetadata,
  searchInvenias,
  unlinkFromInvenias,
  updateClientStatus,
} from './invenias-links.service.ts';
import { refuseCrossSiteChange } from './same-origin-guard.ts';
import {
  createCompanyFromZoomInfo,
  enrichFromZoomInfo,
  linkToZoomInfo,
  linkToZoomInfoByInvenias,
  searchZoomInfo,
  unlinkFromZoomInfo,
} from './zoominfo-links.service.ts';

export function registerCompanyEndpoints(app: FastifyInstance, deps: CompanyDeps & { db: Db }): void {
  const ctx = (user: AuthUser): CompanyContext => ({ ...deps, user });

  handleEndpoint(app, e.connectors, ({ user }) => getConnectorsStatus(ctx(user)));
  handleEndpoint(app, e.search, ({ user, query }) => searchCompanies(ctx(user), query));
  handleEndpoint(app, e.get, ({ user, params }) => getCompany(ctx(user), params));
  handleEndpoint(app, e.save, ({ user, query, body }) =>
    saveCompany(ctx(user), { company: body, recache: query.recache ?? false }),
  );
  handleEndpoint(app, e.removable, ({ user, params }) => getRemovability(ctx(user), params));
  handleEndpoint(app, e.remove, ({ user, params }) => removeCompany(ctx(user), params));
  handleEndpoint(app, e.duplicates, ({ user, query }) => findDuplicates(ctx(user), query));
  handleEndpoint(app, e.likelyDuplicates, ({ user, query }) => findLikelyDuplicates(ctx(user), query));
  handleEndpoint(app, e.mergePreview, ({ user, query }) => previewMerge(ctx(user), query));
  handleEndpoint(app, e.merge, ({ user, body }) => mergeCompanies(ctx(user), body));
  handleEndpoint(app, e.mergeRecord, ({ user, params }) => getMerge(ctx(user), params));
  handleEndpoint(app, e.merges, ({ user, params }) => listMergesInto(ctx(user), params));

  handleEndpoint(app, e.inveniasSearch, ({ user, query }) => searchInvenias(ctx(user), query));
  handleEndpoint(app, e.inveniasGet, ({ user, params }) => getInveniasCompany(ctx(user), params));
  handleEndpoint(app, e.inveniasLink, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return linkToInvenias(ctx(user), params);
  });
  handleEndpoint(app, e.inveniasCreateFromMcl, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return createInveniasFromCompany(ctx(user), params);
  });
  handleEndpoint(app, e.mclCreateFromInvenias, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return createCompanyFromInvenias(ctx(user), params);
  });
  handleEndpoint(app, e.mclCreateFromInveniasWizard, ({ user, params, body }) =>
    createCompanyFromInveniasWizard(ctx(user), { inveniasId: params.inveniasId, company: body }),
  );
  handleEndpoint(app, e.inveniasUnlink, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return unlinkFromInvenias(ctx(user), params);
  });
  handleEndpoint(app, e.inveniasClientStatus, ({ user, params, body }) =>
    updateClientStatus(ctx(user), { ...params, ...body }),
  );
  handleEndpoint(app, e.inveniasMetadata, ({ user, params, body }) =>
    saveInveniasMetadata(ctx(user), { inveniasId: params.inveniasId, metadata: body }),
  );

  handleEndpoint(app, e.zoominfoSearch, ({ user, query }) => searchZoomInfo(ctx(user), query));
  handleEndpoint(app, e.zoominfoLink, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return linkToZoomInfo(ctx(user), params);
  });
  handleEndpoint(app, e.zoominfoLinkByInvenias, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return linkToZoomInfoByInvenias(ctx(user), params);
  });
  handleEndpoint(app, e.zoominfoEnrich, ({ user, params, query, request }) => {
    const preview = query.preview ?? false;
    if (!preview) refuseCrossSiteChange(request);
    return enrichFromZoomInfo(ctx(user), {
      zoominfoId: params.zoominfoId,
      companyId: query.companyId,
      preview,
    });
  });
  handleEndpoint(app, e.zoominfoUnlink, ({ user, params, request }) => {
    refuseCrossSiteChange(request);
    return unlinkFromZoomInfo(ctx(user), params);
  });
  handleEndpoint(app, e.zoominfoNewCompany, ({ user, params, body }) =>
    createCompanyFromZoomInfo(ctx(user), { zoominfoId: params.zoominfoId, company: body }),
  );
}
