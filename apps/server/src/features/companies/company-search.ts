// Companies in the portal search: every write that changes what a company is found by
// (name, former names, web domain, city) rewrites its search document in the same transaction,
// and its assignments' too when the client name they show may have changed.
import type { Executor } from '../../platform/database.ts';
import { reindexSearch } from '../search/search.service.ts';

export async function reindexCompanies(
  db: Executor,
  companyIds: number[],
  { withAssignments }: { withAssignments: boolean },
): Promise<void> {
  await reindexSearch(
    { db },
    { types: withAssignments ? ['company', 'assignment'] : ['company'], companyIds },
  );
}
