// Every widget's first data on a page, asked for as soon as the page has arrived — for all its widgets
// at once, each as soon as its type has loaded — rather than once the widget's code has loaded and
// the widget has rendered; each widget's query takes its answer (widget-query.ts).
import type { Page, SessionUser } from '@atrium/contracts';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { askAtStartUp } from '../routes/start-up-answers.ts';
import { holds } from '../session/permissions.ts';
import type { WidgetSources } from './WidgetRegistryContext.tsx';
import { figurePermissions } from './widget-permissions.ts';

export interface PageWidgetsInput {
  sources: WidgetSources;
  page: Page;
  /** Who reads the page: figures they may not see are not asked for (their card says so instead). */
  viewer: SessionUser;
  /** Whether the app already holds an answer under this key (a page seen before): then nothing is asked. */
  isCached?: (key: QueryKey) => boolean;
}

/**
 * Asks for the first data of every widget on the page that names it, each as soon as its type has
 * loaded. A failure is kept for the widget to show — a refusal as its calm line, never a toast —
 * so that the widget does not ask the server a second time.
 */
export function askPageWidgetsData({ sources, page, viewer, isCached }: PageWidgetsInput): void {
  // Widgets asking the same (two calendars alike) share one query, hence one call.
  const asked = new Set<string>();
  for (const section of page.Sections ?? []) {
    void sources
      .loadFor(section)
      ?.then((registry) => {
        const widget = registry.findWidget(section);
        if (!widget?.firstData || figurePermissions(widget).some((flag) => !holds(viewer, flag))) return;
        const query = widget.firstData({ section, page });
        if (!query || asked.has(hashKey(query.queryKey)) || isCached?.(query.queryKey)) return;
        asked.add(hashKey(query.queryKey));
        askAtStartUp(query.queryKey, () => query.fetch(), { keepsFailure: true });
      })
      .catch(() => undefined);
  }
}
