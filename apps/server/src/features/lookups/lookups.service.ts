import type { LookupKind, LookupOption, LookupSearch, UserListKind } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './lookups.repo.ts';

const toOption =
  (isUser: boolean) =>
  (row: repo.OptionRow): LookupOption => ({
    ID: row.id,
    Name: row.name,
    ...(isUser ? { FullName: row.name } : {}),
    ...(row.detail ? { Detail: row.detail } : {}),
  });

export async function findLookupOptions(
  { db }: ServiceContext,
  input: LookupSearch & { kind: LookupKind },
): Promise<LookupOption[]> {
  const search = { query: input.query || undefined, limit: input.limit };
  let rows: repo.OptionRow[];
  switch (input.kind) {
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
      rows = await repo.searchCompanies(db, { ...search, companyId: input.companyId });
      break;
    case 'user':
      rows = await repo.searchUsers(db, {
        ...search,
        scope: 'all',
        blfCertified: input.blf_certified,
        companyId: input.companyId,
      });
      break;
  }
  return rows.map(toOption(input.kind === 'user'));
}

export async function findUserListOptions(
  { db }: ServiceContext,
  input: LookupSearch & { list: UserListKind },
): Promise<LookupOption[]> {
  const rows = await repo.searchUsers(db, {
    query: input.query || undefined,
    limit: input.limit,
    scope: input.list,
    blfCertified: input.blf_certified,
    companyId: input.companyId,
  });
  return rows.map(toOption(true));
}

export async function findSubsectorOptions(
  { db }: ServiceContext,
  input: LookupSearch,
): Promise<LookupOption[]> {
  const rows = await repo.searchSimple(db, 'subsectors', {
    query: input.query || undefined,
    limit: input.limit,
  });
  return rows.map(toOption(false));
}

export async function getLookupOption(
  { db }: ServiceContext,
  input: { kind: LookupKind; id: number },
): Promise<LookupOption> {
  const row = await repo.findOption(db, input.kind, input.id);
  if (!row) throw notFound(`No ${input.kind} with id ${input.id}.`);
  return toOption(input.kind === 'user')(row);
}
