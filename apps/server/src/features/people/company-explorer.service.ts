// At a glance, the company explorer (spec 3 §2.4, §3 Explorer stats): countries, offices,
// practice groups, subsectors and people by role, with the place tree under global; narrowed to
// one region, license, office or country by the filter call.
import type { CompanyExplorer, ExplorerFilterType, ExplorerNode } from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import {
  countTaxonomies,
  type ExplorerScope,
  findPlaceName,
  type RollupRow,
  rollUpPlaces,
} from './places.repo.ts';

const counts = (row: RollupRow | undefined) => ({
  numOffices: row?.offices ?? 0,
  numPartners: row?.partners ?? 0,
  numResearchers: row?.researchers ?? 0,
  numAdmins: row?.administrators ?? 0,
});

/** The rollup's rows as a tree: regions → licenses → offices, plus the grand total row. */
export function buildPlaceTree(rows: readonly RollupRow[]) {
  const regions: ExplorerNode[] = [];
  const byRegion = new Map<number, ExplorerNode>();
  const byLicense = new Map<number, ExplorerNode>();
  const byLocation = new Map<number, ExplorerNode>();
  let total: RollupRow | undefined;
  const node = (
    row: RollupRow,
    type: ExplorerNode['LocationType'],
    id: number,
    name: string,
  ): ExplorerNode => ({
    Id: id,
    Name: name,
    LocationType: type,
    ...counts(row),
    children: [],
  });
  // Rows come ordered with each total before its members, so parents exist before children.
  for (const row of rows) {
    if (row.regionId === null) total = row;
    else if (row.licenseId === null) {
      const region = node(row, 'region', row.regionId, row.regionName ?? '');
      byRegion.set(row.regionId, region);
      regions.push(region);
    } else if (row.locationId === null) {
      const license = node(row, 'license', row.licenseId, row.licenseName ?? '');
      byLicense.set(row.licenseId, license);
      byRegion.get(row.regionId)?.children.push(license);
    } else {
      const location = node(row, 'location', row.locationId, row.locationName ?? '');
      byLocation.set(row.locationId, location);
      byLicense.get(row.licenseId)?.children.push(location);
    }
  }
  return { total, regions, byRegion, byLicense, byLocation };
}

async function explore(ctx: ServiceContext, scope: ExplorerScope, name: string): Promise<CompanyExplorer> {
  const [rows, taxonomies] = await Promise.all([rollUpPlaces(ctx.db, scope), countTaxonomies(ctx.db, scope)]);
  const tree = buildPlaceTree(rows);
  const whole = (type: ExplorerNode['LocationType'], id: number): ExplorerNode => ({
    Id: id,
    Name: name,
    LocationType: type,
    ...counts(tree.total),
    children: tree.regions,
  });
  const root =
    scope.kind === 'global'
      ? whole('global', 0)
      : scope.kind === 'country'
        ? whole('country', scope.id)
        : ({ region: tree.byRegion, license: tree.byLicense, location: tree.byLocation }[scope.kind].get(
            scope.id,
          ) ?? { ...whole(scope.kind, scope.id), children: [] });
  return {
    numCountries: taxonomies.countries,
    numPG: taxonomies.practiceGroups,
    numSS: taxonomies.subsectors,
    ...counts(tree.total),
    global: root,
  };
}

export function getCompanyExplorer(ctx: ServiceContext): Promise<CompanyExplorer> {
  return explore(ctx, { kind: 'global' }, 'Global');
}

export async function filterCompanyExplorer(
  ctx: ServiceContext,
  input: { filterType: ExplorerFilterType; id: number },
): Promise<CompanyExplorer> {
  const name = await findPlaceName(ctx.db, input.filterType, input.id);
  if (name === undefined) throw notFound(`There is no ${input.filterType} with this id.`);
  return explore(ctx, { kind: input.filterType, id: input.id }, name);
}
