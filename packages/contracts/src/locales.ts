// The date formats as plain data, so the start-up bundle reads the default without loading zod
// (their schema is in locale-schema.ts).
/** The date formats a person may choose on Your Profile; every date on screen follows theirs. */
export const LOCALES = [
  'en-US',
  'en-GB',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'ja-JP',
  'zh-CN',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** The country each date format is named after in the profile's choice. */
export const LOCALE_REGIONS: Record<Locale, string> = {
  'en-US': 'United States',
  'en-GB': 'United Kingdom',
  'de-DE': 'Germany',
  'fr-FR': 'France',
  'es-ES': 'Spain',
  'it-IT': 'Italy',
  'nl-NL': 'Netherlands',
  'pt-BR': 'Brazil',
  'ja-JP': 'Japan',
  'zh-CN': 'China',
};
