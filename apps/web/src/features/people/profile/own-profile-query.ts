// Your Profile's query, shared by the screen and by start-up, which asks for your profile and the
// partner panels it shows as soon as you are signed in, beside the screen's code
// (core/routes/lazy-screen.ts). Part of the start-up bundle: the call goes by address.
import { type peopleEndpoints, recordScreenAddresses } from '@atrium/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';
import type { ScreenData } from '../../../core/routes/lazy-screen.ts';
import { takeStartUpAnswer } from '../../../core/routes/start-up-answers.ts';
import { askProfileAtStartUp } from '../directory/member-query.ts';

const OWN_PROFILE_KEY = ['people', 'profile'] as const;
const ownProfileAddress = address<typeof peopleEndpoints.profile>(recordScreenAddresses.ownProfile);
const askOwnProfile = (signal?: AbortSignal) => callEndpoint(ownProfileAddress, { signal });

export const ownProfileQuery = () =>
  queryOptions({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => takeStartUpAnswer(OWN_PROFILE_KEY, () => askOwnProfile(signal)),
  });

/** Your profile, and beside it the partner panels it shows. */
export const ownProfileData: ScreenData = ({ viewer }) =>
  askProfileAtStartUp({ key: OWN_PROFILE_KEY, profile: askOwnProfile(), personId: viewer.ID, viewer });
