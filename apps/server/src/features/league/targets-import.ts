// The targets file (docs/data-import.md): each line read and checked against the firm's partners,
// offices and practice groups; every wrong line named by its number, and nothing saved unless all
// are right.
import type { LeagueBy, TargetsImportResult } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './targets.repo.ts';

const HEADER = ['year', 'kind', 'subject', 'amount_usd'];
const KINDS: readonly LeagueBy[] = ['partner', 'office', 'practiceGroup'];

/** Splits one CSV line, with fields in double quotes holding commas or doubled quotes. */
function fields(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  out.push(current.trim());
  return out;
}

export async function importTargets(ctx: ServiceContext, csv: string): Promise<TargetsImportResult> {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = fields(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header.join(',') !== HEADER.join(',')) {
    throw new AppError('validation_failed', `Line 1: the header must be ${HEADER.join(',')}.`, 400);
  }
  const errors: string[] = [];
  const targets: { year: number; kind: LeagueBy; subjectId: number; amountUsd: number }[] = [];
  const seen = new Map<string, number>();
  for (let n = 1; n < lines.length; n++) {
    const line = lines[n] ?? '';
    if (line.trim() === '') continue;
    const at = `Line ${n + 1}`;
    const [yearText = '', kindText = '', subject = '', amountText = '', ...rest] = fields(line);
    if (rest.length > 0) {
      errors.push(`${at}: has more than 4 fields.`);
      continue;
    }
    const year = Number(yearText);
    if (!/^\d{4}$/.test(yearText) || year < 2008 || year > 2200) {
      errors.push(`${at}: the year "${yearText}" is not one from 2008 to 2200.`);
      continue;
    }
    const kind = KINDS.find((k) => k === kindText);
    if (!kind) {
      errors.push(`${at}: the kind "${kindText}" is not partner, office or practiceGroup.`);
      continue;
    }
    const amountUsd = Number(amountText);
    if (!/^\d+(\.\d{1,2})?$/.test(amountText) || amountUsd > 1e13) {
      errors.push(`${at}: the amount "${amountText}" is not a sum in USD such as 250000 or 250000.50.`);
      continue;
    }
    const matches = subject ? await repo.findSubjects(ctx.db, kind, subject) : [];
    if (matches.length !== 1) {
      errors.push(
        matches.length === 0
          ? `${at}: no ${kind} is "${subject}".`
          : `${at}: "${subject}" names ${matches.length} of the ${kind}s; give its id.`,
      );
      continue;
    }
    const subjectId = matches[0] as number;
    const key = `${year}:${kind}:${subjectId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push(`${at}: sets the same target as line ${earlier}.`);
      continue;
    }
    seen.set(key, n + 1);
    targets.push({ year, kind, subjectId, amountUsd });
  }
  if (errors.length > 0) {
    throw new AppError('validation_failed', `Nothing was saved. ${errors.join(' ')}`, 400, {
      body: { lines: errors },
    });
  }
  if (targets.length === 0) throw new AppError('validation_failed', 'The file holds no target.', 400);
  await ctx.db.transaction(async (tx) => {
    for (const target of targets) await repo.saveTarget(tx, target);
  });
  return { saved: targets.length };
}
