// The 'Visit' links of a company in the tracking system and the company-data provider, built on
// the addresses the brand gives for those apps.
import { brand } from '@atrium/contracts';

function appBase(label: string): string {
  const link = brand.appLinks.find((app) => app.label === label);
  return (link?.href ?? '').replace(/\/+$/, '');
}

export function inveniasUrl(inveniasId: string): string {
  return `${appBase(brand.trackingLabel)}/#/companies/${encodeURIComponent(inveniasId)}`;
}

export function zoomInfoUrl(zoominfoId: string): string {
  return `${appBase('ZoomInfo')}/#apps/profile/company/${encodeURIComponent(zoominfoId)}`;
}
