// Who is looking at a listing: their office, for the 'location' scope, and the currency its amounts
// show in.
import type { Executor } from '../../platform/database.ts';
import { shownCurrency } from '../reports/shown-currency.service.ts';
import { findUserLocation, type Viewer } from './mcl.repo.ts';

export async function findViewer(db: Executor, userId: number, wanted: string): Promise<Viewer> {
  const [locationId, currency] = await Promise.all([findUserLocation(db, userId), shownCurrency(db, wanted)]);
  return { userId, locationId, currency };
}
