// The body of a report mail: the KPI boxes as lines of text (figure, change and arrow), so the mail
// reads on a phone, in the recipient's currency and locale; plain text and a simple HTML twin.
import { type KpiBoxes, type KpiFigure, SAVED_REPORT_KPIS, type SessionUser } from '@atrium/contracts';

const ARROWS = { up: '↑', down: '↓', dash: '–' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatFigure(figure: Pick<KpiFigure, 'kind'>, value: number, user: SessionUser): string {
  if (figure.kind === 'money') {
    return new Intl.NumberFormat(user.Locale, {
      style: 'currency',
      currency: user.Currency.toUpperCase(),
      maximumFractionDigits: 0,
    }).format(value);
  }
  const number = new Intl.NumberFormat(user.Locale, {
    maximumFractionDigits: figure.kind === 'days' ? 1 : 0,
  });
  return figure.kind === 'days' ? `${number.format(value)} days` : number.format(value);
}

/** "Total Billings: $1,250,000 ↑ 12% (compare period $1,116,071)". */
export function kpiLines(kpis: KpiBoxes, user: SessionUser): string[] {
  const lines: string[] = [];
  for (const { key } of SAVED_REPORT_KPIS) {
    const figure = kpis[key];
    if (!figure) continue;
    const change =
      figure.change === null
        ? ARROWS.dash
        : `${ARROWS[figure.arrow]} ${Math.round(Math.abs(figure.change) * 100)}%`;
    lines.push(
      `${figure.label}: ${formatFigure(figure, figure.value, user)} ${change} (compare period ${formatFigure(figure, figure.previous, user)})`,
    );
  }
  return lines;
}

export const NOT_SHARED_LINE = 'Financial figures are not shared with you.';

export interface ReportMailParts {
  heading: string;
  /** Lines about the period and the report, before the figures. */
  intro: string[];
  kpis: KpiBoxes | null;
  user: SessionUser;
  /** Lines after the figures (attachment, links). */
  outro: string[];
}

export function composeReportMail(parts: ReportMailParts): { text: string; html: string } {
  const figures = parts.kpis ? kpiLines(parts.kpis, parts.user) : [NOT_SHARED_LINE];
  const text = [parts.heading, '', ...parts.intro, '', ...figures, '', ...parts.outro].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<h2>${escapeHtml(parts.heading)}</h2>`,
    ...parts.intro.map(paragraph),
    `<ul>${figures.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...parts.outro.map(paragraph),
  ].join('\n');
  return { text, html };
}
