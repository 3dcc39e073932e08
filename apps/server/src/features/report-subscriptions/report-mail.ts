// The body of a report mail: the KPI boxes as lines of text (figure, change and arrow), so the mail
// reads on a phone, in the recipient's currency and locale; plain text and a simple HTML twin. The
// PDF attachment prints the same figures as a page of their own.
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

/** The report as one printable page: what it is, its period, and a table of its figures. */
export function composeReportPdfHtml(parts: Omit<ReportMailParts, 'outro'>): string {
  const rows = parts.kpis
    ? SAVED_REPORT_KPIS.flatMap(({ key }) => {
        const figure = parts.kpis?.[key];
        if (!figure) return [];
        const change =
          figure.change === null
            ? ARROWS.dash
            : `${ARROWS[figure.arrow]} ${Math.round(Math.abs(figure.change) * 100)}%`;
        return [
          `<tr><th scope="row">${escapeHtml(figure.label)}</th><td>${escapeHtml(formatFigure(figure, figure.value, parts.user))}</td><td>${escapeHtml(change)}</td><td>${escapeHtml(formatFigure(figure, figure.previous, parts.user))}</td></tr>`,
        ];
      })
    : [];
  const table = rows.length
    ? `<table><thead><tr><th>Figure</th><th>This period</th><th>Change</th><th>Compare period</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : `<p>${escapeHtml(NOT_SHARED_LINE)}</p>`;
  return [
    '<!doctype html><html><head><meta charset="utf-8"><style>',
    'body{font-family:sans-serif;color:#0b2545;margin:32px}h1{font-size:22px}p{font-size:13px}',
    'table{border-collapse:collapse;margin-top:16px;width:100%}th,td{padding:6px 10px;border-bottom:1px solid #d5dbe3;font-size:13px;text-align:right}',
    'th:first-child{text-align:left}thead th{text-align:right}thead th:first-child{text-align:left}',
    '</style></head><body>',
    `<h1>${escapeHtml(parts.heading)}</h1>`,
    ...parts.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    table,
    '</body></html>',
  ].join('');
}
