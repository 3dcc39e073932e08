// The Excel workbook's file name (spec 2 §7); the server builds the workbook itself.

/** spec 2 §7: MMDDYYYY-hhmm, the report type and "report.xlsx" (the user's local time). */
export function workbookFileName(now: Date, type = 'Financial'): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${two(now.getMonth() + 1)}${two(now.getDate())}${now.getFullYear()}-${two(now.getHours())}${two(now.getMinutes())}`;
  return `${stamp} ${type} report.xlsx`;
}
