// The number of content-health findings, read once every few minutes while the admin tray shows.
// The admin tray is part of the start-up bundle, so the call goes by address, without the contracts'
// schemas.
import { contentHealthAddresses, type contentHealthEndpoints } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';

const FIVE_MINUTES = 5 * 60_000;

const listAddress = address<typeof contentHealthEndpoints.list>(contentHealthAddresses.list);

export function useContentHealthTotal(): number | null {
  const query = useQuery({
    queryKey: ['content-health', 'total'],
    queryFn: ({ signal }) => callEndpoint(listAddress, { query: { page: 1 }, signal }),
    staleTime: FIVE_MINUTES,
    select: (health) => health.Total,
  });
  return query.data ?? null;
}
