// The companies module (spec 3 §2.11, §2.12): the company admin screen with the company modal,
// the Invenias and ZoomInfo linking modals and the wizard; the merge screen of duplicates.
import { lazy } from 'react';

export const CompanyAdminScreen = lazy(() =>
  import('./admin/CompanyAdminScreen.tsx').then((m) => ({ default: m.CompanyAdminScreen })),
);

export const CompanyMergeScreen = lazy(() =>
  import('./merge/CompanyMergeScreen.tsx').then((m) => ({ default: m.CompanyMergeScreen })),
);

export const InveniasCompanyAdminScreen = lazy(() =>
  import('./admin/InveniasCompanyAdminScreen.tsx').then((m) => ({ default: m.InveniasCompanyAdminScreen })),
);
