// The people calls: pictures, directories, Your Profile and the people widgets. Each handler
// builds the context, calls one service function and replies.
import { peopleEndpoints as e, MAX_PHOTO_BYTES, peopleReportEndpoints as r } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { countedRun, type Metrics } from '../../platform/metrics.ts';
import type { AuthUser } from '../../platform/session.ts';
import { todayUtc } from '../../platform/today.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import type { ReportCaches, RunWorkbooks } from '../reports/index.ts';
import { findColleagues } from './colleague-finder.service.ts';
import { filterCompanyExplorer, getCompanyExplorer } from './company-explorer.service.ts';
import { getMember, searchMembers } from './directory.service.ts';
import type { PeopleContext } from './people-context.ts';
import { placeRunWorkbook, userRunWorkbook } from './people-report-workbooks.ts';
import { runPlaceReport, runUserReport } from './people-reports.service.ts';
import { getPartnerIntro, listMemberPromo, listMembers, listNewPartners } from './people-widgets.service.ts';
import { getPicture } from './picture.service.ts';
import type { PicturesInMaking } from './picture-cache.ts';
import { getLicense, getLocation, searchLicenses, searchLocations } from './places.service.ts';
import { getOwnProfile, removePhoto, setPhoto, updateProfile } from './profile.service.ts';

/** The multipart field `file`, refused with 413 when it is over the size limit. */
async function readPhoto(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const { file, bytes } = await readSingleUpload(request, {
    maxBytes: MAX_PHOTO_BYTES,
    tooLarge: 'The photo is larger than 5 MB.',
    notMultipart: 'Send the photo as multipart/form-data.',
  });
  return { fileName: file.filename, bytes };
}

export function registerPeopleEndpoints(
  app: FastifyInstance,
  options: {
    db: Db;
    dataDir: string;
    reportCaches: ReportCaches;
    picturesInMaking: PicturesInMaking;
    metrics: Metrics;
    workbooks: RunWorkbooks;
    today?: () => string;
  },
): void {
  const { db, dataDir, reportCaches, picturesInMaking, metrics, workbooks, today = todayUtc } = options;
  const ctx = (user: AuthUser): PeopleContext => ({
    db,
    user,
    dataDir,
    today,
    picturesInMaking,
    keptRuns: reportCaches.keptRuns,
    recentResults: reportCaches.recentResults,
    stores: reportCaches.stores,
  });

  handleEndpoint(app, e.picture, async ({ user, params, query, request, reply }) => {
    const picture = await getPicture(ctx(user), {
      field: params.field,
      id: params.id,
      px: params.width,
      ifNoneMatch: request.headers['if-none-match'],
      version: query.v,
    });
    reply.header('etag', picture.etag).header('cache-control', picture.cacheControl);
    if (picture.status === 304) return reply.status(304).send();
    return reply.type(picture.mimeType).header('x-content-type-options', 'nosniff').send(picture.bytes);
  });

  handleEndpoint(app, e.members, ({ user, query }) => searchMembers(ctx(user), query));
  handleEndpoint(app, e.member, ({ user, params }) => getMember(ctx(user), params));
  handleEndpoint(app, e.locations, ({ user, query }) => searchLocations(ctx(user), query));
  handleEndpoint(app, e.location, ({ user, params }) => getLocation(ctx(user), params));
  handleEndpoint(app, e.licenses, ({ user, query }) => searchLicenses(ctx(user), query));
  handleEndpoint(app, e.license, ({ user, params }) => getLicense(ctx(user), params));

  handleEndpoint(app, e.profile, ({ user }) => getOwnProfile(ctx(user)));
  handleEndpoint(app, e.updateProfile, ({ user, params, body }) =>
    updateProfile(ctx(user), { id: params.id, changes: body }),
  );
  handleEndpoint(app, e.uploadPhoto, async ({ user, params, request }) =>
    setPhoto(ctx(user), { id: params.id, ...(await readPhoto(request)) }),
  );
  handleEndpoint(app, e.removePhoto, ({ user, params }) => removePhoto(ctx(user), params));

  handleEndpoint(app, e.memberList, ({ user, body }) => listMembers(ctx(user), body));
  handleEndpoint(app, e.memberListPromo, ({ user, body }) => listMemberPromo(ctx(user), body));
  handleEndpoint(app, e.newPartners, ({ user, body }) => listNewPartners(ctx(user), body));
  handleEndpoint(app, e.partnerIntro, ({ user, params }) => getPartnerIntro(ctx(user), params));
  handleEndpoint(app, e.colleagueFinder, ({ user, body }) => findColleagues(ctx(user), body));
  handleEndpoint(app, e.companyExplorer, ({ user }) => getCompanyExplorer(ctx(user)));
  handleEndpoint(app, e.companyExplorerFilter, ({ user, query, body }) =>
    filterCompanyExplorer(ctx(user), { filterType: query.filterType, id: body.id }),
  );

  workbooks.set('User', ({ user, run }) => userRunWorkbook(ctx(user), { run }));
  workbooks.set('License', ({ user, run }) => placeRunWorkbook(ctx(user), { type: 'License', run }));
  workbooks.set('Location', ({ user, run }) => placeRunWorkbook(ctx(user), { type: 'Location', run }));
  handleEndpoint(app, r.userReport, ({ user, body, query }) =>
    countedRun(metrics, 'User', runUserReport(ctx(user), { request: body, flags: query })),
  );
  handleEndpoint(app, r.licenseReport, ({ user, body, query }) =>
    countedRun(
      metrics,
      'License',
      runPlaceReport(ctx(user), { type: 'License', request: body, flags: query }),
    ),
  );
  handleEndpoint(app, r.locationReport, ({ user, body, query }) =>
    countedRun(
      metrics,
      'Location',
      runPlaceReport(ctx(user), { type: 'Location', request: body, flags: query }),
    ),
  );
}
