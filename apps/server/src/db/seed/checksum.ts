// A fingerprint of the generated business data, to prove that the same seed gives the same firm
// (the test compares two fresh databases; the CLI prints it for runs on different machines).
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

/** Key columns per table; timestamps the database stamps itself and password hashes are left out. */
const FINGERPRINTED: Record<string, string> = {
  users:
    'id, source_id, uuid, email, first_name, last_name, title, role, status_id, location_id, currency, hire_date, inactive_date',
  companies:
    'id, source_id, name, parent_id, is_key_account, owner_user_id, status, off_limits_date, invenias_id',
  assignments:
    'id, source_id, display_id, job_title, company_id, function_id, industry_id, location_id, subsector_id, search_type, status, status_date, date_taken, created_date, on_strategy, exclude_from_average',
  assignment_users: 'id, assignment_id, user_id, role, percentage',
  invoices: 'id, source_id, assignment_id, invoice_date, amount, currency, ordinal, revision',
  invoice_splits: 'id, source_id, invoice_id, user_id, percentage, amount',
  fx_rates: 'month, currency, units_per_usd',
};

/** md5 per table over its rows in key order, plus `all` combining them. */
export async function checksumDemoFirm(database: Database): Promise<Record<string, string>> {
  const parts = Object.entries(FINGERPRINTED).map(([table, columns]) => {
    const order = table === 'fx_rates' ? 'month, currency' : 'id';
    return `(select coalesce(md5(string_agg(concat_ws('|', ${columns}), E'\\n' order by ${order})), '') from "${table}") as "${table}"`;
  });
  const [sums] = rows<Record<string, string>>(
    await database.db.execute(sql.raw(`select ${parts.join(', ')}`)),
  );
  const all = Object.keys(FINGERPRINTED)
    .map((t) => sums[t])
    .join('');
  const [combined] = rows<{ md5: string }>(await database.db.execute(sql`select md5(${all}) as md5`));
  return { ...sums, all: combined.md5 };
}
