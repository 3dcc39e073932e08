// The league tables' calls (packages/contracts/src/league.ts).
import {
  leagueEndpoints as e,
  type LeagueRequest,
  type SaveTarget,
  type TargetsImportResult,
} from '@atrium/contracts';
import { toApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { CSRF_HEADER, readCsrfToken } from '../../../api/csrf.ts';

type Signal = { signal?: AbortSignal };

export const leagueApi = {
  league: (body: LeagueRequest, { signal }: Signal = {}) => callEndpoint(e.league, { body, signal }),
  targets: (year: number, { signal }: Signal = {}) => callEndpoint(e.targets, { query: { year }, signal }),
  saveTarget: (body: SaveTarget) => callEndpoint(e.saveTarget, { body }),
  removeTarget: (id: number) => callEndpoint(e.removeTarget, { params: { id } }),
  /** Sends a targets file as it is (text/csv); the server names each wrong line. */
  importTargets: async (file: File): Promise<TargetsImportResult> => {
    const token = readCsrfToken();
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'text/csv' };
    if (token) headers[CSRF_HEADER] = token;
    const response = await fetch(e.importTargets.path, {
      method: 'POST',
      body: await file.text(),
      credentials: 'include',
      headers,
    });
    if (!response.ok) throw await toApiError(response);
    return (await response.json()) as TargetsImportResult;
  },
};
