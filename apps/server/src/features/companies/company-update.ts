// A company's own fields changed by a link to an outside record, audited in the same transaction:
// the audit line never tells of a change that did not happen, nor misses one that did.
import { writeAudit } from '../../platform/audit.ts';
import * as repo from './companies.repo.ts';
import type { CompanyContext } from './company-context.ts';

export async function updateCompanyAudited(
  ctx: Pick<CompanyContext, 'db' | 'user'>,
  input: { id: number; values: repo.CompanyValues; action: string; detail: Record<string, unknown> },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.updateCompany(tx, { id: input.id, values: input.values });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: input.action,
      entity: 'company',
      entityId: input.id,
      detail: input.detail,
    });
  });
}
