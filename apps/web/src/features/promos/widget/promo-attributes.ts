// The Content Promotion widget's attributes (spec 1 §3: kind, content, options, display; json for
// its own content filter). Stale or unknown values fall back to the defaults.
import { ContentFilterSchema, DEFAULT_PROMO_LIMIT, MAX_PROMO_LIMIT, PageKindSchema } from '@atrium/contracts';
import { z } from 'zod';

export const PROMO_DISPLAYS = ['title', 'title-description', 'vertical', 'horizontal', 'tile'] as const;
export type PromoDisplay = (typeof PROMO_DISPLAYS)[number];
export const PROMO_DISPLAY_LABELS: Record<PromoDisplay, string> = {
  title: 'Title',
  'title-description': 'Title and description',
  vertical: 'Vertical',
  horizontal: 'Horizontal',
  tile: 'Tile',
};

/** A picked page, as the manual list keeps it (spec 1 §3 Promo candidate). */
export const PickedPromoSchema = z.object({
  oid: z.number().int(),
  uuid: z.string().uuid(),
  type: z.object({
    Identifier: PageKindSchema.catch('OlympusWebPage'),
    Title: z.string().catch(''),
    UUID: z.string().catch(''),
  }),
  VueRouterName: z.string().catch(''),
  title: z.string().catch(''),
});
export type PickedPromo = z.infer<typeof PickedPromoSchema>;

const PromoOptionsSchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PROMO_LIMIT)
    .catch(DEFAULT_PROMO_LIMIT)
    .default(DEFAULT_PROMO_LIMIT),
  usePageFilter: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .catch(true)
    .default(true),
});

export const PromoAttributesSchema = z.object({
  kind: z.enum(['dynamic', 'manual']).catch('dynamic').default('dynamic'),
  content: z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = PickedPromoSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  options: PromoOptionsSchema.catch({ limit: DEFAULT_PROMO_LIMIT, usePageFilter: true }).default({
    limit: DEFAULT_PROMO_LIMIT,
    usePageFilter: true,
  }),
  display: z.enum(PROMO_DISPLAYS).catch('vertical').default('vertical'),
  json: ContentFilterSchema.nullable().catch(null).default(null),
});
export type PromoAttributes = z.output<typeof PromoAttributesSchema>;
