// The people module's calls, typed from the contracts (packages/contracts/src/people*.ts).
import {
  type ColleagueFinderRequest,
  type MemberListPromoRequest,
  type MemberListRequest,
  type MembersQuery,
  type NewPartnersRequest,
  peopleAddresses,
  type peopleEndpoints,
  recordScreenAddresses,
  type UpdateProfileRequest,
} from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { addressesOf } from '../../../api/endpoint-address.ts';
import { uploadFile } from '../../../api/upload-file.ts';

type Signal = { signal?: AbortSignal };

/**
 * By address: the directory screens and the people widgets do not wait for zod
 * (people-api.test.ts compares them with the contracts).
 */
export const peopleEndpointAddresses = addressesOf<
  Omit<typeof peopleEndpoints, 'picture' | 'companyExplorerFilter'>
>({
  ...peopleAddresses,
  members: recordScreenAddresses.members,
  member: recordScreenAddresses.member,
  locations: recordScreenAddresses.locations,
  location: recordScreenAddresses.location,
  licenses: recordScreenAddresses.licenses,
  license: recordScreenAddresses.license,
  profile: recordScreenAddresses.ownProfile,
});

export const peopleApi = {
  members: (query: MembersQuery, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.members, { query, signal }),
  member: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.member, { params: { id }, signal }),
  locations: (query: { search?: string; offset?: number; limit?: number }, s: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.locations, {
      query: { region: [], license: [], ...query },
      signal: s.signal,
    }),
  location: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.location, { params: { id }, signal }),
  licenses: (query: { search?: string; offset?: number; limit?: number }, s: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.licenses, { query: { region: [], ...query }, signal: s.signal }),
  license: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.license, { params: { id }, signal }),
  profile: ({ signal }: Signal = {}) => callEndpoint(peopleEndpointAddresses.profile, { signal }),
  updateProfile: (id: number, body: UpdateProfileRequest) =>
    callEndpoint(peopleEndpointAddresses.updateProfile, { params: { id }, body }),
  removePhoto: (id: number) => callEndpoint(peopleEndpointAddresses.removePhoto, { params: { id } }),
  memberList: (body: MemberListRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.memberList, { body, signal }),
  memberListPromo: (body: MemberListPromoRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.memberListPromo, { body, signal }),
  newPartners: (body: NewPartnersRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.newPartners, { body, signal }),
  partnerIntro: (id: number, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.partnerIntro, { params: { id }, signal }),
  colleagueFinder: (body: ColleagueFinderRequest, { signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.colleagueFinder, { body, signal }),
  companyExplorer: ({ signal }: Signal = {}) =>
    callEndpoint(peopleEndpointAddresses.companyExplorer, { signal }),

  /** The photo as a multipart PUT (field "file"), sent like every other upload. */
  uploadPhoto: (id: number, file: File) =>
    uploadFile({ endpoint: peopleEndpointAddresses.uploadPhoto, file, params: { id } }),
};
