// The registered widget types, looked up the way a section names its widget (spec 1 §3).
import { z } from 'zod';
import { FilterAttributesSchema } from './filter-attributes.ts';
import { componentKind, type WidgetKey } from './widget-key.ts';
import type { WidgetType } from './widget-type.ts';

export interface WidgetRegistry {
  types: readonly WidgetType[];
  /** The widget a section shows: by content type, and for components by their kind. */
  findWidget: (section: WidgetKey) => WidgetType | null;
  getWidget: (type: string) => WidgetType | null;
  /** Options of the widget type selector, by display name. */
  typeOptions: { value: string; label: string }[];
}

/** For types with no attributes of their own. */
const NoAttributesSchema = z.object({});

export function createWidgetRegistry(types: readonly WidgetType[]): WidgetRegistry {
  const byType = new Map(types.map((w) => [w.type, w]));
  let typeOptions: WidgetRegistry['typeOptions'] | undefined;
  return {
    types,
    findWidget: (section) => {
      const identifier = section.Type.Identifier;
      if (identifier !== 'Component') return types.find((w) => w.identifier === identifier) ?? null;
      const kind = componentKind(section);
      return types.find((w) => w.componentType === kind || w.aliases?.includes(kind)) ?? null;
    },
    getWidget: (type) => byType.get(type) ?? null,
    // Sorted on first use, by the editor only: the first locale comparison sets up a collator, a
    // cost every page with widgets would otherwise pay while it loads.
    get typeOptions() {
      typeOptions ??= [...types]
        .sort((a, b) => a.displayName.localeCompare(b.displayName))
        .map((w) => ({ value: w.type, label: w.displayName }));
      return typeOptions;
    },
  };
}

/** A widget type of spec 3 §2.1 whose module is not built yet: it shows as not available. */
export function plannedWidget(
  displayName: string,
  componentType: string,
  extra: Partial<WidgetType> = {},
): WidgetType {
  return {
    type: componentType,
    displayName,
    identifier: 'Component',
    componentType,
    attributesSchema: extra.usesFilter ? FilterAttributesSchema : NoAttributesSchema,
    ...extra,
  };
}
