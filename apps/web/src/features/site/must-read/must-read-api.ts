// Must-read calls (packages/contracts must-read.ts), typed from the contracts, and their query keys.
// By address only: the banner and the home page's list ask while a page is read, and a page that
// is only read does not wait for zod (must-read-api.test.ts compares them with the contracts).
import { mustReadAddresses, type mustReadEndpoints, type SetMustReadRequest } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { addressesOf } from '../../../api/endpoint-address.ts';
import { endpointUrl } from '../../../api/endpoint-url.ts';

export const mustReadEndpointAddresses = addressesOf<typeof mustReadEndpoints>(mustReadAddresses);

export const mustReadKeys = {
  all: ['must-read'] as const,
  mine: ['must-read', 'mine'] as const,
  status: (uuid: string) => ['must-read', 'status', uuid] as const,
  readers: (uuid: string, page: number) => ['must-read', 'readers', uuid, page] as const,
};

export const mustReadApi = {
  mine: (signal?: AbortSignal) => callEndpoint(mustReadEndpointAddresses.mine, { signal }),
  status: (uuid: string, signal?: AbortSignal) =>
    callEndpoint(mustReadEndpointAddresses.get, { params: { uuid }, signal }),
  set: (uuid: string, body: SetMustReadRequest) =>
    callEndpoint(mustReadEndpointAddresses.set, { params: { uuid }, body }),
  clear: (uuid: string) => callEndpoint(mustReadEndpointAddresses.clear, { params: { uuid } }),
  markRead: (uuid: string) => callEndpoint(mustReadEndpointAddresses.read, { params: { uuid } }),
  readers: (uuid: string, page: number, signal?: AbortSignal) =>
    callEndpoint(mustReadEndpointAddresses.readers, { params: { uuid }, query: { page }, signal }),
  remind: (uuid: string) => callEndpoint(mustReadEndpointAddresses.remind, { params: { uuid } }),
  csvUrl: (uuid: string) => endpointUrl(mustReadEndpointAddresses.readersCsv, { uuid }),
};

export const useMustReadStatus = (uuid: string) =>
  useQuery({
    queryKey: mustReadKeys.status(uuid),
    queryFn: ({ signal }) => mustReadApi.status(uuid, signal),
    staleTime: 60_000,
  });

/** The reader's unread must-read pages, for the home page's list; asked for only where it shows. */
export const useMyMustRead = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: mustReadKeys.mine,
    queryFn: ({ signal }) => mustReadApi.mine(signal),
    staleTime: 60_000,
    enabled,
  });

/**
 * Whether a page's must-read answers have come in, or failed: its banner's and, on the home page,
 * the reader's list. Both stand above the page's cards, so the page shows once they are in rather
 * than pushing its cards down when they arrive.
 */
export function useMustReadSettled(uuid: string, { isHome }: { isHome: boolean }): boolean {
  const status = useMustReadStatus(uuid);
  const mine = useMyMustRead({ enabled: isHome });
  return !status.isPending && (!isHome || !mine.isPending);
}
