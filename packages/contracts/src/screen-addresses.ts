// The method and path of the calls a page's drafts, its must-read mark and review, the lookup
// pickers and the report screens make before zod has loaded (as endpoint-addresses.ts, for the
// screens that load after start-up).
import { brand } from './brand.ts';
import type { Address } from './endpoint-addresses.ts';

export const pageDraftAddresses = {
  mine: { method: 'GET', path: '/api/v2/page/:uuid/draft' },
  save: { method: 'PUT', path: '/api/v2/page/:uuid/draft' },
  discard: { method: 'DELETE', path: '/api/v2/page/:uuid/draft' },
  list: { method: 'GET', path: '/api/v2/page/:uuid/drafts' },
  byAuthor: { method: 'GET', path: '/api/v2/page/:uuid/drafts/:authorId' },
} satisfies Record<string, Address>;

/** A page's must-read mark: the banner and the home page's list ask while the page is read. */
export const mustReadAddresses = {
  mine: { method: 'GET', path: '/api/v2/mustRead' },
  get: { method: 'GET', path: '/api/v2/page/:uuid/mustRead' },
  set: { method: 'POST', path: '/api/v2/page/:uuid/mustRead' },
  clear: { method: 'DELETE', path: '/api/v2/page/:uuid/mustRead' },
  read: { method: 'POST', path: '/api/v2/page/:uuid/mustRead/read' },
  readers: { method: 'GET', path: '/api/v2/page/:uuid/mustRead/readers' },
  readersCsv: { method: 'GET', path: '/api/v2/page/:uuid/mustRead/readers.csv' },
  remind: { method: 'POST', path: '/api/v2/page/:uuid/mustRead/remind' },
} satisfies Record<string, Address>;

/** A page's owner and review: the header's due badge asks while the page is read. */
export const pageReviewAddresses = {
  due: { method: 'GET', path: '/api/v2/admin/reviews' },
  get: { method: 'GET', path: '/api/v2/page/:uuid/review' },
  save: { method: 'POST', path: '/api/v2/page/:uuid/review' },
  reviewed: { method: 'POST', path: '/api/v2/page/:uuid/review/done' },
} satisfies Record<string, Address>;

/** Each lookup kind's own two paths, so `/api/v2/{kind}/{id}` never shadows another feature's path. */
export const lookupKindAddresses = (kind: string) =>
  ({
    filter: { method: 'GET', path: `/api/v2/${kind}/filter` },
    single: { method: 'GET', path: `/api/v2/${kind}/:id` },
  }) satisfies Record<string, Address>;

export const lookupAddresses = {
  subsectors: { method: 'GET', path: '/api/v2/practiceGroup/subsectors/filter' },
} satisfies Record<string, Address>;

export const reportAddresses = {
  run: { method: 'POST', path: '/api/v2/financial/report', changesNothing: true },
} satisfies Record<string, Address>;

export const reportToolAddresses = {
  members: { method: 'POST', path: `/api/v2/financial/report/${brand.members}`, changesNothing: true },
  drill: { method: 'POST', path: '/api/v2/financial/report/drill', changesNothing: true },
  facade: { method: 'POST', path: '/api/v2/financial/report/facade', changesNothing: true },
  saveFacade: { method: 'POST', path: '/api/v2/financial/report/facade/save' },
  stubOfReport: { method: 'GET', path: '/api/v2/report/:id/stub' },
  savedReport: { method: 'GET', path: '/api/v2/report/:id' },
  reportOfStub: { method: 'GET', path: '/api/v2/report/stub/:stub' },
  xlsx: { method: 'POST', path: '/api/v2/report/xlsx', changesNothing: true },
  pdf: { method: 'POST', path: '/api/v2/report/pdf', changesNothing: true },
  forecast: { method: 'GET', path: '/api/v2/financial/chart/forecast/:year' },
} satisfies Record<string, Address>;

export const printAddresses = {
  print: { method: 'POST', path: '/api/v1/reports/print', changesNothing: true },
} satisfies Record<string, Address>;

/** Every picture the screens show: a person's photo or a library image. */
export const pictureAddresses = {
  picture: { method: 'GET', path: '/api/v2/cms/image/:field/:id/:width/:height' },
} satisfies Record<string, Address>;

/** The people calls the directory screens and the people widgets make (people-endpoints.ts). */
export const peopleAddresses = {
  updateProfile: { method: 'PATCH', path: '/api/v2/user/:id/profile' },
  uploadPhoto: { method: 'PUT', path: '/api/v2/user/:id/photo' },
  removePhoto: { method: 'DELETE', path: '/api/v2/user/:id/photo' },
  memberList: { method: 'POST', path: '/api/v2/widget/memberList', changesNothing: true },
  memberListPromo: { method: 'POST', path: '/api/v2/widget/memberListPromo', changesNothing: true },
  newPartners: { method: 'POST', path: '/api/v2/widget/newPartners', changesNothing: true },
  partnerIntro: { method: 'GET', path: '/api/v2/partner/:id/new' },
  colleagueFinder: { method: 'POST', path: '/api/v2/widget/colleagueFinder', changesNothing: true },
  companyExplorer: { method: 'GET', path: '/api/v2/widget/companyExplorer' },
} satisfies Record<string, Address>;

/** The record, list and place screens' first calls, asked for at start-up beside the screen's code. */
export const recordScreenAddresses = {
  assignmentList: { method: 'POST', path: '/api/v2/assignment/list', changesNothing: true },
  companyList: { method: 'POST', path: '/api/v2/company/list', changesNothing: true },
  offLimitsMarks: { method: 'POST', path: '/api/v2/company/offLimits', changesNothing: true },
  assignment: { method: 'GET', path: '/api/v2/assignment/:id' },
  company: { method: 'GET', path: '/api/v2/company/:id' },
  hierarchy: { method: 'GET', path: '/api/v2/company/:id/hierarchy' },
  offLimits: { method: 'GET', path: '/api/v2/company/:id/offLimits' },
  knownBy: { method: 'GET', path: '/api/v2/company/:id/knownBy' },
  locations: { method: 'GET', path: '/api/v2/directory/locations' },
  location: { method: 'GET', path: '/api/v2/directory/locations/:id' },
  licenses: { method: 'GET', path: '/api/v2/directory/licenses' },
  license: { method: 'GET', path: '/api/v2/directory/licenses/:id' },
  members: { method: 'GET', path: '/api/v2/directory/members' },
  member: { method: 'GET', path: '/api/v2/directory/members/:id' },
  ownProfile: { method: 'GET', path: '/api/v2/user/profile' },
  partnerClients: { method: 'GET', path: '/api/v2/partner/:id/clients' },
  partnerOffLimitsExpiring: { method: 'GET', path: '/api/v2/partner/:id/offLimits/expiring' },
  partnerFinancials: { method: 'POST', path: '/api/v2/partner/:id/financials', changesNothing: true },
  companyFinancials: { method: 'POST', path: '/api/v2/company/:id/financials', changesNothing: true },
} satisfies Record<string, Address>;
