// The location and license directories (spec 1 §2.1 /directory/locations, /directory/licenses and
// their detail pages): offices grouped region → license, each with address, phone and head count.
import type {
  LicenseDetail,
  LicensesQuerySchema,
  LocationDetail,
  LocationsQuerySchema,
  PersonPage,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { listPeoplePage, RECENT_ASSIGNMENTS } from './directory.service.ts';
import * as people from './people.repo.ts';
import { emptyPersonFilter, searchWords } from './person-filter.ts';
import { toAssignmentRef, toHeadcount, toLocationRow } from './person-mapping.ts';
import * as repo from './places.repo.ts';

/** A detail page lists its first people by last name; the members call with the place's filter pages on. */
export const FIRST_PEOPLE = 50;

type LocationsQuery = z.output<typeof LocationsQuerySchema>;
type LicensesQuery = z.output<typeof LicensesQuerySchema>;

export async function searchLocations(ctx: ServiceContext, query: LocationsQuery) {
  const search = { words: searchWords(query.search), regionIds: query.region, licenseIds: query.license };
  const [rows, total] = await Promise.all([
    repo.listLocations(ctx.db, { ...search, offset: query.offset, limit: query.limit }),
    repo.countLocations(ctx.db, search),
  ]);
  return { items: rows.map(toLocationRow), total, offset: query.offset, limit: query.limit };
}

export async function searchLicenses(ctx: ServiceContext, query: LicensesQuery) {
  const search = { words: searchWords(query.search), regionIds: query.region };
  const [rows, total] = await Promise.all([
    repo.listLicenses(ctx.db, { ...search, offset: query.offset, limit: query.limit }),
    repo.countLicenses(ctx.db, search),
  ]);
  return {
    items: rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      region: { Id: row.regionId, Name: row.regionName },
      offices: row.offices,
      headcount: toHeadcount(row),
    })),
    total,
    offset: query.offset,
    limit: query.limit,
  };
}

const firstPeople = (ctx: ServiceContext, place: { locationIds?: number[]; licenseIds?: number[] }) =>
  listPeoplePage(ctx, {
    filter: { ...emptyPersonFilter(), ...place },
    order: 'lastName',
    direction: 'ASC',
    offset: 0,
    limit: FIRST_PEOPLE,
  }) satisfies Promise<PersonPage>;

export async function getLocation(ctx: ServiceContext, input: { id: number }): Promise<LocationDetail> {
  const [row] = await repo.listLocations(ctx.db, {
    words: [],
    regionIds: [],
    licenseIds: [],
    locationIds: [input.id],
    offset: 0,
    limit: 1,
  });
  if (!row) throw notFound('There is no office with this id.');
  const [peoplePage, recent] = await Promise.all([
    firstPeople(ctx, { locationIds: [row.id] }),
    people.listRecentAssignments(ctx.db, { locationId: row.id }, RECENT_ASSIGNMENTS),
  ]);
  return { ...toLocationRow(row), people: peoplePage, recentAssignments: recent.map(toAssignmentRef) };
}

export async function getLicense(ctx: ServiceContext, input: { id: number }): Promise<LicenseDetail> {
  const [row] = await repo.listLicenses(ctx.db, {
    words: [],
    regionIds: [],
    licenseIds: [input.id],
    offset: 0,
    limit: 1,
  });
  if (!row) throw notFound('There is no license with this id.');
  const [locations, peoplePage, recent] = await Promise.all([
    repo.listLocations(ctx.db, { words: [], regionIds: [], licenseIds: [row.id], offset: 0, limit: 500 }),
    firstPeople(ctx, { licenseIds: [row.id] }),
    people.listRecentAssignments(ctx.db, { licenseId: row.id }, RECENT_ASSIGNMENTS),
  ]);
  return {
    Id: row.id,
    Name: row.name,
    region: { Id: row.regionId, Name: row.regionName },
    offices: row.offices,
    headcount: toHeadcount(row),
    locations: locations.map(toLocationRow),
    people: peoplePage,
    recentAssignments: recent.map(toAssignmentRef),
  };
}
