// The people module's calls, typed from the contracts (packages/contracts/src/people*.ts).
import {
  type ColleagueFinderRequest,
  type MemberListPromoRequest,
  type MemberListRequest,
  type MembersQuery,
  type NewPartnersRequest,
  peopleEndpoints,
  type UpdateProfileRequest,
} from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { uploadFile } from '../../../api/upload-file.ts';

type Signal = { signal?: AbortSignal };

export const peopleApi = {
  members: (query: MembersQuery, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.members, { query, signal }),
  member: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.member, { params: { id }, signal }),
  locations: (query: { search?: string; offset?: number; limit?: number }, s: Signal = {}) =>
    callEndpoint(peopleEndpoints.locations, {
      query: { region: [], license: [], ...query },
      signal: s.signal,
    }),
  location: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.location, { params: { id }, signal }),
  licenses: (query: { search?: string; offset?: number; limit?: number }, s: Signal = {}) =>
    callEndpoint(peopleEndpoints.licenses, { query: { region: [], ...query }, signal: s.signal }),
  license: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.license, { params: { id }, signal }),
  profile: ({ signal }: Signal = {}) => callEndpoint(peopleEndpoints.profile, { signal }),
  updateProfile: (id: number, body: UpdateProfileRequest) =>
    callEndpoint(peopleEndpoints.updateProfile, { params: { id }, body }),
  removePhoto: (id: number) => callEndpoint(peopleEndpoints.removePhoto, { params: { id } }),
  memberList: (body: MemberListRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.memberList, { body, signal }),
  memberListPromo: (body: MemberListPromoRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.memberListPromo, { body, signal }),
  newPartners: (body: NewPartnersRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.newPartners, { body, signal }),
  partnerIntro: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.partnerIntro, { params: { id }, signal }),
  colleagueFinder: (body: ColleagueFinderRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpoints.colleagueFinder, { body, signal }),
  companyExplorer: ({ signal }: Signal = {}) => callEndpoint(peopleEndpoints.companyExplorer, { signal }),

  /** The photo as a multipart PUT (field "file"), sent like every other upload. */
  uploadPhoto: (id: number, file: File) =>
    uploadFile({ endpoint: peopleEndpoints.uploadPhoto, file, params: { id } }),
};
