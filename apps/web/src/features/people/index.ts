// The people module (issue 9; spec 1 §2.1 directory routes, spec 3 §2.3–§2.6): the member,
// location and license directories, profiles and Your Profile, and the people widgets.
// Screens and widget types load on demand.
import { lazy } from 'react';

export const MembersScreen = lazy(() =>
  import('./directory/MembersScreen.tsx').then((m) => ({ default: m.MembersScreen })),
);

export const MemberProfileScreen = lazy(() =>
  import('./directory/MemberProfileScreen.tsx').then((m) => ({ default: m.MemberProfileScreen })),
);

export const YourProfileScreen = lazy(() =>
  import('./profile/YourProfileScreen.tsx').then((m) => ({ default: m.YourProfileScreen })),
);

export const LocationsScreen = lazy(() =>
  import('./places/LocationsScreen.tsx').then((m) => ({ default: m.LocationsScreen })),
);

export const LicensesScreen = lazy(() =>
  import('./places/LicensesScreen.tsx').then((m) => ({ default: m.LicensesScreen })),
);

export const LocationDetailScreen = lazy(() =>
  import('./places/PlaceDetailScreen.tsx').then((m) => ({ default: m.LocationDetailScreen })),
);

export const LicenseDetailScreen = lazy(() =>
  import('./places/PlaceDetailScreen.tsx').then((m) => ({ default: m.LicenseDetailScreen })),
);

export const UserReportScreen = lazy(() =>
  import('./report/PeopleReportScreen.tsx').then((m) => ({ default: m.UserReportScreen })),
);

export const LicenseReportScreen = lazy(() =>
  import('./report/PeopleReportScreen.tsx').then((m) => ({ default: m.LicenseReportScreen })),
);

export const LocationReportScreen = lazy(() =>
  import('./report/PeopleReportScreen.tsx').then((m) => ({ default: m.LocationReportScreen })),
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
