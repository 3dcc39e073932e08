// The assignment detail screen: the assignment, its team and its invoices with their splits, in the
// viewer's currency. Invoices and billings are read only for a viewer with ViewFinancials.
import {
  ASSIGNMENT_STATUS_NAMES,
  type AssignmentDetail,
  invoiceOrdinalLabel,
  invoiceRevisionLabel,
  SEARCH_TYPE_NAMES,
} from '@atrium/contracts';
import { notFound } from '../../platform/errors.ts';
import { seesMoney } from '../../platform/http.ts';
import { pictureIdOf } from '../people/index.ts';
import * as detailRepo from './assignment-detail.repo.ts';
import { findViewer } from './listing-viewer.ts';
import type { MclContext } from './mcl.service.ts';

const DAY_MS = 86_400_000;
const cents = (n: number) => Math.round(n * 100) / 100;

export async function getAssignment(ctx: MclContext, input: { id: number }): Promise<AssignmentDetail> {
  const found = await detailRepo.findAssignment(ctx.db, input.id);
  if (!found) throw notFound('This assignment does not exist.');
  const viewer = await findViewer(ctx);
  const withMoney = seesMoney(ctx.user);
  const [team, splitRows] = await Promise.all([
    detailRepo.listTeam(ctx.db, found.Id),
    withMoney ? detailRepo.listInvoiceSplits(ctx.db, found.Id, viewer.currency) : [],
  ]);
  const invoices = new Map<number, NonNullable<AssignmentDetail['invoices']>[number]>();
  let billings = 0;
  for (const r of splitRows) {
    let invoice = invoices.get(r.invoiceId);
    if (!invoice) {
      invoice = {
        Id: r.invoiceId,
        invoiceDate: r.invoiceDate,
        ordinal: r.ordinal,
        ordinalLabel: invoiceOrdinalLabel(r.ordinal),
        revision: r.revision,
        revisionLabel: invoiceRevisionLabel(r.revision),
        amount: Number(r.invoiceAmount),
        currency: r.currency,
        amountConverted: cents(Number(r.invoiceAmount) * Number(r.factor)),
        splits: [],
      };
      invoices.set(r.invoiceId, invoice);
    }
    if (r.userId !== null && r.amount !== null) {
      const converted = Number(r.amount) * Number(r.factor);
      billings += converted;
      invoice.splits.push({
        userId: r.userId,
        name: r.name ?? '',
        percentage: Number(r.percentage ?? 0),
        amount: Number(r.amount),
        amountConverted: cents(converted),
      });
    }
  }
  const isFilled = found.status === 'F';
  const filledDate = isFilled ? (found.markedFilledDate ?? found.statusDate) : null;
  const timeToFill =
    isFilled && found.dateTaken
      ? (Date.parse(`${found.statusDate}T00:00:00Z`) - Date.parse(`${found.dateTaken}T00:00:00Z`)) / DAY_MS
      : null;
  return {
    Id: found.Id,
    displayId: found.displayId,
    jobTitle: found.jobTitle,
    company: found.company,
    companyId: found.companyId,
    isKeyAccount: found.isKeyAccount,
    industry: found.industry,
    function: found.function,
    practiceGroup: found.practiceGroup,
    subsector: found.subsector,
    searchType: found.searchType,
    searchTypeName: SEARCH_TYPE_NAMES[found.searchType],
    assignmentType: found.assignmentType,
    location: found.location,
    locationId: found.locationId,
    status: found.status,
    statusName: ASSIGNMENT_STATUS_NAMES[found.status],
    statusDate: found.statusDate,
    dateTaken: found.dateTaken,
    createdDate: found.createdDate,
    filledDate,
    timeToFill,
    onStrategy: found.onStrategy,
    ...(withMoney ? { totalBillings: billings } : {}),
    team: team.map(({ photoPath, ...m }) => ({
      ...m,
      percentage: Number(m.percentage),
      pictureId: pictureIdOf(m.userId, photoPath),
    })),
    ...(withMoney ? { invoices: [...invoices.values()] } : {}),
    currency: viewer.currency,
  };
}
