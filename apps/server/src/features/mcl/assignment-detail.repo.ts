// The SQL of one assignment's detail page: the assignment, its team and its invoices with each
// partner's split, amounts in the viewer's currency.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';
import { conversion, rateJoins } from './billing-conversion.ts';

export interface AssignmentDetailRecord {
  Id: number;
  displayId: string;
  jobTitle: string;
  company: string;
  companyId: number;
  isKeyAccount: boolean;
  industry: string | null;
  function: string | null;
  practiceGroup: string | null;
  subsector: string | null;
  searchType: 'Executive' | 'Consulting' | 'BLM' | 'IM';
  assignmentType: string;
  location: string;
  locationId: number;
  status: 'C' | 'E' | 'F' | 'H' | 'O' | 'S';
  statusDate: string;
  dateTaken: string | null;
  createdDate: string;
  markedFilledDate: string | null;
  onStrategy: boolean;
}

export async function findAssignment(db: Executor, id: number): Promise<AssignmentDetailRecord | undefined> {
  const [row] = rows<AssignmentDetailRecord>(
    await db.execute(sql`
      select a.id as "Id", a.display_id as "displayId", a.job_title as "jobTitle", c.name as company,
             c.id as "companyId", c.is_key_account as "isKeyAccount", ind.name as industry, fn.name as function,
             pg.name as "practiceGroup", ss.name as subsector, a.search_type as "searchType",
             a.assignment_type as "assignmentType", l.name as location, l.id as "locationId", a.status,
             a.status_date::text as "statusDate", a.date_taken::text as "dateTaken",
             a.created_date::text as "createdDate", a.marked_filled_date::text as "markedFilledDate",
             a.on_strategy as "onStrategy"
      from assignments a
      join companies c on c.id = a.company_id
      join locations l on l.id = a.location_id
      left join industries ind on ind.id = a.industry_id
      left join functions fn on fn.id = a.function_id
      left join practice_groups pg on pg.id = a.practice_group_id
      left join subsectors ss on ss.id = a.subsector_id
      where a.id = ${id}`),
  );
  return row;
}

export interface TeamRecord {
  userId: number;
  uuid: string;
  firstName: string;
  lastName: string;
  location: string | null;
  role: 'D' | 'H';
  percentage: number;
  photoPath: string | null;
}

export async function listTeam(db: Executor, assignmentId: number): Promise<TeamRecord[]> {
  return rows<TeamRecord>(
    await db.execute(sql`
      select au.user_id as "userId", u.uuid::text as uuid, u.first_name as "firstName", u.last_name as "lastName",
             l.name as location, au.role, au.percentage::float8 as percentage, u.photo_path as "photoPath"
      from assignment_users au join users u on u.id = au.user_id left join locations l on l.id = u.location_id
      where au.assignment_id = ${assignmentId}
      order by au.role, au.percentage desc, u.last_name, u.first_name, u.id`),
  );
}

export interface InvoiceSplitRecord {
  invoiceId: number;
  invoiceDate: string;
  ordinal: number;
  revision: number;
  invoiceAmount: number;
  currency: string;
  factor: number;
  userId: number | null;
  name: string | null;
  percentage: number | null;
  amount: number | null;
}

/** Each invoice with its splits (one row per split; an invoice without splits has one row of nulls). */
export async function listInvoiceSplits(
  db: Executor,
  assignmentId: number,
  currency: string,
): Promise<InvoiceSplitRecord[]> {
  return rows<InvoiceSplitRecord>(
    await db.execute(sql`
      select i.id as "invoiceId", i.invoice_date::text as "invoiceDate", i.ordinal, i.revision,
             i.amount::float8 as "invoiceAmount", upper(i.currency) as currency,
             ${conversion(currency)} as factor,
             s.user_id as "userId", u.first_name || ' ' || u.last_name as name,
             s.percentage::float8 as percentage, s.amount::float8 as amount
      from invoices i ${rateJoins(currency)}
      left join invoice_splits s on s.invoice_id = i.id
      left join users u on u.id = s.user_id
      where i.assignment_id = ${assignmentId}
      order by i.invoice_date, i.ordinal, i.revision, i.id, s.percentage desc, s.id`),
  );
}
