// The people widgets' attributes (spec 1 §3): text pairs read with defaults, so a stale or
// hand-edited value falls back instead of breaking the widget.
import {
  MEMBER_LIST_MAX_PER_PAGE,
  MEMBER_PROMO_DEFAULT_TAKE,
  type MemberListSort,
  MemberListSortSchema,
  type Page,
  WIDGET_MAX_TAKE,
} from '@atrium/contracts';
import { z } from 'zod';
import {
  FilterAttributesSchema,
  type FilterRow,
  parseFilterList,
} from '../../../core/widgets/filter-attributes.ts';

const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const direction = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(['ASC', 'DESC']),
);
const text = (max: number) => z.string().trim().max(max);
const flag = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() === 'true' : v), z.boolean())
  .catch(false);
const sortField = (fallback: MemberListSort) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), MemberListSortSchema.default(fallback))
    .catch(fallback);

/** People Table View (member-list): default sort Id DESC; pages only when perPage is set. */
export const MemberListAttributesSchema = FilterAttributesSchema.extend({
  sort: sortField('Id'),
  sortDirection: direction.default('DESC').catch('DESC'),
  adgroup: text(100).default('').catch(''),
  perPage: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      wholeNumber(1, MEMBER_LIST_MAX_PER_PAGE).optional(),
    )
    .catch(undefined),
  /** Pages that set only `take` get pages of that many. */
  take: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      wholeNumber(1, MEMBER_LIST_MAX_PER_PAGE).optional(),
    )
    .catch(undefined),
  fullReport: flag,
  fullReportBtnText: text(60).default('').catch(''),
});
export type MemberListAttributes = z.infer<typeof MemberListAttributesSchema>;

/** People Tile View (member-list-promo): take 8, last name ascending (spec 3 §9). */
export const MemberPromoAttributesSchema = FilterAttributesSchema.extend({
  take: wholeNumber(1, WIDGET_MAX_TAKE).default(MEMBER_PROMO_DEFAULT_TAKE).catch(MEMBER_PROMO_DEFAULT_TAKE),
  sort: sortField('lastName'),
  sortDirection: direction.default('ASC').catch('ASC'),
  adgroup: text(100).default('').catch(''),
});
export type MemberPromoAttributes = z.infer<typeof MemberPromoAttributesSchema>;

/** People Vertical List View / New partners: partners of the last `limitMonths` months. */
export const NewPartnersAttributesSchema = FilterAttributesSchema.extend({
  take: wholeNumber(1, WIDGET_MAX_TAKE).default(10).catch(10),
  /** Older pages name the count `limit`; it wins over the default take. */
  limit: wholeNumber(1, WIDGET_MAX_TAKE).optional().catch(undefined),
  limitMonths: wholeNumber(1, 60).default(12).catch(12),
  sort: sortField('lastName'),
  sortDirection: direction.default('ASC').catch('ASC'),
  adgroup: text(100).default('').catch(''),
});
export type NewPartnersAttributes = z.infer<typeof NewPartnersAttributesSchema>;

/** Single Partner Promo / user intro: `userId` picks the person. */
export const UserIntroAttributesSchema = z.object({
  userId: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().positive().optional(),
    )
    .catch(undefined),
});
export type UserIntroAttributes = z.infer<typeof UserIntroAttributesSchema>;

export const ColleagueFinderAttributesSchema = z.object({
  take: wholeNumber(1, WIDGET_MAX_TAKE).default(10).catch(10),
});

export const NoAttributesSchema = z.object({});

/** The widget's own filter, else the page's people filter, else its parent's (spec 1 §4). */
export function peopleFilterRows(options: {
  json: FilterRow[] | undefined;
  page: Pick<Page, 'UsersFilter' | 'Parent'>;
}): FilterRow[] {
  if (options.json) return options.json;
  const { page } = options;
  return parseFilterList(page.UsersFilter ?? page.Parent.UsersFilter);
}

/** What the member-list call gets from the attributes and the filter rows. */
export function memberListRequest(attributes: MemberListAttributes, filter: FilterRow[], page = 1) {
  return {
    filter,
    sort: attributes.sort,
    sortDirection: attributes.sortDirection,
    adgroup: attributes.adgroup || undefined,
    perPage: attributes.perPage ?? attributes.take,
    page,
  };
}

export function memberPromoRequest(attributes: MemberPromoAttributes, filter: FilterRow[]) {
  return {
    filter,
    take: attributes.take,
    sort: attributes.sort,
    sortDirection: attributes.sortDirection,
    adgroup: attributes.adgroup || undefined,
  };
}

export function newPartnersRequest(attributes: NewPartnersAttributes, filter: FilterRow[]) {
  return {
    filter,
    take: attributes.limit ?? attributes.take,
    months: attributes.limitMonths,
    sort: attributes.sort,
    sortDirection: attributes.sortDirection,
    adgroup: attributes.adgroup || undefined,
  };
}
