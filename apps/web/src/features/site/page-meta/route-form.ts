// The page modal's form (spec 1 §3 Route) and what it sends to POST /api/v2/routes.
import { DEFAULT_PAGE_KIND, EMPTY_DATE, type RouteDetail, type SaveRouteRequest } from '@atrium/contracts';

export type RouteForm = Omit<
  RouteDetail,
  'UUID' | 'FullPath' | 'Children' | 'Position' | 'IsHidden' | 'UpdatedAt' | 'Version'
> & { UUID: string | null; Version: number | null };

/** spec 1 §5: publish and expiration dates accept 2008-01-01 up to today. */
export const MIN_PAGE_DATE = '2008-01-01';
export const DOWNLOAD_BUTTON_PLACEHOLDER = 'Download file';

/** '0000-00-00' is how the spec writes an empty date. */
export const readDate = (value: string | null | undefined): string =>
  !value || value === EMPTY_DATE ? '' : value.slice(0, 10);

export function emptyRouteForm(parentUuid: string | null): RouteForm {
  return {
    UUID: null,
    Version: null,
    Title: '',
    BreadcrumbTitle: '',
    VueRouterName: '',
    VueRouterPath: '',
    RedirectLink: '',
    Parent: parentUuid ? { UUID: parentUuid } : null,
    ExcludeFromNav: false,
    DoNotOpen: false,
    DoNotLink: false,
    HideDrawer: false,
    IsOpen: false,
    HasFile: false,
    FileJSON: '',
    File: '',
    DownloadBtn: '',
    Status: 'active',
    PublishDate: '',
    ExpirationDate: '',
    MetaTitle: '',
    MetaDescription: '',
    MetaImage: { OID: null, Type: { Identifier: '' } },
    Kind: DEFAULT_PAGE_KIND,
    ContentFilterJSON: '',
    UsersFilterJSON: '',
    AssignmentsFilterJSON: '',
    CompaniesFilterJSON: '',
    Audience: [],
  };
}

export function routeFormFromDetail(detail: RouteDetail): RouteForm {
  const {
    FullPath: _path,
    Children: _children,
    Position: _position,
    IsHidden: _hidden,
    UpdatedAt: _at,
    ...rest
  } = detail;
  return {
    ...rest,
    PublishDate: readDate(detail.PublishDate),
    ExpirationDate: readDate(detail.ExpirationDate),
  };
}

/** spec 1 §5: Title, internal name and path are required (Save is disabled otherwise). */
export function isRouteFormComplete(
  form: Pick<RouteForm, 'Title' | 'VueRouterName' | 'VueRouterPath'>,
): boolean {
  return [form.Title, form.VueRouterName, form.VueRouterPath].every((v) => v.trim() !== '');
}

export function toSaveRouteRequest(options: { form: RouteForm; force?: boolean }): SaveRouteRequest {
  const { form } = options;
  return {
    ...form,
    UUID: form.UUID ?? undefined,
    Version: form.Version ?? undefined,
    PublishDate: form.PublishDate || null,
    ExpirationDate: form.ExpirationDate || null,
    MetaImage: form.MetaImage?.OID ? form.MetaImage : null,
    ...(options.force ? { Force: true } : {}),
  };
}
