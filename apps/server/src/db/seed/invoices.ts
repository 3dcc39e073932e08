// Invoices for taken assignments and their per-partner splits. A retained search bills its fee
// in installments (thirds, often plus a final fee adjustment); consulting bills per phase, interim
// management monthly. Amounts are in the assignment office's currency; no invoice is dated after
// `today`, so the most recent searches have billed only their first installments, or nothing yet.
import type { invoiceSplits, invoices } from '../schema/index.ts';
import type { AssignmentPlan } from './assignments.ts';
import type { IdAllocator } from './bulk-insert.ts';
import { fromDayNumber, toDayNumber } from './dates.ts';
import type { FxTable } from './fx.ts';
import { formatMinor, formatPercent, minorPerMajor, roundFee, splitByPercent } from './money.ts';
import type { Random } from './random.ts';

export interface InvoiceResult {
  invoices: (typeof invoices.$inferInsert)[];
  invoiceSplits: (typeof invoiceSplits.$inferInsert)[];
}

interface Installment {
  /** Days after the date taken. */
  offset: number;
  minor: number;
  ordinal: number;
  revision: number;
}

interface InvoiceDraft extends Installment {
  plan: AssignmentPlan;
  /** Invoice date as a day number: compared and sorted as a number, formatted once. */
  day: number;
}

/** Equal parts in minor units; the last part absorbs the division remainder. */
function equalParts(totalMinor: number, count: number): number[] {
  const part = Math.floor(totalMinor / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? totalMinor - part * (count - 1) : part));
}

function schedule(random: Random, plan: AssignmentPlan, feeMinor: number, perMajor: number): Installment[] {
  const out: Installment[] = [];
  if (plan.searchType === 'Executive') {
    const count = random.weighted([
      { value: 3, weight: 55 },
      { value: 4, weight: 35 },
      { value: 2, weight: 7 },
      { value: 1, weight: 3 },
    ]);
    const retainers = equalParts(feeMinor, Math.min(count, 3));
    const offsets = [random.int(1, 21), random.int(30, 50), random.int(60, 95)];
    for (const [i, minor] of retainers.entries())
      out.push({ offset: offsets[i], minor, ordinal: i + 1, revision: 0 });
    if (count === 4) {
      // A closing invoice: the fee adjustment when the placed executive's package exceeded the
      // estimate, otherwise the search's indirect expenses.
      const share = plan.status === 'F' ? 0.05 + random.float() * 0.1 : 0.03 + random.float() * 0.03;
      const minor = roundFee((feeMinor / perMajor) * share) * perMajor;
      out.push({ offset: random.int(100, 220), minor, ordinal: 4, revision: 0 });
    }
  } else {
    const isInterim = plan.searchType === 'IM';
    const count = isInterim
      ? random.int(2, 4)
      : random.weighted([
          { value: 1, weight: 30 },
          { value: 2, weight: 40 },
          { value: 3, weight: 30 },
        ]);
    let offset = isInterim ? random.int(20, 35) : random.int(1, 30);
    equalParts(feeMinor, count).forEach((minor, i) => {
      out.push({ offset, minor, ordinal: i + 1, revision: 0 });
      offset += isInterim ? 30 : random.int(30, 60);
    });
  }
  return out;
}

export function buildInvoices(
  random: Random,
  options: { plans: AssignmentPlan[]; fx: FxTable; today: string; ids: IdAllocator },
): InvoiceResult {
  const todayDay = toDayNumber(options.today);
  const drafts: InvoiceDraft[] = [];
  for (const plan of options.plans) {
    if (plan.dateTaken === null) continue;
    const perMajor = minorPerMajor(plan.currency);
    const feeMinor = roundFee(plan.feeUsd * options.fx.unitsPerUsd(plan.currency, plan.dateTaken)) * perMajor;
    const takenDay = toDayNumber(plan.dateTaken);
    const cancelledDay = plan.status === 'C' ? toDayNumber(plan.statusDate) : Number.POSITIVE_INFINITY;
    for (const installment of schedule(random, plan, feeMinor, perMajor)) {
      const day = takenDay + installment.offset;
      // A cancelled search keeps its first retainer; later installments are never raised.
      if (day > todayDay || (installment.ordinal > 1 && day > cancelledDay + 30)) break;
      drafts.push({ ...installment, plan, day });
      if (random.chance(0.1)) {
        const revisionOffset = installment.offset + random.int(10, 60);
        if (takenDay + revisionOffset <= todayDay) {
          const minor = roundFee((installment.minor / perMajor) * (0.03 + random.float() * 0.09)) * perMajor;
          drafts.push({
            offset: revisionOffset,
            minor,
            ordinal: installment.ordinal,
            revision: 1,
            plan,
            day: takenDay + revisionOffset,
          });
        }
      }
    }
  }

  // Invoice numbers run in date order, as a billing system issues them.
  drafts.sort(
    (a, b) => a.day - b.day || a.plan.id - b.plan.id || a.ordinal - b.ordinal || a.revision - b.revision,
  );
  const result: InvoiceResult = { invoices: [], invoiceSplits: [] };
  for (const draft of drafts) {
    const id = options.ids.next('invoices');
    const { currency, team } = draft.plan;
    result.invoices.push({
      id,
      sourceId: `INV-${String(id).padStart(6, '0')}`,
      assignmentId: draft.plan.id,
      invoiceDate: fromDayNumber(draft.day),
      amount: formatMinor(draft.minor, currency),
      currency,
      ordinal: draft.ordinal,
      revision: draft.revision,
    });
    const parts = splitByPercent(
      draft.minor,
      team.map((m) => m.share),
    );
    team.forEach((member, i) => {
      const splitId = options.ids.next('invoice_splits');
      result.invoiceSplits.push({
        id: splitId,
        sourceId: `SPL-${String(splitId).padStart(7, '0')}`,
        invoiceId: id,
        userId: member.userId,
        percentage: formatPercent(member.share),
        amount: formatMinor(parts[i], currency),
      });
    });
  }
  return result;
}
