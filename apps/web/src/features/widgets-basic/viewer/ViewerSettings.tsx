// Page Viewer settings (spec 3 §2.9): the mode, then the path or address, or the snippet's HTML.
import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { readAttributes, writeAttributes } from '../../../core/widgets/attributes.ts';
import type { WidgetSettingsProps } from '../../../core/widgets/widget-type.ts';
import { ViewerAttributesSchema } from './viewer-attributes.ts';

export function ViewerSettings({ section, onChange }: WidgetSettingsProps) {
  const a = readAttributes(ViewerAttributesSchema, section.Attributes);
  const set = (changes: Record<string, unknown>) =>
    onChange({ Attributes: writeAttributes(section.Attributes, changes) });
  return (
    <Stack gap="xs">
      <Radio.Group label="Mode" value={a.viewerRbtn} onChange={(viewerRbtn) => set({ viewerRbtn })}>
        <Stack gap={6} mt={4}>
          <Radio
            value="relative"
            label="Relative path"
            description="A page of the portal (/…), shown without the portal's menus, or an external address"
          />
          <Radio
            value="embed"
            label="Embedded snippet"
            description="HTML with scripts, run in a sandbox without access to the portal"
          />
        </Stack>
      </Radio.Group>
      {a.viewerRbtn === 'relative' ? (
        <TextInput
          label="Path or address"
          description="e.g. /guides/hr or https://status.example.com"
          maxLength={2000}
          value={a.uri}
          onChange={(e) => set({ uri: e.currentTarget.value || undefined })}
        />
      ) : (
        <Textarea
          label="Snippet HTML"
          description="Script tags load in order, honouring async and defer."
          autosize
          minRows={6}
          maxRows={18}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          value={a.embed}
          onChange={(e) => set({ embed: e.currentTarget.value || undefined })}
        />
      )}
    </Stack>
  );
}
