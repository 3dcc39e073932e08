// The listing widgets' first calls, shared by their views and by their types (mcl-widgets.ts), which
// name them so that they are asked for as soon as the page arrives: the same key either way.
import { readAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetQuery } from '../../../core/widgets/widget-query.ts';
import type { WidgetViewProps } from '../../../core/widgets/widget-type.ts';
import { type FigureBody, mclApi } from '../api/mcl-api.ts';
import {
  RecentListAttributesSchema,
  TeamingWinAttributesSchema,
  type TopAttributes,
  TopOfficesAttributesSchema,
  TopPartnersAttributesSchema,
  TopPracticeGroupsAttributesSchema,
  widgetFilterRows,
} from './mcl-attributes.ts';

type Answer<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;

export function recentAssignmentsQuery({
  section,
  page,
}: WidgetViewProps): WidgetQuery<Answer<typeof mclApi.recentAssignments>> {
  const attributes = readAttributes(RecentListAttributesSchema, section.Attributes);
  const filter = widgetFilterRows({ json: attributes.json, page, source: 'AssignmentsFilter' });
  const body = { filter, take: attributes.take };
  return {
    queryKey: ['mcl', 'widget', 'recent-assignments', body],
    fetch: (signal) => mclApi.recentAssignments(body, { signal }),
  };
}

export function recentCompaniesQuery({
  section,
  page,
}: WidgetViewProps): WidgetQuery<Answer<typeof mclApi.recentCompanies>> {
  const attributes = readAttributes(RecentListAttributesSchema, section.Attributes);
  const filter = widgetFilterRows({ json: attributes.json, page, source: 'CompaniesFilter' });
  const body = { filter, take: attributes.take };
  return {
    queryKey: ['mcl', 'widget', 'recent-companies', body],
    fetch: (signal) => mclApi.recentCompanies(body, { signal }),
  };
}

export function teamingWinQuery({
  section,
  page,
}: WidgetViewProps): WidgetQuery<Answer<typeof mclApi.recentTeamingWin>> {
  const attributes = readAttributes(TeamingWinAttributesSchema, section.Attributes);
  const filter = widgetFilterRows({ json: attributes.json, page, source: 'AssignmentsFilter' });
  const body = { filter, take: attributes.take };
  return {
    queryKey: ['mcl', 'widget', 'teaming-win', body],
    fetch: (signal) => mclApi.recentTeamingWin(body, { signal }),
  };
}

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
