import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const db = await PGlite.create('/tmp/el-copy/pglite', { extensions: { pg_trgm, unaccent } });
const ids = (await db.query<{ id: number }>('select id from companies order by random() limit 4000')).rows.map((r) => r.id);
const arr = `{${ids.join(',')}}`;
const cols = `c.id as "Id", c.name as company, case when c.parent_id is null or c.parent_id = c.id then null else pc.name end as parent, case when c.parent_id is null or c.parent_id = c.id then null else pc.id end as "parentId", coalesce(pc.is_key_account and c.parent_id <> c.id, false) as "parentIsKeyAccount", c.is_key_account as "IsKeyAccount", case when o.id is null then null else o.first_name || ' ' || o.last_name end as owner, o.id as "ownerId", c.status, c.off_limits_date::text as "offLimitsDate", c.invenias_id as "inveniasId", c.zoominfo_id as "zoominfoId"`;
const joins = 'left join companies pc on pc.id = c.parent_id left join users o on o.id = c.owner_user_id';
async function time(label: string, q: string, params: unknown[]) {
  const cpu: number[] = [];
  for (let i = 0; i < 6; i++) { const c = process.cpuUsage(); await db.query(q, params); const d = process.cpuUsage(c); cpu.push((d.user + d.system) / 1000); }
  cpu.sort((a, b) => a - b);
  console.log(label.padEnd(14), 'cpu ms min', cpu[0].toFixed(1), 'median', cpu[3].toFixed(1));
}
await time('old page', `select ${cols}, count(*) over ()::int as total from companies c ${joins} where true and c.id = any($1::int[]) order by lower(c.name) asc nulls last, c.id asc offset 1000 limit 1000`, [arr]);
await time('order joined', `select c.id from companies c ${joins} where true and c.id = any($1::int[]) order by lower(c.name) asc nulls last, c.id asc`, [arr]);
await time('order bare', `select c.id from companies c where c.id = any($1::int[]) order by lower(c.name) asc nulls last, c.id asc`, [arr]);
await time('rows 1000', `select ${cols} from companies c ${joins} where true and c.id = any($1::int[])`, [`{${ids.slice(0, 1000).join(',')}}`]);
await time('rows 250', `select ${cols} from companies c ${joins} where true and c.id = any($1::int[])`, [`{${ids.slice(0, 250).join(',')}}`]);
await time('rows 25', `select ${cols} from companies c ${joins} where true and c.id = any($1::int[])`, [`{${ids.slice(0, 25).join(',')}}`]);
