// The member directory's pages of colleagues, shared by the table and by start-up, which asks for
// the first page as soon as someone is signed in, beside the screen's code
// (core/routes/lazy-screen.ts), instead of once the table has rendered. Part of the start-up bundle,
// so the call goes by address, without the contracts' schemas.
import type { MembersQuery, PersonPage, peopleEndpoints } from '@atrium/contracts';
import { recordScreenAddresses } from '@atrium/contracts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';
import type { ScreenData } from '../../../core/routes/lazy-screen.ts';
import { askAtStartUp, takeStartUpAnswer } from '../../../core/routes/start-up-answers.ts';
import { DEFAULT_PAGE_SIZE } from '../../../ui/data-table/paged-rows.ts';
import { DEFAULT_MEMBER_SORT, EMPTY_MEMBER_FILTERS, membersQuery } from './member-filters.ts';

const membersAddress = address<typeof peopleEndpoints.members>(recordScreenAddresses.members);

// The query itself is the key, so only a call asking exactly what start-up asked takes its answer.
const membersPageKey = (query: MembersQuery) => ['people', 'membersPage', query] as const;

const askMembers = (query: MembersQuery, signal?: AbortSignal) =>
  callEndpoint(membersAddress, { query, signal });

/** A page of the directory: start-up's answer when it asked the same. */
export const fetchMembersPage = (query: MembersQuery, signal?: AbortSignal): Promise<PersonPage> =>
  takeStartUpAnswer(membersPageKey(query), () => askMembers(query, signal));

/** The first page the directory's table asks for: no search or filter, the default sort. */
export const firstMembersQuery = (): MembersQuery =>
  membersQuery(EMPTY_MEMBER_FILTERS, DEFAULT_MEMBER_SORT, { offset: 0, limit: DEFAULT_PAGE_SIZE });

export const membersData: ScreenData = () => {
  const query = firstMembersQuery();
  askAtStartUp(membersPageKey(query), () => askMembers(query));
};
