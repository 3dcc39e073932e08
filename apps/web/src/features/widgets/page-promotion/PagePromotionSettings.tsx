// A promotion's description, edited like rich text; the promoted page is in the common fields.
import { Input } from '@mantine/core';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import type { WidgetSettingsProps } from '../widget-types.ts';

export function PagePromotionSettings({
  section,
  onChange,
  isFullScreen,
  onFullScreenChange,
}: WidgetSettingsProps) {
  return (
    <Input.Wrapper label="Description" component="div">
      <RichTextField
        value={section.Text}
        onChange={(html) => onChange({ Text: html })}
        isFullScreen={isFullScreen}
        onFullScreenChange={onFullScreenChange}
      />
    </Input.Wrapper>
  );
}
