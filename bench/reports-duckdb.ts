// The Financial report as plain SQL on DuckDB, over the same rows the portal loads: a speed yardstick
// for the in-process engine and an independent cross-check of its figures (docs/metrics.md).
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { ReportSource } from '../apps/server/src/features/reports/report-source.ts';

type ColumnType = 'INTEGER' | 'DOUBLE' | 'VARCHAR' | 'BOOLEAN';

async function load<T>(
  c: DuckDBConnection,
  table: string,
  columns: [keyof T & string, ColumnType][],
  rows: T[],
) {
  await c.run(`create table ${table} (${columns.map(([name, type]) => `"${name}" ${type}`).join(', ')})`);
  const appender = await c.createAppender(table);
  for (const row of rows) {
    for (const [name, type] of columns) {
      const value = row[name] as unknown;
      if (value === null || value === undefined) appender.appendNull();
      else if (type === 'INTEGER') appender.appendInteger(value as number);
      else if (type === 'DOUBLE') appender.appendDouble(value as number);
      else if (type === 'BOOLEAN') appender.appendBoolean(value as boolean);
      else appender.appendVarchar(String(value));
    }
    appender.endRow();
  }
  appender.closeSync();
}

/** Prepared once, like the engine's store: USD amounts, per-assignment facts, assignment-user pairs. */
const PREPARE = (currency: string) => `
create table fx as select cast("month" as date) mo, upper(currency) currency, "unitsPerUsd" units from r_fx;
create table fx_first as select currency, arg_min(units, mo) units from fx group by currency;
create table inv0 as select id, "assignmentId" assignment_id, cast("invoiceDate" as date) d,
  cast(date_trunc('month', cast("invoiceDate" as date)) as date) m, amount, upper(currency) currency from r_invoices;
create table inv as select i.id, i.assignment_id, i.d, i.m, i.amount,
    1.0 / coalesce(f.units, ff.units, 1) usd_per_unit
  from inv0 i asof left join fx f on f.currency = i.currency and i.m >= f.mo
  left join fx_first ff on ff.currency = i.currency;
create table months as select distinct m from inv;
create table rates as select ms.m, coalesce(f.units, ff.units, 1) r
  from months ms asof left join (select * from fx where currency = '${currency}') f on ms.m >= f.mo
  left join (select * from fx_first where currency = '${currency}') ff on true;
create table spl as select s."invoiceId" invoice_id, s."userId" user_id, i.assignment_id, i.d, i.m,
    s.amount * i.usd_per_unit take_usd, i.amount * i.usd_per_unit inv_usd
  from r_splits s join inv i on i.id = s."invoiceId";
create table director as select a.id from r_assignments a where exists (
  select 1 from r_subsectors s where s."isDirectorSearch" and (s.id = a."subsectorId" or s.id in (
    select c."groupId" from r_codes c where c."groupKind" = 'subsector'
      and (c."industryId" = a."industryId" or c."functionId" = a."functionId"))));
create table asg as
  with tot as (select assignment_id, sum(amount * usd_per_unit) total_usd, sum(amount * usd_per_unit * r.r) total_viewer
               from inv join rates r using (m) group by 1),
       team as (select "assignmentId" assignment_id, count(*) filter (where role = 'D') dev,
                       count(*) filter (where role = 'H') han from r_team group by 1)
  select a.id, coalesce(t.total_usd, 0) total_usd, coalesce(t.total_viewer, 0) total_viewer,
    coalesce(tm.dev, 0) + coalesce(tm.han, 0) > 1 and coalesce(t.total_usd, 0) <> 0 teaming,
    cast(a."dateTaken" as date) taken, cast(a."statusDate" as date) status_d, a.status = 'F' is_f,
    case a."searchType" when 'Executive' then 'E' when 'IM' then 'I' else 'C' end split, a."onStrategy" on_strategy,
    a."searchType" = 'Executive' and not a."isSearchGuarantee" and not a."isAdditionalPlacement"
      and not a."excludeFromAverage" and a.id not in (select id from director) in_avg,
    date_diff('day', cast(a."dateTaken" as date), cast(a."statusDate" as date)) ttf
  from r_assignments a left join tot t on t.assignment_id = a.id left join team tm on tm.assignment_id = a.id;
create table pairs as
  with u as (select "assignmentId" assignment_id, "userId" user_id from r_team
             union select assignment_id, user_id from spl),
       pb as (select assignment_id, user_id, sum(take_usd) usd from spl group by all)
  select u.assignment_id, u.user_id,
    case when a.total_usd = 0 then 0 else coalesce(pb.usd, 0) / a.total_usd end sh
  from u join asg a on a.id = u.assignment_id
  left join pb on pb.assignment_id = u.assignment_id and pb.user_id = u.user_id;
create table user_region as select u.id user_id, coalesce(l."regionId", 0) region_id
  from r_users u left join r_locations lo on lo.id = u."locationId" left join r_licenses l on l.id = lo."licenseId";
`;

/** One report period: each query returns rows keyed by scope ('all', 'region', or a month field) and group. */
const QUERIES = (s: string, e: string) => {
  const inRange = (col: string) => `${col} between date '${s}' and date '${e}'`;
  const taken = `a.total_usd <> 0 and ${inRange('a.taken')}`;
  const filled = `a.is_f and a.total_usd <> 0 and ${inRange('a.status_d')}`;
  return {
    billings: `
      select case when grouping(ur.region_id) = 0 then 'region' when grouping(s.m) = 0 then 'invoiceMonth' else 'all' end as scope,
        coalesce(cast(ur.region_id as varchar), strftime(s.m, '%Y-%m'), '') as grp,
        sum(s.take_usd * r.r) as "totalBillings",
        coalesce(sum(s.take_usd * r.r) filter (where a.split = 'E'), 0) as executive,
        coalesce(sum(s.take_usd * r.r) filter (where a.split = 'C'), 0) as consulting,
        coalesce(sum(s.take_usd * r.r) filter (where a.split = 'I'), 0) as im,
        coalesce(sum(s.take_usd * r.r) filter (where a.on_strategy), 0) as "strategyBillings",
        coalesce(sum(s.take_usd * r.r) filter (where a.teaming), 0) as "teamingRevenue"
      from spl s join asg a on a.id = s.assignment_id join rates r on r.m = s.m join user_region ur on ur.user_id = s.user_id
      where ${inRange('s.d')}
      group by grouping sets ((), (ur.region_id), (s.m))`,
    teamingValue: `
      with t as (select distinct ur.region_id, s.invoice_id, s.m, s.inv_usd * r.r as v
                 from spl s join asg a on a.id = s.assignment_id join rates r on r.m = s.m
                 join user_region ur on ur.user_id = s.user_id where a.teaming and ${inRange('s.d')})
      select 'all' as scope, '' as grp, sum(v) as "teamingValue" from (select distinct invoice_id, v from t)
      union all select 'region', cast(region_id as varchar), sum(v) from t group by region_id
      union all select 'invoiceMonth', strftime(m, '%Y-%m'), sum(v) from (select distinct invoice_id, m, v from t) group by m`,
    counts: `
      with p as (select ur.region_id, p.sh, a.teaming, a.on_strategy, (${taken}) as tk, (${filled}) as fl,
                   date_trunc('month', a.taken) as tm, date_trunc('month', a.status_d) as sm
                 from pairs p join asg a on a.id = p.assignment_id join user_region ur on ur.user_id = p.user_id
                 where (${taken}) or (${filled}))
      select case when grouping(region_id) = 0 then 'region' else 'all' end as scope, coalesce(cast(region_id as varchar), '') as grp,
        coalesce(sum(sh) filter (where tk), 0) as "assignmentsTaken", coalesce(sum(sh) filter (where tk and teaming), 0) as "teamingTaken",
        coalesce(sum(sh) filter (where tk and on_strategy), 0) as "strategyTaken",
        coalesce(sum(sh) filter (where fl), 0) as "assignmentsFilled", coalesce(sum(sh) filter (where fl and teaming), 0) as "teamingFilled"
      from p group by grouping sets ((), (region_id))
      union all select 'takenMonth', strftime(tm, '%Y-%m'), sum(sh), coalesce(sum(sh) filter (where teaming), 0),
        coalesce(sum(sh) filter (where on_strategy), 0), null, null from p where tk group by tm
      union all select 'statusMonth', strftime(sm, '%Y-%m'), null, null, null, sum(sh),
        coalesce(sum(sh) filter (where teaming), 0) from p where fl group by sm`,
    averages: `
      with f as (select distinct ur.region_id, a.id, a.ttf, a.in_avg, a.total_viewer, date_trunc('month', a.status_d) as sm
                 from pairs p join asg a on a.id = p.assignment_id join user_region ur on ur.user_id = p.user_id
                 where ${filled})
      select 'all' as scope, '' as grp, avg(ttf) as "timeToFill", avg(total_viewer) filter (where in_avg) as "filledJobValue"
        from (select distinct id, ttf, in_avg, total_viewer from f)
      union all select 'region', cast(region_id as varchar), avg(ttf), avg(total_viewer) filter (where in_avg) from f group by region_id
      union all select 'statusMonth', strftime(sm, '%Y-%m'), avg(ttf), avg(total_viewer) filter (where in_avg)
        from (select distinct id, sm, ttf, in_avg, total_viewer from f) group by sm`,
  };
};

/** scope → group → metric → value (null when the metric has no data there). */
export type DuckFigures = Map<string, Map<string, Record<string, number | null>>>;

export interface DuckReports {
  run(range: { startDate: string; endDate: string }): Promise<DuckFigures>;
  close(): void;
}

export async function createDuckReports(source: ReportSource, currency: string): Promise<DuckReports> {
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  await load(
    c,
    'r_users',
    [
      ['id', 'INTEGER'],
      ['locationId', 'INTEGER'],
    ],
    source.users,
  );
  await load(
    c,
    'r_locations',
    [
      ['id', 'INTEGER'],
      ['licenseId', 'INTEGER'],
    ],
    source.locations,
  );
  await load(
    c,
    'r_licenses',
    [
      ['id', 'INTEGER'],
      ['regionId', 'INTEGER'],
    ],
    source.licenses,
  );
  await load(
    c,
    'r_subsectors',
    [
      ['id', 'INTEGER'],
      ['isDirectorSearch', 'BOOLEAN'],
    ],
    source.subsectors,
  );
  const codeColumns: [keyof ReportSource['groupCodes'][number], ColumnType][] = [
    ['groupKind', 'VARCHAR'],
    ['groupId', 'INTEGER'],
    ['industryId', 'INTEGER'],
    ['functionId', 'INTEGER'],
  ];
  await load(c, 'r_codes', codeColumns, source.groupCodes);
  const assignmentColumns: [keyof ReportSource['assignments'][number], ColumnType][] = [
    ['id', 'INTEGER'],
    ['functionId', 'INTEGER'],
    ['industryId', 'INTEGER'],
    ['subsectorId', 'INTEGER'],
    ['searchType', 'VARCHAR'],
    ['status', 'VARCHAR'],
    ['statusDate', 'VARCHAR'],
    ['dateTaken', 'VARCHAR'],
    ['onStrategy', 'BOOLEAN'],
    ['excludeFromAverage', 'BOOLEAN'],
    ['isSearchGuarantee', 'BOOLEAN'],
    ['isAdditionalPlacement', 'BOOLEAN'],
  ];
  await load(c, 'r_assignments', assignmentColumns, source.assignments);
  await load(
    c,
    'r_team',
    [
      ['assignmentId', 'INTEGER'],
      ['userId', 'INTEGER'],
      ['role', 'VARCHAR'],
    ],
    source.assignmentUsers,
  );
  const invoiceColumns: [keyof ReportSource['invoices'][number], ColumnType][] = [
    ['id', 'INTEGER'],
    ['assignmentId', 'INTEGER'],
    ['invoiceDate', 'VARCHAR'],
    ['amount', 'DOUBLE'],
    ['currency', 'VARCHAR'],
  ];
  await load(c, 'r_invoices', invoiceColumns, source.invoices);
  await load(
    c,
    'r_splits',
    [
      ['invoiceId', 'INTEGER'],
      ['userId', 'INTEGER'],
      ['amount', 'DOUBLE'],
    ],
    source.splits,
  );
  await load(
    c,
    'r_fx',
    [
      ['month', 'VARCHAR'],
      ['currency', 'VARCHAR'],
      ['unitsPerUsd', 'DOUBLE'],
    ],
    source.fxRates,
  );
  await c.run(PREPARE(currency.toUpperCase().replace(/[^A-Z]/g, '')));

  return {
    async run(range) {
      const figures: DuckFigures = new Map();
      for (const query of Object.values(QUERIES(range.startDate, range.endDate))) {
        const reader = await c.runAndReadAll(query);
        for (const row of reader.getRowObjectsJS()) {
          const { scope, grp, ...values } = row as Record<string, unknown>;
          const byGroup = figures.get(String(scope)) ?? new Map<string, Record<string, number | null>>();
          figures.set(String(scope), byGroup);
          const entry = byGroup.get(String(grp)) ?? {};
          for (const [key, value] of Object.entries(values)) {
            if (value !== null) entry[key] = Number(value);
            else if (!(key in entry)) entry[key] = null;
          }
          byGroup.set(String(grp), entry);
        }
      }
      return figures;
    },
    close: () => {
      c.closeSync();
      instance.closeSync();
    },
  };
}
