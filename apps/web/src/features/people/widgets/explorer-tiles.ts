import type { CompanyExplorer, Role } from '@atrium/contracts';

export interface ExplorerTile {
  label: string;
  value: number;
  /** People tiles open the users report for that role. */
  role?: Role;
}

/** spec 3 §2.4: the tiles in their order. */
export function explorerTiles(stats: CompanyExplorer): ExplorerTile[] {
  return [
    { label: 'Countries', value: stats.numCountries },
    { label: 'Offices', value: stats.numOffices },
    { label: 'Practice Groups', value: stats.numPG },
    { label: 'Subsectors', value: stats.numSS },
    { label: 'Partners', value: stats.numPartners, role: 'Partner' },
    { label: 'Researchers', value: stats.numResearchers, role: 'Researcher' },
    { label: 'Admins', value: stats.numAdmins, role: 'Administrator' },
  ];
}
