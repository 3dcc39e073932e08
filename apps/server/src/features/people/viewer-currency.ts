// Amounts show in the viewer's currency; one without exchange rates sees USD (docs/metrics.md).
import type { ServiceContext } from '../../platform/service-context.ts';
import { isRatedCurrency } from './people.repo.ts';

/** One look-up of the viewer's currency: listing every rated currency cost several on a large table. */
export async function viewerCurrency(ctx: ServiceContext): Promise<string> {
  const wanted = ctx.user.Currency.toUpperCase();
  if (wanted === 'USD') return 'USD';
  return (await isRatedCurrency(ctx.db, wanted)) ? wanted : 'USD';
}
