// Preview as someone else (docs/permissions.md, _Preview as_): a site admin's read calls that carry
// the preview header are answered as the previewed reader would be — their permission flags, their
// office, practice group and role for audiences, no site-admin rights. It is decided here, once per
// request, so every feature sees only that reader as the caller.
import {
  PREVIEW_AS_HEADER,
  PREVIEW_AS_MESSAGE,
  type PreviewAs,
  parsePreviewAs,
  type Role,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/database.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { readAudienceFactsOf } from '../site/audiences.service.ts';
import { findUserById, listGroupNames } from './auth.repo.ts';
import { toSessionUser } from './auth.service.ts';
import { findOffice, findPracticeGroup } from './preview-as.repo.ts';

/**
 * A previewed role holds what people of that role usually hold: partners see the firm's figures,
 * researchers list every assignment, administrators neither.
 */
const ROLE_PERMISSIONS: Record<Role, AuthUser['Permissions']> = {
  Partner: { ViewFinancials: true, ExportReports: true, ManageCompanies: false, ViewAllAssignments: true },
  Researcher: {
    ViewFinancials: false,
    ExportReports: false,
    ManageCompanies: false,
    ViewAllAssignments: true,
  },
  Administrator: {
    ViewFinancials: false,
    ExportReports: false,
    ManageCompanies: false,
    ViewAllAssignments: false,
  },
};

const badPreview = (message = PREVIEW_AS_MESSAGE) => new AppError('validation_failed', message, 400);

/** Answers a site admin's request carrying the preview header as the previewed reader. */
export function registerPreviewAs(app: FastifyInstance, { db }: { db: Executor }): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers[PREVIEW_AS_HEADER];
    if (header === undefined || request.user === null) return;
    // Only a site admin may look through someone else's eyes; anyone else is told so.
    if (!request.user.SiteAdmin) throw forbidden('Only site admins may preview the portal as someone else.');
    const preview = typeof header === 'string' ? parsePreviewAs(header) : null;
    if (!preview) throw badPreview();
    request.user = await previewedUser(db, { admin: request.user, preview });
  });
}

async function previewedUser(db: Executor, { admin, preview }: { admin: AuthUser; preview: PreviewAs }) {
  // The admin's session stays the session: its CSRF token still proves the caller.
  const session = { sessionId: admin.sessionId, csrfToken: admin.csrfToken };
  if (preview.kind === 'person') {
    const person = await findUserById(db, preview.personId);
    const facts =
      person?.statusId === 1 ? await readAudienceFactsOf({ db }, { userId: person.id }) : undefined;
    if (!person || !facts) throw badPreview('There is no such person to preview as.');
    const user = toSessionUser({ ...person, isSiteAdmin: false }, await listGroupNames(db, person.id));
    return { ...user, ...session, Preview: { Label: user.FullName }, previewFacts: facts } satisfies AuthUser;
  }
  const office = preview.officeId === null ? undefined : await findOffice(db, preview.officeId);
  if (preview.officeId !== null && !office) throw badPreview('There is no such office to preview as.');
  const group =
    preview.practiceGroupId === null ? undefined : await findPracticeGroup(db, preview.practiceGroupId);
  if (preview.practiceGroupId !== null && !group)
    throw badPreview('There is no such practice group to preview as.');
  const label = [
    `A ${preview.role.toLowerCase()}`,
    office && `of ${office.name}`,
    group && `in ${group.name}`,
  ]
    .filter(Boolean)
    .join(' ');
  // A reader who is no one in particular: id 0 owns nothing, so "my" lists are empty.
  return {
    ...admin,
    ...session,
    ID: 0,
    UUID: '',
    Email: '',
    FirstName: label,
    LastName: '',
    FullName: label,
    Title: preview.role,
    Role: preview.role,
    SiteAdmin: false,
    Groups: [],
    Permissions: { ...ROLE_PERMISSIONS[preview.role] },
    LocationID: preview.officeId,
    Preview: { Label: label },
    previewFacts: {
      LocationId: preview.officeId,
      LicenseId: office?.licenseId ?? null,
      RegionId: office?.regionId ?? null,
      PracticeGroupId: preview.practiceGroupId,
      Role: preview.role,
      Groups: [],
    },
  } satisfies AuthUser;
}
