// Times in the outbox and jobs tables, in the reader's locale ("29 Nov 2026, 08:00").
const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(timestamp: string | null): string {
  if (!timestamp) return '—';
  const date = new Date(timestamp.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? timestamp : format.format(date);
}
