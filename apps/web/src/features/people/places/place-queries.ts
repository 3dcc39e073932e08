// The place screens' queries, shared by the screens and by start-up, which asks for a place screen's
// data as soon as someone is signed in, beside the screen's code (core/routes/lazy-screen.ts).
// Part of the start-up bundle, so the calls go by address, without the contracts' schemas.
import type { peopleEndpoints } from '@atrium/contracts';
import { recordScreenAddresses } from '@atrium/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { address } from '../../../api/endpoint-address.ts';
import type { ScreenData } from '../../../core/routes/lazy-screen.ts';
import { askAtStartUp, takeStartUpAnswer } from '../../../core/routes/start-up-answers.ts';

/** The first page of a place directory lists every place of the demo firm and more. */
export const PLACES_PAGE = 200;

export const placeAddresses = {
  locations: address<typeof peopleEndpoints.locations>(recordScreenAddresses.locations),
  location: address<typeof peopleEndpoints.location>(recordScreenAddresses.location),
  licenses: address<typeof peopleEndpoints.licenses>(recordScreenAddresses.licenses),
  license: address<typeof peopleEndpoints.license>(recordScreenAddresses.license),
  member: address<typeof peopleEndpoints.member>(recordScreenAddresses.member),
};

/** A 4xx answer (unknown or malformed id) is not retried. */
export const noRetryOn4xx = (count: number, error: Error) =>
  !(isApiError(error) && error.status < 500) && count < 2;

/** The route's `:Id` as a record id, or null when it is not one. */
export function placeId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const locationKey = (id: number) => ['people', 'location', id] as const;
const licenseKey = (id: number) => ['people', 'license', id] as const;
const licensesKey = ['people', 'licenses'] as const;
const locationsKey = (search: string) => ['people', 'locations', search] as const;

const askLocation = (id: number, signal?: AbortSignal) =>
  callEndpoint(placeAddresses.location, { params: { id }, signal });
const askLicense = (id: number, signal?: AbortSignal) =>
  callEndpoint(placeAddresses.license, { params: { id }, signal });
const askLicenses = (signal?: AbortSignal) =>
  callEndpoint(placeAddresses.licenses, { query: { region: [], limit: PLACES_PAGE }, signal });
const askLocations = (search: string, signal?: AbortSignal) =>
  callEndpoint(placeAddresses.locations, {
    query: { region: [], license: [], search, limit: PLACES_PAGE },
    signal,
  });

export const locationQuery = (id: number) =>
  queryOptions({
    queryKey: locationKey(id),
    queryFn: ({ signal }) => takeStartUpAnswer(locationKey(id), () => askLocation(id, signal)),
    retry: noRetryOn4xx,
  });

export const licenseQuery = (id: number) =>
  queryOptions({
    queryKey: licenseKey(id),
    queryFn: ({ signal }) => takeStartUpAnswer(licenseKey(id), () => askLicense(id, signal)),
    retry: noRetryOn4xx,
  });

export const licensesQuery = () =>
  queryOptions({
    queryKey: licensesKey,
    queryFn: ({ signal }) => takeStartUpAnswer(licensesKey, () => askLicenses(signal)),
  });

export const locationsQuery = (search: string) =>
  queryOptions({
    queryKey: locationsKey(search),
    queryFn: ({ signal }) => takeStartUpAnswer(locationsKey(search), () => askLocations(search, signal)),
  });

export const locationDetailData: ScreenData = ({ params }) => {
  const id = placeId(params.Id);
  if (id !== null) askAtStartUp(locationKey(id), () => askLocation(id));
};

export const licenseDetailData: ScreenData = ({ params }) => {
  const id = placeId(params.Id);
  if (id !== null) askAtStartUp(licenseKey(id), () => askLicense(id));
};

export const licensesData: ScreenData = () => askAtStartUp(licensesKey, () => askLicenses());

export const locationsData: ScreenData = () => askAtStartUp(locationsKey(''), () => askLocations(''));
