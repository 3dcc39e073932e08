// spec 3 §2.8: a text-only blurb — description plus '- Learn more' linking to a named route.
import { Anchor, Typography, VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigateByName, useRoutePath } from '../../../../core/routes/use-navigate-by-name.ts';
import type { WidgetViewProps } from '../../../../core/widgets/widget-type.ts';
import richText from '../rich-text/RichText.module.css';
import { LEARN_MORE } from './page-promotion-attributes.ts';

export function PagePromotionView({ section }: WidgetViewProps) {
  const name = section.ToVueRouterName.trim();
  const path = useRoutePath(name);
  const navigateByName = useNavigateByName();

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // An unknown name shows 'No matching route found for "{name}"'.
    navigateByName(name);
  };

  return (
    <div>
      {section.Text.trim() && (
        <Typography className={richText.content}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on every save */}
          <div dangerouslySetInnerHTML={{ __html: section.Text }} />
        </Typography>
      )}
      {name && (
        <Anchor href={path ?? '#'} onClick={open} fw={600} c="accent.9" mt={8} display="inline-block">
          {LEARN_MORE}
          <VisuallyHidden> about {section.Title || name}</VisuallyHidden>
        </Anchor>
      )}
    </div>
  );
}
