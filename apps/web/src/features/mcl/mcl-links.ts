// Addresses of the assignment, company and partner pages, by route name (spec 1 §2.1 "Named routes").
import { useCallback, useMemo } from 'react';
import { useRoutePath } from '../../core/routes/use-navigate-by-name.ts';

export const ASSIGNMENT_DETAIL_ROUTE = '_assignmentDetail';
export const COMPANY_DETAIL_ROUTE = '_companyDetail';
export const PARTNER_PROFILE_ROUTE = '_partnerProfile';

const ID = '__ID__';

/** The named route's path with a placeholder, so a list of rows resolves the name once. */
function useIdHref(name: string): (id: number) => string {
  const pattern = useRoutePath(name, { Id: ID });
  return useCallback((id: number) => (pattern ?? '').replace(ID, String(id)), [pattern]);
}

export const useAssignmentHref = () => useIdHref(ASSIGNMENT_DETAIL_ROUTE);
export const useCompanyHref = () => useIdHref(COMPANY_DETAIL_ROUTE);
export const useProfileHref = () => useIdHref(PARTNER_PROFILE_ROUTE);

export interface MclHrefs {
  assignment: (id: number) => string;
  company: (id: number) => string;
  profile: (id: number) => string;
}

export function useMclHrefs(): MclHrefs {
  const assignment = useAssignmentHref();
  const company = useCompanyHref();
  const profile = useProfileHref();
  return useMemo(() => ({ assignment, company, profile }), [assignment, company, profile]);
}

/** spec 1 §2.1: row links to assignment, company and partner pages open in a new tab. */
export function openInNewTab(href: string): void {
  if (href) window.open(href, '_blank', 'noopener');
}
