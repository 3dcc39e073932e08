// Removing a company (spec 3 §6: site admins only): allowed only when nothing depends on it —
// no assignments, subsidiaries or invoices, and no Invenias record pointing at it.
import { COMPANY_MESSAGES } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './companies.repo.ts';
import { isRemovable, loadCompany, mclCompanyMissing } from './companies.service.ts';
import type { CompanyContext } from './company-context.ts';
import { reindexCompanies } from './company-search.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

async function assess(db: Executor, id: number) {
  const row = await repo.findCompany(db, id);
  if (!row) throw mclCompanyMissing();
  const dependants = await repo.countDependants(db, id);
  const reasons: string[] = [];
  if (dependants.assignments > 0)
    reasons.push(`It has ${plural(dependants.assignments, 'assignment', 'assignments')}.`);
  if (dependants.subsidiaries > 0)
    reasons.push(`It has ${plural(dependants.subsidiaries, 'subsidiary', 'subsidiaries')}.`);
  if (dependants.invoices > 0) reasons.push(`It has ${plural(dependants.invoices, 'invoice', 'invoices')}.`);
  if (row.inveniasId) reasons.push('It is linked to Invenias: unlink it first.');
  return { row, removable: isRemovable(row, dependants), reasons, ...dependants };
}

export async function getRemovability(ctx: CompanyContext, input: { id: number }) {
  const { row: _row, ...answer } = await assess(ctx.db, input.id);
  return answer;
}

export async function removeCompany(ctx: CompanyContext, input: { id: number }) {
  await ctx.db.transaction(async (tx) => {
    await repo.lockCompanies(tx, [input.id]);
    const { row, removable, reasons } = await assess(tx, input.id);
    if (!removable)
      throw new AppError('conflict', `This company cannot be removed. ${reasons.join(' ')}`, 409);
    const snapshot = await loadCompany(tx, row.id);
    await repo.deleteCompany(tx, row.id);
    await reindexCompanies(tx, [row.id], { withAssignments: false });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'company.remove',
      entity: 'company',
      entityId: row.id,
      detail: { company: snapshot },
    });
    await ctx.invalidateReportData(tx);
  });
  return { success: true as const, message: COMPANY_MESSAGES.removed };
}
