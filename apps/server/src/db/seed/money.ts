// Exact money arithmetic for generated data: amounts are integers in minor units (cents, or whole
// yen), percentages integers in hundredths of a percent, so team shares sum to exactly 100.00 and
// invoice splits to exactly the invoice amount (spec 2 §9 sums them both ways).

/** Currencies invoiced without decimals. */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CLP']);

/** Minor units per major unit: 100 for cents, 1 for yen. */
export const minorPerMajor = (currency: string) => (ZERO_DECIMAL.has(currency) ? 1 : 100);

/** 12345 cents → '123.45'; works for negatives. The database column is numeric(14,2). */
export function formatMinor(minor: number, currency: string): string {
  const perMajor = minorPerMajor(currency);
  const cents = minor * (100 / perMajor);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 3333 hundredths → '33.33'. */
export const formatPercent = (hundredths: number) => formatMinor(hundredths, 'USD');

/** Rounds a major-unit amount to about four significant figures, as a fee letter would. */
export function roundFee(major: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(major, 1))) - 3);
  return Math.max(step, Math.round(major / step) * step);
}

/**
 * Splits `totalMinor` by shares in hundredths of a percent (summing to 10,000). Each share is cut
 * to the minor unit (toward zero); the remainder goes to the first share so the parts always add
 * up to the total.
 */
export function splitByPercent(totalMinor: number, hundredths: readonly number[]): number[] {
  const parts = hundredths.map((h) => Math.trunc((totalMinor * h) / 10_000));
  const remainder = totalMinor - parts.reduce((sum, part) => sum + part, 0);
  if (parts.length > 0) parts[0] += remainder;
  return parts;
}

/**
 * Divides 100.00% among `count` people in hundredths. `leadShare` (hundredths) goes to the first;
 * the rest is divided evenly, leftovers of the integer division to the earliest members.
 */
export function divideShares(count: number, leadShare: number): number[] {
  if (count === 1) return [10_000];
  const rest = 10_000 - leadShare;
  const each = Math.floor(rest / (count - 1));
  const shares = [leadShare, ...Array.from({ length: count - 1 }, () => each)];
  let leftover = rest - each * (count - 1);
  for (let i = 1; leftover > 0; i = (i % (count - 1)) + 1, leftover--) shares[i] += 1;
  return shares;
}
