// The listing widgets' first calls, shared by their views and by their types (mcl-widgets.ts), which
// name them so that they are asked for as soon as the page arrives: the same key either way.
import type { z } from 'zod';
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { FilterRow } from '../../../core/widgets/filter-attributes.ts';
import type { WidgetQuery } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { type FigureBody, mclApi } from '../api/mcl-api.ts';
import {
  type FilterSource,
  RecentListAttributesSchema,
  TeamingWinAttributesSchema,
  type TopAttributes,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  TopPracticeGroupsAttributesSchema,
  widgetFilterRows,
} from './mcl-attributes.ts';

/** The recent-list widgets: the latest rows of the filter's assignments or companies. */
const recentListQuery =
  <T>(
    name: string,
    schema: z.ZodType<{ json?: FilterRow[]; take: number }>,
    source: FilterSource,
    call: (body: { filter: FilterRow[]; take: number }, options: { signal?: AbortSignal }) => Promise<T>,
  ) =>
  ({ section, page }: WidgetViewProps): WidgetQuery<T> => {
    const attributes = readAttributes(schema, section.Attributes);
    const body = { filter: widgetFilterRows({ json: attributes.json, page, source }), take: attributes.take };
    return { queryKey: ['mcl', 'widget', name, body], fetch: (signal) => call(body, { signal }) };
  };

export const recentAssignmentsQuery = recentListQuery(
  'recent-assignments',
  RecentListAttributesSchema,
  'AssignmentsFilter',
  mclApi.recentAssignments,
);
export const recentCompaniesQuery = recentListQuery(
  'recent-companies',
  RecentListAttributesSchema,
  'CompaniesFilter',
  mclApi.recentCompanies,
);
export const teamingWinQuery = recentListQuery(
  'teaming-win',
  TeamingWinAttributesSchema,
  'AssignmentsFilter',
  mclApi.recentTeamingWin,
);

/** The top-N widgets: the latest figures of the period, for the filter's assignments. */
const figuresQuery =
  <T>(
    name: string,
    schema: z.ZodType<TopAttributes>,
    call: (body: FigureBody, options: { signal?: AbortSignal }) => Promise<T>,
  ) =>
  ({ section, page }: WidgetViewProps): WidgetQuery<T> => {
    const attributes = readAttributes(schema, section.Attributes);
    const filter = widgetFilterRows({ json: attributes.json, page, source: 'AssignmentsFilter' });
    const body: FigureBody = { filter, take: attributes.take, date: { selection: attributes.period } };
    return { queryKey: ['mcl', 'widget', name, body], fetch: (signal) => call(body, { signal }) };
  };

export const topOfficesQuery = figuresQuery('top-offices', TopOfficesAttributesSchema, mclApi.topOffices);
export const topPartnersQuery = figuresQuery('top-partners', TopPartnersAttributesSchema, mclApi.topPartners);
export const topPracticeGroupsQuery = figuresQuery(
  'top-practice-groups',
  TopPracticeGroupsAttributesSchema,
  mclApi.topPracticeGroups,
);
