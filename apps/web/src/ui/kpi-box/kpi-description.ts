export type KpiTone = 'up' | 'down' | 'flat';

/** How a screen reader hears the arrow. */
export const TONE_WORDS: Record<KpiTone, string> = { up: 'up', down: 'down', flat: 'unchanged' };

export interface KpiComparison {
  /** The compare period's figure, formatted: shown as "vs {value}". */
  value: string;
  /** The change, formatted: "+10%", "-100%", "0%". */
  changeLabel: string;
  tone: KpiTone;
}

/** The whole box in one sentence, for a box that is a button (its name replaces its text). */
export function describeKpi(options: {
  label: string;
  value: string;
  comparison?: KpiComparison | null;
}): string {
  const { label, value, comparison } = options;
  if (!comparison) return `${label}: ${value}`;
  return `${label}: ${value}, ${TONE_WORDS[comparison.tone]} ${comparison.changeLabel} vs ${comparison.value}`;
}
