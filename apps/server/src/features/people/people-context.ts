// What the people services need beyond the database and the caller.
import type { ServiceContext } from '../../platform/service-context.ts';
import type { ReportCaches } from '../reports/index.ts';
import type { PicturesInMaking } from './picture-cache.ts';

export interface PeopleContext
  extends ServiceContext,
    Pick<ReportCaches, 'keptRuns' | 'recentResults' | 'stores'> {
  /** The data folder: uploaded photos live under files/, resized pictures under image-cache/. */
  dataDir: string;
  /** Today as YYYY-MM-DD (the new-partners window ends today); injected so tests can fix it. */
  today: () => string;
  /** The resized pictures being made now, shared so one is never made twice at once. */
  picturesInMaking: PicturesInMaking;
}
