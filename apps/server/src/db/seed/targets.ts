// The demo firm's yearly targets (docs/metrics.md, "Target status"): what a site admin would set —
// each partner, office and practice group at its billings of the year before, raised or lowered by
// up to a fifth, so the league tables show every status on a fresh start.

import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

export async function seedDemoTargets(database: Database, today: string): Promise<number> {
  const year = Number(today.slice(0, 4));
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`with billed as (
          select u.id as user_id, u.location_id, u.practice_group_id, s.amount / f.units_per_usd as usd
          from invoice_splits s
          join invoices i on i.id = s.invoice_id
          join users u on u.id = s.user_id
          join fx_rates f on f.currency = i.currency and f.month = date_trunc('month', i.invoice_date)::date
          where i.invoice_date >= make_date(${year - 1}, 1, 1) and i.invoice_date < make_date(${year}, 1, 1)),
        subjects as (
          select 'partner' as kind, user_id as subject_id, sum(usd) as usd from billed group by user_id
          union all
          select 'office', location_id, sum(usd) from billed where location_id is not null group by location_id
          union all
          select 'practiceGroup', practice_group_id, sum(usd) from billed
            where practice_group_id is not null group by practice_group_id),
        saved as (
          insert into targets (year, kind, subject_id, amount_usd)
          select ${year}, kind, subject_id, round(usd * (0.8 + (subject_id % 5) * 0.1), -4)
          from subjects where usd >= 10000
          on conflict (year, kind, subject_id) do nothing
          returning 1)
        select count(*)::int as count from saved`,
  );
  return row?.count ?? 0;
}
