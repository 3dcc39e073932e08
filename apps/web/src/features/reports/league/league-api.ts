// The league tables' calls (packages/contracts/src/league.ts).
import {
  leagueEndpoints as e,
  type LeagueRequest,
  type SaveTarget,
  type TargetsImportResult,
} from '@atrium/contracts';
import { callEndpoint, callEndpointForFile } from '../../../api/call-endpoint.ts';

type Signal = { signal?: AbortSignal };

export const leagueApi = {
  league: (body: LeagueRequest, { signal }: Signal = {}) => callEndpoint(e.league, { body, signal }),
  /** The league table's workbook, built by the server: the filters first, then the table. */
  xlsx: (body: LeagueRequest, { signal }: Signal = {}) => callEndpointForFile(e.xlsx, { body, signal }),
  targets: (year: number, { signal }: Signal = {}) => callEndpoint(e.targets, { query: { year }, signal }),
  saveTarget: (body: SaveTarget) => callEndpoint(e.saveTarget, { body }),
  removeTarget: (id: number) => callEndpoint(e.removeTarget, { params: { id } }),
  /** Sends a targets file as it is (text/csv); the server names each wrong line. */
  importTargets: async (file: File): Promise<TargetsImportResult> =>
    callEndpoint(e.importTargets, { body: await file.text(), contentType: 'text/csv' }),
};
