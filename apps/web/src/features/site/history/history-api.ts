// Page history: every save is a version; admins list, view and restore them.
import { pageEndpoints } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const historyApi = {
  list: (uuid: string, signal?: AbortSignal) =>
    callEndpoint(pageEndpoints.versions, { params: { uuid }, signal }),
  get: (options: { uuid: string; version: number; signal?: AbortSignal }) =>
    callEndpoint(pageEndpoints.version, {
      params: { uuid: options.uuid, version: options.version },
      signal: options.signal,
    }),
  /** `current` is the version the admin is looking at; a newer one on the server answers 409. */
  restore: (options: { uuid: string; version: number; current: number; force?: boolean }) =>
    callEndpoint(pageEndpoints.restoreVersion, {
      params: { uuid: options.uuid, version: options.version },
      body: { Version: options.current, ...(options.force ? { Force: true } : {}) },
    }),
};

export const versionsQueryKey = (uuid: string) => ['page-versions', uuid] as const;
