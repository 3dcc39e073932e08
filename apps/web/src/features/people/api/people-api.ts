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
import { toApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { refreshSession } from '../../../api/client.ts';
import { CSRF_HEADER, readCsrfToken } from '../../../api/csrf.ts';
import { endpointUrl } from '../../../api/endpoint-url.ts';

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

  /** PUT multipart (field "file"): the CSRF header and one session refresh, like the JSON client. */
  uploadPhoto: async (id: number, file: File) => {
    const url = endpointUrl(peopleEndpoints.uploadPhoto, { id });
    const send = () => {
      const form = new FormData();
      form.append('file', file, file.name);
      const token = readCsrfToken();
      return fetch(url, {
        method: peopleEndpoints.uploadPhoto.method,
        body: form,
        credentials: 'include',
        headers: token
          ? { [CSRF_HEADER]: token, Accept: 'application/json' }
          : { Accept: 'application/json' },
      });
    };
    let response = await send();
    if (response.status === 401 && (await refreshSession())) response = await send();
    if (!response.ok) throw await toApiError(response);
    return (await response.json()) as Awaited<ReturnType<typeof peopleApi.profile>>;
  },
};
