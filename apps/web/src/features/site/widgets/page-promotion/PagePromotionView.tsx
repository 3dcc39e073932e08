// spec 3 §2.8: a text-only blurb — description plus '- Learn more' linking to a named route.
import { Typography, VisuallyHidden } from '@mantine/core';
import { LEARN_MORE, NamedPageLink } from '../../../../core/routes/NamedPageLink.tsx';
import type { WidgetViewProps } from '../../../../core/widgets/widget-type.ts';
import richText from '../rich-text/RichText.module.css';

export function PagePromotionView({ section }: WidgetViewProps) {
  const name = section.ToVueRouterName.trim();
  return (
    <div>
      {section.Text.trim() && (
        <Typography className={richText.content}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on every save */}
          <div dangerouslySetInnerHTML={{ __html: section.Text }} />
        </Typography>
      )}
      {name && (
        <NamedPageLink name={name} fw={600} c="accent.9" mt={8} display="inline-block">
          {LEARN_MORE}
          <VisuallyHidden> about {section.Title || name}</VisuallyHidden>
        </NamedPageLink>
      )}
    </div>
  );
}
