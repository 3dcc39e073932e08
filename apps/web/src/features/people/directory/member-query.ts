// The profile screen's query, shared by the screen and by start-up, which asks for a profile and its
// partner panels as soon as someone is signed in, beside the screen's code (core/routes/lazy-screen.ts).
import type { SessionUser } from '@atrium/contracts';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import type { ScreenData } from '../../../core/routes/lazy-screen.ts';
import { askAtStartUp, takeStartUpAnswer } from '../../../core/routes/start-up-answers.ts';
import { holds } from '../../../core/session/permissions.ts';
import { partnerPanelsData } from '../../mcl/index.ts';
import { noRetryOn4xx, placeAddresses, placeId } from '../places/place-queries.ts';

const memberKey = (id: number) => ['people', 'member', id] as const;
const askMember = (id: number, signal?: AbortSignal) =>
  callEndpoint(placeAddresses.member, { params: { id }, signal });

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: memberKey(id),
    queryFn: ({ signal }) => takeStartUpAnswer(memberKey(id), () => askMember(id, signal)),
    retry: noRetryOn4xx,
  });

/**
 * A profile asked for at start-up under its screen's key, and beside it the partner panels it shows
 * (a partner's only), which need not wait for it: a member's profile and Your Profile alike.
 */
export function askProfileAtStartUp(input: {
  key: QueryKey;
  profile: Promise<{ role: string }>;
  personId: number;
  viewer: SessionUser;
}): void {
  askAtStartUp(input.key, () => input.profile);
  partnerPanelsData({
    partnerId: input.personId,
    showsFinancials: holds(input.viewer, 'ViewFinancials'),
    isPartner: input.profile.then((person) => person.role === 'Partner'),
  });
}

/** The profile, and beside it the partner panels it shows. */
export const memberProfileData: ScreenData = ({ params, viewer }) => {
  const id = placeId(params.Id);
  if (id !== null) askProfileAtStartUp({ key: memberKey(id), profile: askMember(id), personId: id, viewer });
};
