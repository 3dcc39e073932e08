// Widget type (with the readers who will not see its figures), column width and (for promotions)
// the promoted page's internal name.
import type { Section } from '@atrium/contracts';
import { Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { flattenTree } from '../../../core/route-tree/tree-utils.ts';
import { useAppRoutes } from '../../../core/routes/AppRoutesContext.tsx';
import { useWidgetRegistry } from '../../../core/widgets/WidgetRegistryContext.tsx';
import { figurePermissions } from '../../../core/widgets/widget-permissions.ts';
import {
  COLUMN_WIDTH_OPTIONS,
  type ColumnWidthOption,
  clampWidth,
  fromColumnWidthOption,
  toColumnWidthOption,
} from '../page/section-width.ts';
import { WIDGET_READERS_NOTE_ID, WidgetReadersNote } from './WidgetReadersNote.tsx';

interface WidgetCommonFieldsProps {
  section: Section;
  onChange: (changes: Partial<Section>) => void;
}

export function WidgetCommonFields({ section, onChange }: WidgetCommonFieldsProps) {
  const { tree } = useAppRoutes();
  const { findWidget, getWidget, typeOptions } = useWidgetRegistry();
  const widget = findWidget(section);
  const option = toColumnWidthOption(section.Width);
  const permissions = figurePermissions(widget);
  const pageOptions = useMemo(
    () =>
      flattenTree(tree)
        .filter((node) => node.VueRouterName)
        .map((node) => ({ value: node.VueRouterName, label: `${node.Title} (${node.VueRouterName})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [tree],
  );

  const changeType = (key: string | null) => {
    const next = key ? getWidget(key) : null;
    if (!next) return;
    onChange({ Type: { UUID: null, Identifier: next.identifier }, ComponentType: next.componentType });
  };

  return (
    <Stack gap="md">
      <Select
        label="Widget type"
        data={typeOptions}
        value={widget?.type ?? null}
        onChange={changeType}
        searchable
        allowDeselect={false}
        placeholder={
          widget ? undefined : `Unknown type (${section.ComponentType || section.Type.Identifier})`
        }
        aria-describedby={permissions.length > 0 ? WIDGET_READERS_NOTE_ID : undefined}
      />
      <WidgetReadersNote permissions={permissions} />
      <div>
        <Text component="span" size="sm" fw={500} id="column-width-label">
          Column width
        </Text>
        <Group gap="md" mt={4} align="center">
          <SegmentedControl
            aria-labelledby="column-width-label"
            data={COLUMN_WIDTH_OPTIONS}
            value={option}
            onChange={(value) =>
              onChange({
                Width: fromColumnWidthOption({ option: value as ColumnWidthOption, width: section.Width }),
              })
            }
          />
          {option === 'auto' && (
            <NumberInput
              aria-label="Columns out of 12"
              min={1}
              max={12}
              step={1}
              w={120}
              value={section.Width}
              onChange={(value) => onChange({ Width: clampWidth(value) })}
              suffix=" / 12"
            />
          )}
        </Group>
      </div>
      {widget?.linksToPage && (
        <Select
          label="Page to promote (toVueRouterName)"
          description="The internal name of the page '- Learn more' opens."
          data={pageOptions}
          value={section.ToVueRouterName || null}
          onChange={(value) => onChange({ ToVueRouterName: value ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No page of that name"
        />
      )}
    </Stack>
  );
}
