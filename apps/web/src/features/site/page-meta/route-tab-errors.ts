// Which tab of the page modal holds each field, so a tab whose field has an error says so: Save
// greyed out by an error on another tab otherwise gives no clue where to look.
import type { RouteForm } from './route-form.ts';

export type RouteTab = 'page' | 'sharing' | 'publishing' | 'file' | 'filters' | 'audience';

const FIELDS_OF: Record<RouteTab, (keyof RouteForm)[]> = {
  page: ['Title', 'BreadcrumbTitle', 'VueRouterName', 'VueRouterPath', 'RedirectLink', 'Status', 'Kind'],
  sharing: ['MetaTitle', 'MetaDescription', 'MetaImage'],
  publishing: ['PublishDate', 'ExpirationDate'],
  file: ['HasFile', 'FileJSON', 'File', 'DownloadBtn'],
  filters: ['ContentFilterJSON', 'UsersFilterJSON', 'AssignmentsFilterJSON', 'CompaniesFilterJSON'],
  audience: ['Audience'],
};

/** The tabs holding a field with an error (a required field left empty counts). */
export function tabsWithErrors(errorOf: (field: keyof RouteForm) => string | undefined): Set<RouteTab> {
  const tabs = Object.keys(FIELDS_OF) as RouteTab[];
  return new Set(tabs.filter((tab) => FIELDS_OF[tab].some((field) => errorOf(field))));
}
