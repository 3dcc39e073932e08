// The people module (spec 1 §2.1 directory routes, spec 3 §2.3–§2.6): the member,
// location and license directories, profiles and Your Profile, and the people widgets.
// Screens and widget types load on demand.
import { lazyScreen } from '../../core/routes/lazy-screen.ts';
import { membersData } from './directory/member-list-queries.ts';
import { memberProfileData } from './directory/member-query.ts';
import {
  licenseDetailData,
  licensesData,
  locationDetailData,
  locationsData,
} from './places/place-queries.ts';
import { ownProfileData } from './profile/own-profile-query.ts';

export const MembersScreen = lazyScreen(
  () => import('./directory/MembersScreen.tsx').then((m) => m.MembersScreen),
  { data: membersData },
);

export const MemberProfileScreen = lazyScreen(
  () => import('./directory/MemberProfileScreen.tsx').then((m) => m.MemberProfileScreen),
  { data: memberProfileData },
);

export const YourProfileScreen = lazyScreen(
  () => import('./profile/YourProfileScreen.tsx').then((m) => m.YourProfileScreen),
  { data: ownProfileData },
);

export const LocationsScreen = lazyScreen(
  () => import('./places/LocationsScreen.tsx').then((m) => m.LocationsScreen),
  { data: locationsData },
);

export const LicensesScreen = lazyScreen(
  () => import('./places/LicensesScreen.tsx').then((m) => m.LicensesScreen),
  { data: licensesData },
);

export const LocationDetailScreen = lazyScreen(
  () => import('./places/PlaceDetailScreen.tsx').then((m) => m.LocationDetailScreen),
  { data: locationDetailData },
);

export const LicenseDetailScreen = lazyScreen(
  () => import('./places/PlaceDetailScreen.tsx').then((m) => m.LicenseDetailScreen),
  { data: licenseDetailData },
);

export const UserReportScreen = lazyScreen(() =>
  import('./report/PeopleReportScreen.tsx').then((m) => m.UserReportScreen),
);

export const LicenseReportScreen = lazyScreen(() =>
  import('./report/PeopleReportScreen.tsx').then((m) => m.LicenseReportScreen),
);

export const LocationReportScreen = lazyScreen(() =>
  import('./report/PeopleReportScreen.tsx').then((m) => m.LocationReportScreen),
);

/** The people widget types, loaded with the widget registry. */
export const loadPeopleWidgetTypes = () =>
  import('./widgets/people-widgets.ts').then((m) => ({
    memberList: m.memberListWidget,
    memberListPromo: m.memberListPromoWidget,
    newPartners: m.newPartnersWidget,
    userIntro: m.userIntroWidget,
    colleagueFinder: m.colleagueFinderWidget,
    atAGlance: m.atAGlanceWidget,
  }));
