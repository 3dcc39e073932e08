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

/** What the box shows beside the dash when the change has nothing to say. */
export const NO_CHANGE_LABEL = 'No change';

/**
 * The comparison as the box shows it: when the two figures read the same, or the change rounds to
 * nothing, there is no direction to show — a dash and "No change", not "↓ 0%" over two equal averages.
 */
export function shownComparison(value: string, comparison: KpiComparison): KpiComparison {
  const roundsToNothing = /^[+\-\u2212]?0%$/.test(comparison.changeLabel);
  if (comparison.value !== value && !roundsToNothing) return comparison;
  return { ...comparison, changeLabel: NO_CHANGE_LABEL, tone: 'flat' };
}

/** The whole box in one sentence, for a box that is a button (its name replaces its text). */
export function describeKpi(options: {
  label: string;
  value: string;
  comparison?: KpiComparison | null;
}): string {
  const { label, value, comparison } = options;
  if (!comparison) return `${label}: ${value}`;
  const shown = shownComparison(value, comparison);
  if (shown.changeLabel === NO_CHANGE_LABEL) return `${label}: ${value}, unchanged vs ${shown.value}`;
  return `${label}: ${value}, ${TONE_WORDS[shown.tone]} ${shown.changeLabel} vs ${shown.value}`;
}
