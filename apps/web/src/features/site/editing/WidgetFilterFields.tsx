// spec 1 §4: 'Use page filter' (default when the widget has no json attribute) or 'Override filter'
// (the filter editor). Choosing the page filter removes the json attribute.
import type { Section } from '@atrium/contracts';
import { Radio, Stack } from '@mantine/core';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import { FilterAttributesSchema } from '../../../core/widgets/filter-attributes.ts';
import { FilterEditor } from '../widgets/filter/FilterEditor.tsx';

export const USE_PAGE_FILTER = 'Use page filter';
export const OVERRIDE_FILTER = 'Override filter';

interface WidgetFilterFieldsProps {
  section: Section;
  onChange: (changes: Partial<Section>) => void;
}

export function WidgetFilterFields({ section, onChange }: WidgetFilterFieldsProps) {
  const hasOwnFilter = section.Attributes.some((a) => a.Name === 'json');
  const rows = readAttributes(FilterAttributesSchema, section.Attributes).json ?? [];
  const setJson = (value: unknown) =>
    onChange({ Attributes: writeAttributes(section.Attributes, { json: value }) });

  return (
    <Stack gap="xs">
      <Radio.Group
        label="Filter"
        value={hasOwnFilter ? 'override' : 'page'}
        onChange={(mode) => setJson(mode === 'override' ? rows : undefined)}
      >
        <Stack gap={6} mt={4}>
          <Radio value="page" label={USE_PAGE_FILTER} />
          <Radio value="override" label={OVERRIDE_FILTER} />
        </Stack>
      </Radio.Group>
      {hasOwnFilter && (
        <FilterEditor value={rows} onChange={setJson} emptyHint="No filter: the widget shows everything." />
      )}
    </Stack>
  );
}
