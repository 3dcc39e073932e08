// Addresses of the people screens, by route name (the fixed route table in @atrium/contracts).
import { useRoutePath } from '../../../core/routes/use-navigate-by-name.ts';

export const PROFILE_ROUTE = '_partnerProfile';
export const LOCATION_ROUTE = '_locationDetail';
export const LICENSE_ROUTE = '_licenseDetail';
export const ASSIGNMENT_ROUTE = '_assignmentDetail';

/** `/directory/{members}/:Id` with a placeholder to fill per row, so lists resolve the name once. */
export function useProfileHref(): (id: number) => string {
  const pattern = useRoutePath(PROFILE_ROUTE, { Id: '__ID__' });
  return (id) => (pattern ?? '').replace('__ID__', String(id));
}

export function usePlaceHref(kind: 'location' | 'license'): (id: number) => string {
  const pattern = useRoutePath(kind === 'location' ? LOCATION_ROUTE : LICENSE_ROUTE, { Id: '__ID__' });
  return (id) => (pattern ?? '').replace('__ID__', String(id));
}

export function useAssignmentHref(): (id: number) => string {
  const pattern = useRoutePath(ASSIGNMENT_ROUTE, { Id: '__ID__' });
  return (id) => (pattern ?? '').replace('__ID__', String(id));
}
