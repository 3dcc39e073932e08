// spec 3 §2.14: 'Create a Link' — Internal link, External link, Box file and Email tabs.
import { Button, Group, Paper, Select, Skeleton, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { useAppRoutes } from '../../../../core/routes/AppRoutesContext.tsx';
import { LayerModal } from '../../../../ui/layers/LayerModal.tsx';
import { FilePicker } from '../../../files/index.ts';
import {
  buildLinkHref,
  EMAIL_TO_HINT,
  internalPageOptions,
  isLinkReady,
  type LinkTab,
  type LinkValues,
} from './link-target.ts';

interface LinkDialogProps {
  initial: LinkValues;
  /** Asked only when no text is selected: the words that become the link. */
  needsText: boolean;
  onInsert: (link: { href: string; isNewTab: boolean; text: string }) => void;
  onClose: () => void;
}

const TABS: { value: LinkTab; label: string }[] = [
  { value: 'internal', label: 'Internal link' },
  { value: 'external', label: 'External link' },
  { value: 'file', label: 'Box file' },
  { value: 'email', label: 'Email' },
];

export function LinkDialog({ initial, needsText, onInsert, onClose }: LinkDialogProps) {
  const { tree } = useAppRoutes();
  const [values, setValues] = useState<LinkValues>(initial);
  const [text, setText] = useState('');
  const [filePath, setFilePath] = useState('');
  const pages = useMemo(() => internalPageOptions(tree), [tree]);
  const set = (changes: Partial<LinkValues>) => setValues((v) => ({ ...v, ...changes }));
  const input = (name: keyof LinkValues) => ({
    value: String(values[name]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [name]: e.currentTarget.value }),
  });

  const insert = () => {
    const href = buildLinkHref(values);
    if (href)
      onInsert({ href, isNewTab: values.isNewTab, text: text.trim() || values.fileName.trim() || href });
  };

  return (
    <LayerModal
      opened
      onClose={onClose}
      title="Create a Link"
      size="lg"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Tabs value={values.tab} onChange={(tab) => tab && set({ tab: tab as LinkTab })}>
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="internal" pt="md">
            <Select
              label="Page"
              placeholder="Search pages"
              data={pages}
              value={values.pagePath || null}
              onChange={(path) => set({ pagePath: path ?? '' })}
              searchable
              required
              nothingFoundMessage="No page of that name"
              comboboxProps={{ zIndex: 500 }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="external" pt="md">
            <TextInput label="URL" placeholder="https://" required {...input('url')} />
          </Tabs.Panel>
          <Tabs.Panel value="file" pt="md">
            <Stack gap="sm">
              <Paper withBorder p="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
                    {values.fileId ? (
                      <>
                        Selected: <strong>{values.fileName || values.fileId}</strong>
                        {filePath && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            in {filePath}
                          </Text>
                        )}
                      </>
                    ) : (
                      'Choose a file below.'
                    )}
                  </Text>
                </Group>
              </Paper>
              {values.tab === 'file' && (
                <Suspense fallback={<Skeleton height={160} />}>
                  <FilePicker
                    onPick={(file) => {
                      set({ fileId: file.id, fileName: file.name });
                      setFilePath(file.path.split('/').slice(0, -1).join('/') || '/');
                    }}
                  />
                </Suspense>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="email" pt="md">
            <Stack gap="sm">
              <TextInput label="To" description={EMAIL_TO_HINT} required {...input('to')} />
              <Group grow>
                <TextInput label="Cc" {...input('cc')} />
                <TextInput label="Bcc" {...input('bcc')} />
              </Group>
              <TextInput label="Subject" {...input('subject')} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        {needsText && (
          <TextInput
            label="Link text"
            description="Leave empty to show the address."
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        )}
        <Switch
          label="Open in a new tab"
          checked={values.isNewTab}
          onChange={(e) => set({ isNewTab: e.currentTarget.checked })}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={insert} disabled={!isLinkReady(values)}>
            Insert
          </Button>
        </Group>
      </Stack>
    </LayerModal>
  );
}
