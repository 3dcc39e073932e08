// The number of content-health findings, read once every few minutes while the admin tray shows.
import { useQuery } from '@tanstack/react-query';
import { contentHealthApi } from '../api/content-health-api.ts';

const FIVE_MINUTES = 5 * 60_000;

export function useContentHealthTotal(): number | null {
  const query = useQuery({
    queryKey: ['content-health', 'total'],
    queryFn: ({ signal }) => contentHealthApi.list({ page: 1 }, { signal }),
    staleTime: FIVE_MINUTES,
    select: (health) => health.Total,
  });
  return query.data ?? null;
}
