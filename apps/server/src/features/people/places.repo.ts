// The SQL about places: offices and licenses with their head counts by role, and the explorer's
// counts rolled up region → license → office. Head counts are of active staff (status 1).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

export interface HeadcountColumns {
  partners: number;
  researchers: number;
  administrators: number;
  total: number;
}

export interface LocationRowData extends HeadcountColumns {
  id: number;
  name: string;
  city: string;
  address: string;
  phone: string;
  publicUrl: string;
  countryId: number;
  countryName: string;
  licenseId: number;
  licenseName: string;
  regionId: number;
  regionName: string;
}

export interface LicenseRowData extends HeadcountColumns {
  id: number;
  name: string;
  regionId: number;
  regionName: string;
  offices: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const anyOf = (column: SQL, ids: readonly number[]) => (ids.length ? sql`and ${column} in ${ids}` : sql``);
const matches = (column: SQL, words: readonly string[]) =>
  sql.join(
    words.map((w) => sql`and lower(${column}) like ${`%${escapeLike(w)}%`}`),
    sql` `,
  );

const HEADCOUNT = sql`count(u.id) filter (where u.role = 'Partner')::int as partners,
  count(u.id) filter (where u.role = 'Researcher')::int as researchers,
  count(u.id) filter (where u.role = 'Administrator')::int as administrators,
  count(u.id)::int as total`;

const LOCATION_FROM = sql`locations l join licenses li on li.id = l.license_id join regions r on r.id = li.region_id
  join countries c on c.id = l.country_id`;

export interface LocationSearch {
  words: string[];
  regionIds: number[];
  licenseIds: number[];
  locationIds?: number[];
}

function locationConditions(search: LocationSearch): SQL {
  return sql`true ${matches(sql`(l.name || ' ' || l.city || ' ' || c.name || ' ' || li.name || ' ' || r.name)`, search.words)}
    ${anyOf(sql`r.id`, search.regionIds)} ${anyOf(sql`li.id`, search.licenseIds)}
    ${anyOf(sql`l.id`, search.locationIds ?? [])}`;
}

export async function listLocations(
  db: Executor,
  search: LocationSearch & { offset: number; limit: number },
): Promise<LocationRowData[]> {
  return queryRows<LocationRowData>(
    db,
    sql`select l.id, l.name, l.city, l.address, l.phone, l.public_url as "publicUrl",
               c.id as "countryId", c.name as "countryName", li.id as "licenseId", li.name as "licenseName",
               r.id as "regionId", r.name as "regionName", ${HEADCOUNT}
        from ${LOCATION_FROM} left join users u on u.location_id = l.id and u.status_id = 1
        where ${locationConditions(search)}
        group by l.id, c.id, li.id, r.id
        order by lower(r.name), r.id, lower(li.name), li.id, lower(l.name), l.id
        limit ${search.limit} offset ${search.offset}`,
  );
}

export async function countLocations(db: Executor, search: LocationSearch): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${LOCATION_FROM} where ${locationConditions(search)}`,
  );
  return row?.n ?? 0;
}

export interface LicenseSearch {
  words: string[];
  regionIds: number[];
  licenseIds?: number[];
}

function licenseConditions(search: LicenseSearch): SQL {
  return sql`true ${matches(sql`(li.name || ' ' || r.name)`, search.words)}
    ${anyOf(sql`r.id`, search.regionIds)} ${anyOf(sql`li.id`, search.licenseIds ?? [])}`;
}

export async function listLicenses(
  db: Executor,
  search: LicenseSearch & { offset: number; limit: number },
): Promise<LicenseRowData[]> {
  return queryRows<LicenseRowData>(
    db,
    sql`select li.id, li.name, r.id as "regionId", r.name as "regionName",
               (select count(*)::int from locations x where x.license_id = li.id) as offices, ${HEADCOUNT}
        from licenses li join regions r on r.id = li.region_id
        left join locations l on l.license_id = li.id
        left join users u on u.location_id = l.id and u.status_id = 1
        where ${licenseConditions(search)}
        group by li.id, r.id
        order by lower(r.name), r.id, lower(li.name), li.id
        limit ${search.limit} offset ${search.offset}`,
  );
}

export async function countLicenses(db: Executor, search: LicenseSearch): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from licenses li join regions r on r.id = li.region_id
        where ${licenseConditions(search)}`,
  );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- the company explorer

export type ExplorerScope =
  | { kind: 'global' }
  | { kind: 'region' | 'license' | 'location' | 'country'; id: number };

const SCOPE_COLUMN = {
  region: sql`r.id`,
  license: sql`li.id`,
  location: sql`l.id`,
  country: sql`l.country_id`,
};

const scopeCondition = (scope: ExplorerScope) =>
  scope.kind === 'global' ? sql`true` : sql`${SCOPE_COLUMN[scope.kind]} = ${scope.id}`;

/** A row of the rollup: an office, a license total (no location), a region total, or the grand total. */
export interface RollupRow {
  regionId: number | null;
  regionName: string | null;
  licenseId: number | null;
  licenseName: string | null;
  locationId: number | null;
  locationName: string | null;
  offices: number;
  partners: number;
  researchers: number;
  administrators: number;
}

/** Offices and active staff by role at every level of region → license → office, in one aggregate. */
export async function rollUpPlaces(db: Executor, scope: ExplorerScope): Promise<RollupRow[]> {
  return queryRows<RollupRow>(
    db,
    sql`select r.id as "regionId", r.name as "regionName", li.id as "licenseId", li.name as "licenseName",
               l.id as "locationId", l.name as "locationName", count(distinct l.id)::int as offices,
               count(u.id) filter (where u.role = 'Partner')::int as partners,
               count(u.id) filter (where u.role = 'Researcher')::int as researchers,
               count(u.id) filter (where u.role = 'Administrator')::int as administrators
        from ${LOCATION_FROM} left join users u on u.location_id = l.id and u.status_id = 1
        where ${scopeCondition(scope)}
        group by rollup ((r.id, r.name), (li.id, li.name), (l.id, l.name))
        order by lower(r.name) nulls first, r.id nulls first, lower(li.name) nulls first, li.id nulls first,
                 lower(l.name) nulls first, l.id nulls first`,
  );
}

/**
 * Countries with an office in scope; practice groups of the active staff in scope; the
 * subsectors of those practice groups.
 */
export async function countTaxonomies(
  db: Executor,
  scope: ExplorerScope,
): Promise<{ countries: number; practiceGroups: number; subsectors: number }> {
  const [row] = await queryRows<{ countries: number; practiceGroups: number; subsectors: number }>(
    db,
    sql`with places as (select l.id, l.country_id from ${LOCATION_FROM} where ${scopeCondition(scope)}),
      pgs as (select distinct u.practice_group_id as id from users u
                 where u.status_id = 1 and u.practice_group_id is not null
                   and u.location_id in (select id from places))
      select (select count(distinct country_id)::int from places) as countries,
             (select count(*)::int from pgs) as "practiceGroups",
             (select count(*)::int from subsectors s where s.practice_group_id in (select id from pgs)) as subsectors`,
  );
  return row;
}

/** The name of a region, license, office or country, or undefined when there is none with the id. */
export async function findPlaceName(
  db: Executor,
  kind: 'region' | 'license' | 'location' | 'country',
  id: number,
): Promise<string | undefined> {
  const table = { region: 'regions', license: 'licenses', location: 'locations', country: 'countries' }[kind];
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from ${sql.raw(table)} where id = ${id}`,
  );
  return row?.name;
}
