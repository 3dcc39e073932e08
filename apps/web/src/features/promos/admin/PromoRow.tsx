// One page's promo fields on Promos Admin: shown, or edited in place (kind, meta title,
// description, image, tags) and saved with the stale-copy check.
import {
  MAX_PAGE_TAGS,
  PAGE_KIND_TITLES,
  PAGE_KINDS,
  type PageKind,
  type PromoAdminRow,
} from '@atrium/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { sendConfirmingStaleCopy } from '../../../ui/stale-copy.ts';
import { toast } from '../../../ui/toast.tsx';
import { ImageExplorer, metaImageUrl } from '../../site/index.ts';
import { promosApi } from '../api/promos-api.ts';
import classes from './PromosAdmin.module.css';

export const QUERY_KEY = ['promos', 'admin'] as const;

interface Draft {
  Kind: PageKind;
  MetaTitle: string;
  MetaDescription: string;
  MetaImage: PromoAdminRow['MetaImage'];
  Tags: string[];
}

const draftOf = (row: PromoAdminRow): Draft => ({
  Kind: row.Kind,
  MetaTitle: row.MetaTitle,
  MetaDescription: row.MetaDescription,
  MetaImage: row.MetaImage,
  Tags: row.Tags,
});

const isSameDraft = (a: Draft, b: Draft) =>
  a.Kind === b.Kind &&
  a.MetaTitle === b.MetaTitle &&
  a.MetaDescription === b.MetaDescription &&
  a.MetaImage.OID === b.MetaImage.OID &&
  a.Tags.join('\n') === b.Tags.join('\n');

const KIND_OPTIONS = PAGE_KINDS.map((kind) => ({ value: kind, label: PAGE_KIND_TITLES[kind] }));

/** Three lines keep the table's rows short; a longer description opens in full on request. */
function Description({ text, label }: { text: string; label: string }) {
  const box = useRef<HTMLParagraphElement>(null);
  const [isCut, setCut] = useState(false);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || isOpen) return;
    // Measured again whenever the column's width changes, as it does when another row is edited.
    const observer = new ResizeObserver(() => setCut(element.scrollHeight > element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isOpen]);
  if (!text) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <>
      <Text ref={box} size="sm" lineClamp={isOpen ? undefined : 3}>
        {text}
      </Text>
      {(isCut || isOpen) && (
        <Anchor
          component="button"
          type="button"
          className={classes.more}
          aria-expanded={isOpen}
          aria-label={`${isOpen ? 'Less' : 'More'} of the description of ${label}`}
          onClick={() => setOpen(!isOpen)}
        >
          {isOpen ? 'Less' : 'More'}
        </Anchor>
      )}
    </>
  );
}

export function PromoRow({ row, tagOptions }: { row: PromoAdminRow; tagOptions: string[] }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [isSaving, setSaving] = useState(false);
  const [isExplorerOpen, setExplorerOpen] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const kindField = useRef<HTMLInputElement>(null);
  // The Edit button goes as the fields come: focus moves to the first of them, which also scrolls
  // it into view on a screen narrower than the table.
  useEffect(() => {
    if (isEditing) kindField.current?.focus();
  }, [isEditing]);
  const isChanged = !isSameDraft(draft, draftOf(row));
  const change = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const label = row.Title;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await sendConfirmingStaleCopy((force) =>
        promosApi.adminSave(row, {
          Kind: draft.Kind,
          MetaTitle: draft.MetaTitle,
          MetaDescription: draft.MetaDescription,
          MetaImageOid: draft.MetaImage.OID,
          Tags: draft.Tags,
          Version: row.Version,
          Force: force || undefined,
        }),
      );
      if (!saved) return;
      queryClient.setQueryData<PromoAdminRow[]>(QUERY_KEY, (rows) =>
        rows?.map((r) => (r.UUID === saved.UUID ? saved : r)),
      );
      setDraft(draftOf(saved));
      setEditing(false);
      toast.success('Saved!');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not save the promo fields.');
    } finally {
      setSaving(false);
    }
  };

  const pageCell = (
    <Table.Td>
      <Text fw={600} size="sm">
        {row.Title}
      </Text>
      <Text size="xs" c="dimmed">
        {row.FullPath}
      </Text>
    </Table.Td>
  );

  if (!isEditing) {
    // Rows read as text until edited: a table of every page stays light to render.
    return (
      <Table.Tr>
        {pageCell}
        <Table.Td>
          <Text size="sm">{PAGE_KIND_TITLES[row.Kind]}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{row.MetaTitle}</Text>
        </Table.Td>
        <Table.Td>
          <Description text={row.MetaDescription} label={label} />
        </Table.Td>
        <Table.Td>
          {row.MetaImage.OID ? (
            <MetaImageThumb image={row.MetaImage} label={label} width={64} />
          ) : (
            <Text size="sm" c="dimmed">
              None
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Group gap={4}>
            {row.Tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color="navy" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        </Table.Td>
        <Table.Td className={classes.actions}>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${label}`}
          >
            Edit
          </Button>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Table.Tr data-changed={isChanged || undefined}>
      {pageCell}
      <Table.Td>
        <Select
          ref={kindField}
          aria-label={`Kind of ${label}`}
          size="xs"
          miw={110}
          data={KIND_OPTIONS}
          value={draft.Kind}
          allowDeselect={false}
          onChange={(value) => value && change({ Kind: value as PageKind })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Meta title of ${label}`}
          size="xs"
          miw={140}
          maxLength={300}
          value={draft.MetaTitle}
          onChange={(e) => change({ MetaTitle: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <Textarea
          aria-label={`Description of ${label}`}
          size="xs"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={2000}
          value={draft.MetaDescription}
          onChange={(e) => change({ MetaDescription: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {draft.MetaImage.OID ? <MetaImageThumb image={draft.MetaImage} label={label} width={48} /> : null}
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPhoto size={14} aria-hidden />}
            aria-label={`${draft.MetaImage.OID ? 'Change' : 'Choose'} the image of ${label}`}
            onClick={() => setExplorerOpen(true)}
          >
            {draft.MetaImage.OID ? 'Change' : 'Choose'}
          </Button>
          {draft.MetaImage.OID ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Remove the image of ${label}`}
              onClick={() => change({ MetaImage: { OID: null, Type: { Identifier: '' } } })}
            >
              <IconX size={14} aria-hidden />
            </Button>
          ) : null}
        </Group>
        {isExplorerOpen && (
          <Suspense fallback={null}>
            <ImageExplorer
              selectedOid={draft.MetaImage.OID}
              onClose={() => setExplorerOpen(false)}
              onSelect={(asset) => {
                change({ MetaImage: { OID: asset.OID, Type: { Identifier: asset.Type.Identifier } } });
                setExplorerOpen(false);
              }}
            />
          </Suspense>
        )}
      </Table.Td>
      <Table.Td>
        <TagsInput
          aria-label={`Tags of ${label}`}
          size="xs"
          data={tagOptions}
          maxTags={MAX_PAGE_TAGS}
          value={draft.Tags}
          onChange={(tags) => change({ Tags: tags.map((t) => t.trim().slice(0, 60)).filter(Boolean) })}
          clearable
        />
      </Table.Td>
      <Table.Td className={classes.actions}>
        {/* One above the other: the column keeps the width of a single Edit button. */}
        <Stack gap={4} align="flex-start">
          <Button
            size="compact-sm"
            disabled={!isChanged}
            loading={isSaving}
            onClick={save}
            aria-label={`Save ${label}`}
          >
            Save
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={isSaving}
            onClick={() => {
              setDraft(draftOf(row));
              setEditing(false);
            }}
            aria-label={`Cancel editing ${label}`}
          >
            Cancel
          </Button>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** The page's promo image, small, beside its fields. */
function MetaImageThumb({
  image,
  label,
  width,
}: {
  image: PromoAdminRow['MetaImage'];
  label: string;
  width: number;
}) {
  if (!image.OID) return null;
  return (
    <Image
      src={metaImageUrl(image.OID, image.Type.Identifier)}
      alt={`Image of ${label}`}
      w={width}
      h={36}
      radius="sm"
      fit="cover"
    />
  );
}
