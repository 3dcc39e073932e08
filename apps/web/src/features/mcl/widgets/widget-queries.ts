// The listing widgets' first calls, shared by their views and by their types (mcl-widgets.ts), which
// name them so that they are asked for as soon as the page arrives: the same key either way.
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
function recentListQuery<T>(
  name: string,
  attributes: { json?: FilterRow[]; take: number },
  page: WidgetViewProps['page'],
  source: FilterSource,
  call: (body: { filter: FilterRow[]; take: number }, options: { signal?: AbortSignal }) => Promise<T>,
): WidgetQuery<T> {
  const filter = widgetFilterRows({ json: attributes.json, page, source });
  const body = { filter, take: attributes.take };
  return { queryKey: ['mcl', 'widget', name, body], fetch: (signal) => call(body, { signal }) };
}

export const recentAssignmentsQuery = ({ section, page }: WidgetViewProps) =>
  recentListQuery(
    'recent-assignments',
    readAttributes(RecentListAttributesSchema, section.Attributes),
    page,
    'AssignmentsFilter',
    mclApi.recentAssignments,
  );

export const recentCompaniesQuery = ({ section, page }: WidgetViewProps) =>
  recentListQuery(
    'recent-companies',
    readAttributes(RecentListAttributesSchema, section.Attributes),
    page,
    'CompaniesFilter',
    mclApi.recentCompanies,
  );

export const teamingWinQuery = ({ section, page }: WidgetViewProps) =>
  recentListQuery(
    'teaming-win',
    readAttributes(TeamingWinAttributesSchema, section.Attributes),
    page,
    'AssignmentsFilter',
    mclApi.recentTeamingWin,
  );

/** The top-N widgets: the latest figures of the period, for the filter's assignments. */
function figuresQuery<T>(
  name: string,
  attributes: TopAttributes,
  page: WidgetViewProps['page'],
  call: (body: FigureBody, options: { signal?: AbortSignal }) => Promise<T>,
): WidgetQuery<T> {
  const filter = widgetFilterRows({ json: attributes.json, page, source: 'AssignmentsFilter' });
  const body: FigureBody = { filter, take: attributes.take, date: { selection: attributes.period } };
  return { queryKey: ['mcl', 'widget', name, body], fetch: (signal) => call(body, { signal }) };
}

export const topOfficesQuery = ({ section, page }: WidgetViewProps) =>
  figuresQuery(
    'top-offices',
    readAttributes(TopOfficesAttributesSchema, section.Attributes),
    page,
    mclApi.topOffices,
  );

export const topPartnersQuery = ({ section, page }: WidgetViewProps) =>
  figuresQuery(
    'top-partners',
    readAttributes(TopPartnersAttributesSchema, section.Attributes),
    page,
    mclApi.topPartners,
  );

export const topPracticeGroupsQuery = ({ section, page }: WidgetViewProps) =>
  figuresQuery(
    'top-practice-groups',
    readAttributes(TopPracticeGroupsAttributesSchema, section.Attributes),
    page,
    mclApi.topPracticeGroups,
  );
