// A content page opened within the app asks for its widgets' first data as soon as the page has
// arrived, as start-up does for the page being opened (app/router/start-up-preload.ts): each widget
// then takes that answer instead of asking once its code has loaded and it has rendered. Widgets
// the app already holds an answer for (a page seen before) ask nothing: their queries refresh as usual.
import type { Page } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../session/use-session.ts';
import { askPageWidgetsData } from './page-widgets-data.ts';
import { useWidgetSources } from './WidgetRegistryContext.tsx';

/** What to call with a page as it arrives. */
export function usePageWidgetsData(): (page: Page) => void {
  const sources = useWidgetSources();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    (page: Page) => {
      if (!user) return;
      askPageWidgetsData({
        sources,
        page,
        viewer: user,
        isCached: (key) => queryClient.getQueryState(key) !== undefined,
      });
    },
    [sources, user, queryClient],
  );
}
