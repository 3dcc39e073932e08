// spec 1 §5: the internal name must be unique among all pages — checked live (300 ms after typing)
// with POST /api/v2/routes/check, and again by the server on save.
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { routeApi } from './route-api.ts';

export const NAME_CHECK_DEBOUNCE_MS = 300;

export function useNameCheck(options: { uuid: string | null; name: string; isEnabled: boolean }) {
  const name = options.name.trim();
  const [debounced] = useDebouncedValue(name, NAME_CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['route-name-taken', options.uuid, debounced],
    queryFn: ({ signal }) => routeApi.isNameTaken({ uuid: options.uuid, name: debounced, signal }),
    enabled: options.isEnabled && debounced !== '',
    staleTime: 10_000,
  });
  const isChecking = options.isEnabled && name !== '' && (name !== debounced || query.isFetching);
  return {
    isTaken: options.isEnabled && name !== '' && name === debounced && query.data === true,
    isChecking,
  };
}
