// The Calendar widget's attributes (spec 1 §3: view, limitMonths, limitEvents), read with the
// spec's defaults (6 months, 10 events) so a stale or hand-edited value still loads.
import { CALENDAR_LIMITS } from '@atrium/contracts';
import { z } from 'zod';

const bounded = (limits: { min: number; max: number; default: number }) =>
  z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(limits.min).max(limits.max).default(limits.default),
    )
    .catch(limits.default);

export const CalendarAttributesSchema = z.object({
  view: z.enum(['calendar', 'list']).default('list').catch('list'),
  limitMonths: bounded(CALENDAR_LIMITS.months),
  limitEvents: bounded(CALENDAR_LIMITS.events),
});
export type CalendarAttributes = z.infer<typeof CalendarAttributesSchema>;
