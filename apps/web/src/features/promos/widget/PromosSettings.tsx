// Content Promotion settings (spec 1 §3, §4; spec 3 §2.8): kind dynamic (default; options limit,
// default 2, and usePageFilter) or manual (the picker), and the display mode.
import { MAX_PROMO_LIMIT } from '@atrium/contracts';
import {
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import { promosApi } from '../api/promos-api.ts';
import { PromoPicker } from './PromoPicker.tsx';
import {
  PROMO_DISPLAY_LABELS,
  PROMO_DISPLAYS,
  PromoAttributesSchema,
  type PromoDisplay,
} from './promo-attributes.ts';

export function PromosSettings({ section, onChange }: WidgetSettingsProps) {
  const attributes = readAttributes(PromoAttributesSchema, section.Attributes);
  const set = (changes: Record<string, unknown>) =>
    onChange({ Attributes: writeAttributes(section.Attributes, changes) });
  const tags = useQuery({
    queryKey: ['cms', 'tags'],
    queryFn: ({ signal }) => promosApi.tags({ signal }),
    enabled: attributes.kind === 'dynamic' && !attributes.options.usePageFilter,
  });
  const ownFilter = attributes.json ?? { tags: [], search: '' };
  const setOwnFilter = (changes: Partial<typeof ownFilter>) => set({ json: { ...ownFilter, ...changes } });

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4} id={`promo-kind-${section.UUID}`}>
          Content
        </Text>
        <SegmentedControl
          aria-labelledby={`promo-kind-${section.UUID}`}
          value={attributes.kind}
          onChange={(kind) => set({ kind })}
          data={[
            { value: 'dynamic', label: 'Dynamic' },
            { value: 'manual', label: 'Manual' },
          ]}
        />
      </div>
      <Select
        label="Display"
        data={PROMO_DISPLAYS.map((value) => ({ value, label: PROMO_DISPLAY_LABELS[value] }))}
        value={attributes.display}
        allowDeselect={false}
        onChange={(value) => value && set({ display: value as PromoDisplay })}
      />
      {attributes.kind === 'dynamic' ? (
        <>
          <NumberInput
            label="Number of promos"
            min={1}
            max={MAX_PROMO_LIMIT}
            step={1}
            placeholder="2"
            value={attributes.options.limit}
            onChange={(v) =>
              set({
                options: {
                  ...attributes.options,
                  limit: Math.min(MAX_PROMO_LIMIT, Math.max(1, Number(v) || 2)),
                },
              })
            }
          />
          <Switch
            label="Use page filter"
            description="Promote pages matching this page's content filter (tags and search)."
            checked={attributes.options.usePageFilter}
            onChange={(e) =>
              set({ options: { ...attributes.options, usePageFilter: e.currentTarget.checked } })
            }
          />
          {!attributes.options.usePageFilter && (
            <>
              <MultiSelect
                label="Tags"
                placeholder="Any tag"
                searchable
                data={(tags.data ?? []).map((t) => ({ value: String(t.ID), label: t.Name }))}
                value={ownFilter.tags.map((t) => String(t.Id))}
                onChange={(ids) =>
                  setOwnFilter({
                    tags: ids.flatMap((id) => {
                      const tag = tags.data?.find((t) => String(t.ID) === id);
                      return tag ? [{ Id: tag.ID, Text: tag.Name }] : [];
                    }),
                  })
                }
              />
              <TextInput
                label="Search"
                description="Words the promoted pages' titles or descriptions hold."
                maxLength={200}
                value={ownFilter.search}
                onChange={(e) => setOwnFilter({ search: e.currentTarget.value })}
              />
            </>
          )}
        </>
      ) : (
        <PromoPicker value={attributes.content} onChange={(content) => set({ content })} />
      )}
    </Stack>
  );
}
