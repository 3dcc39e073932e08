// Amounts show in the viewer's currency; one without exchange rates sees USD (docs/metrics.md).
import type { ServiceContext } from '../../platform/service-context.ts';
import { listRatedCurrencies } from './people.repo.ts';

export async function viewerCurrency(ctx: ServiceContext): Promise<string> {
  const wanted = ctx.user.Currency.toUpperCase();
  return (await listRatedCurrencies(ctx.db)).includes(wanted) ? wanted : 'USD';
}
