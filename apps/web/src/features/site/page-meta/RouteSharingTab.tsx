// Meta title, description and image: what search and share cards show (spec 1 §3).
import { PAGE_KIND_TITLES, PAGE_KINDS, type PageKind } from '@atrium/contracts';
import { Button, Group, Image, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageExplorer } from './ImageExplorer.tsx';
import { metaImageUrl } from './route-api.ts';
import type { RouteForm } from './route-form.ts';

interface RouteSharingTabProps {
  form: RouteForm;
  change: (changes: Partial<RouteForm>) => void;
  /** The server's reason for refusing a field, shown under it. */
  fieldError?: (field: keyof RouteForm) => string | undefined;
}

export function RouteSharingTab({ form, change, fieldError }: RouteSharingTabProps) {
  const [isExplorerOpen, setExplorerOpen] = useState(false);
  const oid = form.MetaImage?.OID ?? null;
  return (
    <Stack gap="md">
      <TextInput
        label="Meta title"
        description="Shown in the menu and the browser tab; follows the title until you change it."
        value={form.MetaTitle}
        onChange={(e) => change({ MetaTitle: e.currentTarget.value })}
        error={fieldError?.('MetaTitle')}
      />
      <Textarea
        label="Meta description"
        autosize
        minRows={2}
        maxRows={5}
        value={form.MetaDescription}
        onChange={(e) => change({ MetaDescription: e.currentTarget.value })}
        error={fieldError?.('MetaDescription')}
      />
      <Select
        label="Page kind"
        description="What promos of this page show it as."
        data={PAGE_KINDS.map((kind) => ({ value: kind, label: PAGE_KIND_TITLES[kind] }))}
        value={form.Kind}
        allowDeselect={false}
        onChange={(value) => value && change({ Kind: value as PageKind })}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Meta image
        </Text>
        <Paper withBorder radius="md" p="sm">
          <Group gap="md" wrap="nowrap">
            {oid ? (
              <Image
                src={metaImageUrl(oid, form.MetaImage.Type.Identifier)}
                alt="The page's meta image"
                w={120}
                h={80}
                fit="cover"
                radius="sm"
              />
            ) : (
              <Text size="sm" c="dimmed" w={120}>
                No image
              </Text>
            )}
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPhoto size={16} aria-hidden />}
                onClick={() => setExplorerOpen(true)}
              >
                {oid ? 'Change image' : 'Choose image'}
              </Button>
              {oid && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => change({ MetaImage: { OID: null, Type: { Identifier: '' } } })}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      </div>
      {isExplorerOpen && (
        <ImageExplorer
          selectedOid={oid}
          onClose={() => setExplorerOpen(false)}
          onSelect={(asset) => {
            change({ MetaImage: { OID: asset.OID, Type: { Identifier: asset.Type.Identifier } } });
            setExplorerOpen(false);
          }}
        />
      )}
    </Stack>
  );
}
