// The attributes of the Dashboard and Dashboard Promo widgets (spec 1 §3): json (the filter list;
// absent means 'Use page filter'), fullReport ('true'/'false') and fullReportBtnText.
import { z } from 'zod';
import { FilterAttributesSchema } from '../../../../core/widgets/filter-attributes.ts';

export const DEFAULT_FULL_REPORT_TEXT = 'Full Report';

/** Attribute values are text: 'true'/'false' (any case); anything else falls back to shown. */
const textFlag = z
  .preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    return text === 'true' ? true : text === 'false' ? false : value;
  }, z.boolean())
  .catch(true);

export const DashboardWidgetAttributesSchema = FilterAttributesSchema.extend({
  fullReport: textFlag,
  fullReportBtnText: z.string().max(60).catch(''),
});
export type DashboardWidgetAttributes = z.infer<typeof DashboardWidgetAttributesSchema>;

/** The button's label: the admin's text, or 'Full Report' when left empty. */
export const fullReportLabel = (attributes: DashboardWidgetAttributes) =>
  attributes.fullReportBtnText.trim() || DEFAULT_FULL_REPORT_TEXT;
