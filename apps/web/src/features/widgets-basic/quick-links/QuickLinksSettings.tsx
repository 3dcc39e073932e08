// spec 3 §2.8: the quick links editor — Title, Description, URL ('Internal name, mailto: or
// https://<URL>'), Link text (default 'Open'), 'Open in a new tab'; Save, Cancel, Edit, Remove;
// drag to reorder. No required-field checks (spec).
import { Button, Group, Paper, Skeleton, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import {
  DEFAULT_LINK_TEXT,
  type QuickLink,
  QuickLinksAttributesSchema,
  URL_HINT,
} from './quick-links-attributes.ts';

const SortableLinkList = lazy(() => import('./SortableLinkList.tsx'));

const newLink = (): QuickLink => ({
  id: crypto.randomUUID(),
  title: '',
  description: '',
  href: '',
  text: DEFAULT_LINK_TEXT,
  target: '_self',
});

export function QuickLinksSettings({ section, onChange }: WidgetSettingsProps) {
  const { items } = readAttributes(QuickLinksAttributesSchema, section.Attributes);
  const [draft, setDraft] = useState<QuickLink | null>(null);
  const save = (next: QuickLink[]) =>
    onChange({ Attributes: writeAttributes(section.Attributes, { items: next }) });

  const commit = () => {
    if (!draft) return;
    const link = { ...draft, text: draft.text.trim() || DEFAULT_LINK_TEXT, href: draft.href.trim() };
    const exists = items.some((i) => i.id === link.id);
    save(exists ? items.map((i) => (i.id === link.id ? link : i)) : [...items, link]);
    setDraft(null);
  };

  return (
    <Stack gap="sm">
      <Suspense fallback={<Skeleton height={40 * Math.max(1, items.length)} />}>
        {items.length > 0 && (
          <SortableLinkList
            items={items}
            disabled={draft !== null}
            onReorder={save}
            onEdit={(id) => setDraft(items.find((i) => i.id === id) ?? null)}
            onRemove={(id) => save(items.filter((i) => i.id !== id))}
          />
        )}
      </Suspense>
      {draft ? (
        <Paper
          withBorder
          p="sm"
          radius="md"
          component="fieldset"
          aria-label={items.some((i) => i.id === draft.id) ? 'Edit link' : 'New link'}
        >
          <Stack gap="xs">
            <TextInput
              label="Title"
              maxLength={200}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
              data-autofocus
            />
            <Textarea
              label="Description"
              maxLength={1000}
              autosize
              minRows={2}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
            />
            <TextInput
              label="URL"
              description={URL_HINT}
              maxLength={2000}
              value={draft.href}
              onChange={(e) => setDraft({ ...draft, href: e.currentTarget.value })}
            />
            <TextInput
              label="Link text"
              placeholder={DEFAULT_LINK_TEXT}
              maxLength={100}
              value={draft.text}
              onChange={(e) => setDraft({ ...draft, text: e.currentTarget.value })}
            />
            <Switch
              label="Open in a new tab"
              checked={draft.target === '_blank'}
              onChange={(e) => setDraft({ ...draft, target: e.currentTarget.checked ? '_blank' : '_self' })}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button size="xs" onClick={commit}>
                Save
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setDraft(newLink())}
          w="fit-content"
        >
          Add link
        </Button>
      )}
    </Stack>
  );
}
