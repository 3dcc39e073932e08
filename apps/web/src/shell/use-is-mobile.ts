import { useMediaQuery } from '@mantine/hooks';

/** Below 768 px the shell switches to a header with a burger-opened drawer. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
