// Settings whose substance is the section's text, edited in the rich-text editor: rich text
// itself ('Text') and a page promotion's description ('Description').
import { Input } from '@mantine/core';
import type { WidgetSettingsProps } from '../../../../core/widgets/widget-type.ts';
import { RichTextField } from './RichTextField.tsx';

function SectionTextField({
  label,
  section,
  onChange,
  isFullScreen,
  onFullScreenChange,
}: WidgetSettingsProps & { label: string }) {
  return (
    <Input.Wrapper label={label} component="div">
      <RichTextField
        value={section.Text}
        onChange={(html) => onChange({ Text: html })}
        isFullScreen={isFullScreen}
        onFullScreenChange={onFullScreenChange}
      />
    </Input.Wrapper>
  );
}

export function RichTextSettings(props: WidgetSettingsProps) {
  return <SectionTextField label="Text" {...props} />;
}

/** The promoted page itself is chosen in the common fields. */
export function PagePromotionSettings(props: WidgetSettingsProps) {
  return <SectionTextField label="Description" {...props} />;
}
