// The companies module (spec 3 §2.11, §2.12): the company admin screen with the company modal,
// the Invenias and ZoomInfo linking modals and the wizard; the merge screen of duplicates.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';

export const CompanyAdminScreen = lazyScreen(() =>
  import('./admin/CompanyAdminScreen.tsx').then((m) => m.CompanyAdminScreen),
);

export const CompanyMergeScreen = lazyScreen(() =>
  import('./merge/CompanyMergeScreen.tsx').then((m) => m.CompanyMergeScreen),
);

export const InveniasCompanyAdminScreen = lazyScreen(() =>
  import('./admin/InveniasCompanyAdminScreen.tsx').then((m) => m.InveniasCompanyAdminScreen),
);
