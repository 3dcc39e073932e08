// Must-read calls (packages/contracts must-read.ts), typed from the contracts, and their query keys.
import { mustReadEndpoints, type SetMustReadRequest } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { endpointUrl } from '../../../api/endpoint-url.ts';

export const mustReadKeys = {
  all: ['must-read'] as const,
  mine: ['must-read', 'mine'] as const,
  status: (uuid: string) => ['must-read', 'status', uuid] as const,
  readers: (uuid: string, page: number) => ['must-read', 'readers', uuid, page] as const,
};

export const mustReadApi = {
  mine: (signal?: AbortSignal) => callEndpoint(mustReadEndpoints.mine, { signal }),
  status: (uuid: string, signal?: AbortSignal) =>
    callEndpoint(mustReadEndpoints.get, { params: { uuid }, signal }),
  set: (uuid: string, body: SetMustReadRequest) =>
    callEndpoint(mustReadEndpoints.set, { params: { uuid }, body }),
  clear: (uuid: string) => callEndpoint(mustReadEndpoints.clear, { params: { uuid } }),
  markRead: (uuid: string) => callEndpoint(mustReadEndpoints.read, { params: { uuid } }),
  readers: (uuid: string, page: number, signal?: AbortSignal) =>
    callEndpoint(mustReadEndpoints.readers, { params: { uuid }, query: { page }, signal }),
  remind: (uuid: string) => callEndpoint(mustReadEndpoints.remind, { params: { uuid } }),
  csvUrl: (uuid: string) => endpointUrl(mustReadEndpoints.readersCsv, { uuid }),
};

export const useMustReadStatus = (uuid: string) =>
  useQuery({
    queryKey: mustReadKeys.status(uuid),
    queryFn: ({ signal }) => mustReadApi.status(uuid, signal),
    staleTime: 60_000,
  });
