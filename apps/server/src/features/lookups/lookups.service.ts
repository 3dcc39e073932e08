import type { LookupKind, LookupOption } from '@atrium/contracts';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './lookups.repo.ts';

export interface LookupParams {
  query?: string;
  companyId?: number;
  blf_certified?: boolean;
  limit: number;
}

const toOption =
  (isUser: boolean) =>
  (row: repo.OptionRow): LookupOption => ({
    ID: row.id,
    Name: row.name,
    ...(isUser ? { FullName: row.name } : {}),
    ...(row.detail ? { Detail: row.detail } : {}),
  });

export async function findLookupOptions(
  db: Db,
  kind: LookupKind,
  params: LookupParams,
): Promise<LookupOption[]> {
  const search = { query: params.query || undefined, limit: params.limit };
  let rows: repo.OptionRow[];
  switch (kind) {
    case 'function':
      rows = await repo.searchSimple(db, 'functions', search);
      break;
    case 'industry':
      rows = await repo.searchSimple(db, 'industries', search);
      break;
    case 'region':
      rows = await repo.searchSimple(db, 'regions', search);
      break;
    case 'country':
      rows = await repo.searchSimple(db, 'countries', search);
      break;
    case 'practiceGroup':
      rows = await repo.searchSimple(db, 'practice_groups', search);
      break;
    case 'skill':
      rows = await repo.searchSimple(db, 'skills', search);
      break;
    case 'license':
      rows = await repo.searchLicenses(db, search);
      break;
    case 'location':
      rows = await repo.searchLocations(db, search);
      break;
    case 'company':
      rows = await repo.searchCompanies(db, { ...search, companyId: params.companyId });
      break;
    case 'user':
      rows = await repo.searchUsers(db, {
        ...search,
        scope: 'all',
        blfCertified: params.blf_certified,
        companyId: params.companyId,
      });
      break;
  }
  return rows.map(toOption(kind === 'user'));
}

export async function findUserListOptions(
  db: Db,
  list: 'developers' | 'researchers' | 'handlers',
  params: LookupParams,
): Promise<LookupOption[]> {
  const rows = await repo.searchUsers(db, {
    query: params.query || undefined,
    limit: params.limit,
    scope: list,
    blfCertified: params.blf_certified,
    companyId: params.companyId,
  });
  return rows.map(toOption(true));
}

export async function findSubsectorOptions(db: Db, params: LookupParams): Promise<LookupOption[]> {
  const rows = await repo.searchSimple(db, 'subsectors', {
    query: params.query || undefined,
    limit: params.limit,
  });
  return rows.map(toOption(false));
}

export async function getLookupOption(db: Db, kind: LookupKind, id: number): Promise<LookupOption> {
  const row = await repo.findOption(db, kind, id);
  if (!row) throw notFound(`No ${kind} with id ${id}.`);
  return toOption(kind === 'user')(row);
}
