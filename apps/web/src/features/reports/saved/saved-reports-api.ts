// "My reports", their subscriptions and alerts, typed from the contracts
// (packages/contracts/src/saved-reports.ts and report-subscriptions.ts).
import {
  type AlertCreate,
  savedReportEndpoints as e,
  type SavedReportCreate,
  type SavedReportUpdate,
  type SubscriptionCreate,
  reportSubscriptionEndpoints as s,
} from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

type Signal = { signal?: AbortSignal };
interface PageInput {
  page: number;
  perPage: number;
}

export const savedReportsApi = {
  list: (query: PageInput, { signal }: Signal = {}) => callEndpoint(e.list, { query, signal }),
  create: (body: SavedReportCreate) => callEndpoint(e.create, { body }),
  update: (id: number, body: SavedReportUpdate) => callEndpoint(e.update, { params: { id }, body }),
  remove: (id: number) => callEndpoint(e.remove, { params: { id } }),
  run: (id: number) => callEndpoint(e.run, { params: { id } }),
  subscriptions: (query: PageInput, { signal }: Signal = {}) => callEndpoint(s.list, { query, signal }),
  subscribe: (body: SubscriptionCreate) => callEndpoint(s.create, { body }),
  unsubscribe: (id: number) => callEndpoint(s.remove, { params: { id } }),
  sendNow: (id: number) => callEndpoint(s.send, { params: { id } }),
  alerts: (query: PageInput, { signal }: Signal = {}) => callEndpoint(s.alerts, { query, signal }),
  createAlert: (body: AlertCreate) => callEndpoint(s.createAlert, { body }),
  removeAlert: (id: number) => callEndpoint(s.removeAlert, { params: { id } }),
};
