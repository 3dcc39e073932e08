// A widget type built as a Component section (spec 1 §3): its content type names the widget.
import type { WidgetType } from './widget-type.ts';

export const componentWidget = (
  type: string,
  displayName: string,
  extra: Omit<WidgetType, 'type' | 'displayName' | 'identifier' | 'componentType'>,
): WidgetType => ({ type, displayName, identifier: 'Component', componentType: type, ...extra });
