// Offices come in region → license → name order; the screen shows them grouped that way.
import type { LocationRow } from '@atrium/contracts';

export interface LicenseGroup {
  license: { Id: number; Name: string };
  locations: LocationRow[];
}
export interface RegionGroup {
  region: { Id: number; Name: string };
  licenses: LicenseGroup[];
}

export function groupLocations(rows: readonly LocationRow[]): RegionGroup[] {
  const regions: RegionGroup[] = [];
  for (const row of rows) {
    let region = regions.find((r) => r.region.Id === row.region.Id);
    if (!region) {
      region = { region: row.region, licenses: [] };
      regions.push(region);
    }
    let license = region.licenses.find((l) => l.license.Id === row.license.Id);
    if (!license) {
      license = { license: row.license, locations: [] };
      region.licenses.push(license);
    }
    license.locations.push(row);
  }
  return regions;
}
