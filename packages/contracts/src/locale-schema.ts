// A date format as a request or reply field carries it (locales.ts lists them).
import { z } from 'zod';
import { LOCALES } from './locales.ts';

export const LocaleSchema = z.enum(LOCALES, {
  error: `Choose one of the date formats: ${LOCALES.join(', ')}.`,
});
