// Who is looking at a listing: their office, for the 'location' scope, and the currency its amounts
// show in. The office comes with the session, which any change to the user drops (migration 0006).
import type { ServiceContext } from '../../platform/service-context.ts';
import { shownCurrency } from '../reports/shown-currency.service.ts';
import type { Viewer } from './mcl.repo.ts';

export async function findViewer(ctx: ServiceContext): Promise<Viewer> {
  const currency = await shownCurrency(ctx.db, ctx.user.Currency);
  return { userId: ctx.user.ID, locationId: ctx.user.LocationID, currency };
}
