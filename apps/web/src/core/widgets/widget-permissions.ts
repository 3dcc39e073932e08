// Which readers may see a widget's figures: the permission flags of the endpoints they come from,
// read from the contracts (docs/permissions.md), so no second list can drift from the server's.
import type { Permission } from '@atrium/contracts';
import { holds } from '../session/permissions.ts';
import { useCurrentUser } from '../session/use-session.ts';
import type { WidgetType } from './widget-type.ts';

/** The flags a reader needs to see the widget's figures, each once. */
export function figurePermissions(widget: Pick<WidgetType, 'figuresFrom'> | null | undefined): Permission[] {
  const flags = (widget?.figuresFrom ?? []).flatMap((endpoint) =>
    endpoint.permission ? [endpoint.permission] : [],
  );
  return [...new Set(flags)];
}

/** The first flag the signed-in reader lacks for the widget's figures, or null when they are shared. */
export function useMissingFigurePermission(
  widget: Pick<WidgetType, 'figuresFrom'> | null | undefined,
): Permission | null {
  const user = useCurrentUser();
  return figurePermissions(widget).find((flag) => !holds(user, flag)) ?? null;
}
