// Groups Admin and intake form calls, typed from the contracts (packages/contracts/src/admin.ts).
import { adminEndpoints, type SaveGroupRequest } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';

type Signal = { signal?: AbortSignal };

export const adminApi = {
  groups: ({ signal }: Signal = {}) => callEndpoint(adminEndpoints.groups, { signal }),
  createGroup: (body: SaveGroupRequest) => callEndpoint(adminEndpoints.createGroup, { body }),
  updateGroup: (id: number, body: SaveGroupRequest) =>
    callEndpoint(adminEndpoints.updateGroup, { params: { id }, body }),
  deleteGroup: (id: number) => callEndpoint(adminEndpoints.deleteGroup, { params: { id } }),
  addMember: (id: number, userId: number) =>
    callEndpoint(adminEndpoints.addMember, { params: { id }, body: { userId } }),
  removeMember: (id: number, userId: number) =>
    callEndpoint(adminEndpoints.removeMember, { params: { id, userId } }),
  intakeForm: ({ signal }: Signal = {}) => callEndpoint(adminEndpoints.intakeForm, { signal }),
  submitIntake: (fields: Record<string, string>) =>
    callEndpoint(adminEndpoints.submitIntake, { body: { Fields: fields } }),
  intakeSubmissions: ({ signal }: Signal = {}) =>
    callEndpoint(adminEndpoints.intakeSubmissions, { query: { limit: 100 }, signal }),
};
