// Rich text's settings: the text itself, edited in the rich-text editor.
import { Input } from '@mantine/core';
import type { WidgetSettingsProps } from '../widget-types.ts';
import { RichTextField } from './RichTextField.tsx';

export function RichTextSettings({
  section,
  onChange,
  isFullScreen,
  onFullScreenChange,
}: WidgetSettingsProps) {
  return (
    <Input.Wrapper label="Text" component="div">
      <RichTextField
        value={section.Text}
        onChange={(html) => onChange({ Text: html })}
        isFullScreen={isFullScreen}
        onFullScreenChange={onFullScreenChange}
      />
    </Input.Wrapper>
  );
}
