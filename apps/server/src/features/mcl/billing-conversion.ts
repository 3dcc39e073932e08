// Billings in the viewer's currency, converted like the reports convert (docs/metrics.md,
// "Currency"): each invoice at its month — ÷ units per USD of the invoice currency, × units per USD
// of the viewer's. SQL fragments over an invoice `i`.
import { type SQL, sql } from 'drizzle-orm';

/**
 * Units of `currency` per USD in `month`: that month's rate (`exact`), else the latest earlier
 * month's, else the earliest later one's; 1 for a currency without rates (read as USD).
 */
const unitsPerUsd = (exact: SQL, currency: SQL, month: SQL) => sql`coalesce(${exact},
  (select f.units_per_usd::float8 from fx_rates f where f.currency = ${currency} and f.month <= ${month}
    order by f.month desc limit 1),
  (select f.units_per_usd::float8 from fx_rates f where f.currency = ${currency} order by f.month limit 1),
  1)`;

const MONTH = sql`date_trunc('month', i.invoice_date)::date`;

/** Factor turning an amount in the invoice currency into the viewer's currency (uses `i`, `fx`, `vx`). */
/** Units of the invoice currency per USD in the invoice month (uses `i`, `fx`): divide to get USD. */
export const invoiceUnitsPerUsd = (): SQL =>
  unitsPerUsd(sql`fx.units_per_usd::float8`, sql`upper(i.currency)`, MONTH);

export function conversion(currency: string): SQL {
  const toUsd = invoiceUnitsPerUsd();
  const toViewer =
    currency === 'USD' ? sql`1::float8` : unitsPerUsd(sql`vx.units_per_usd::float8`, sql`${currency}`, MONTH);
  return sql`(${toViewer} / ${toUsd})`;
}
export const rateJoins = (currency: string) => sql`
  left join fx_rates fx on fx.month = ${MONTH} and fx.currency = upper(i.currency)
  left join fx_rates vx on vx.month = ${MONTH} and vx.currency = ${currency}`;
