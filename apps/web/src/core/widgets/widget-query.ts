// A widget's first data call: the key its query caches the answer under, and the call itself. A
// widget type names it (WidgetType.firstData) so that it is asked for as soon as the widget's page
// has arrived (page-widgets-data.ts); the widget's own query then takes that answer under the same
// key (start-up-answers.ts): one request per widget, never two.
import type { QueryKey } from '@tanstack/react-query';
import { takeStartUpAnswer } from '../routes/start-up-answers.ts';

/** What a widget asks for first: the key its query caches the answer under, and the call. */
export interface WidgetQuery<T = unknown> {
  queryKey: QueryKey;
  fetch: (signal?: AbortSignal) => Promise<T>;
}

/** The widget's query: the answer asked for as its page arrived when there is one, else its own call. */
export function widgetQueryOptions<T>(query: WidgetQuery<T>) {
  return {
    queryKey: query.queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      takeStartUpAnswer(query.queryKey, () => query.fetch(signal)),
  };
}
