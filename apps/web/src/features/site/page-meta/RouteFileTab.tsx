// A page's file (spec 1 §3: HasFile, FileJSON with id and name, File, DownloadBtn).
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { parseFileJSON } from '../../../core/route-tree/file-json.ts';
import { DOWNLOAD_BUTTON_PLACEHOLDER, type RouteForm } from './route-form.ts';

interface RouteFileTabProps {
  form: RouteForm;
  change: (changes: Partial<RouteForm>) => void;
}

export function RouteFileTab({ form, change }: RouteFileTabProps) {
  const file = parseFileJSON(form.FileJSON);
  const setFile = (next: { id: string | number; name: string }) =>
    change({ FileJSON: next.id === '' ? '' : JSON.stringify({ id: String(next.id), name: next.name }) });
  return (
    <Stack gap="md">
      <Switch
        label="This page has a file"
        description="The navigation shows a file icon and downloads the file on click."
        checked={form.HasFile}
        onChange={(e) => change({ HasFile: e.currentTarget.checked })}
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="File id"
          description="The id of a file under Portal Files (Admin), e.g. l3f…"
          maxLength={40}
          disabled={!form.HasFile}
          value={file ? String(file.id) : ''}
          onChange={(e) => setFile({ id: e.currentTarget.value.trim(), name: file?.name ?? form.File })}
        />
        <TextInput
          label="File name"
          description="The name the download is saved under."
          disabled={!form.HasFile}
          value={form.File}
          onChange={(e) => {
            const name = e.currentTarget.value;
            change({ File: name });
            if (file) setFile({ id: file.id, name });
          }}
        />
      </SimpleGrid>
      <TextInput
        label="Download button text"
        placeholder={DOWNLOAD_BUTTON_PLACEHOLDER}
        disabled={!form.HasFile}
        value={form.DownloadBtn}
        onChange={(e) => change({ DownloadBtn: e.currentTarget.value })}
      />
    </Stack>
  );
}
