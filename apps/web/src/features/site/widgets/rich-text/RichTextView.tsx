// Rich text as the server stored it: already sanitised against an allowlist on save.
import { Typography } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiPath } from '../../../../api/endpoint-url.ts';
import { WidgetEmpty } from '../../../../core/widgets/widget-empty.tsx';
import type { WidgetViewProps } from '../../../../core/widgets/widget-type.ts';
import classes from './RichText.module.css';

export function RichTextView({ section }: WidgetViewProps) {
  const navigate = useNavigate();

  // Site-relative links stay inside the app instead of reloading it.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    const isPlainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    if (!anchor || !isPlainClick || anchor.target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//') || isApiPath(href)) return;
    event.preventDefault();
    navigate(href);
  };

  if (isBlankHtml(section.Text)) {
    return <WidgetEmpty title="This text is empty" message="Edit the widget to write something." />;
  }
  return (
    <Typography className={classes.content}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only intercepts clicks on the links inside, which keep their own keyboard behaviour */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        onClick={followInternalLink}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on every save
        dangerouslySetInnerHTML={{ __html: section.Text }}
      />
    </Typography>
  );
}

/** Markup with no visible text and no image, rule, table or embed: what an emptied editor leaves. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|hr|table|iframe|video|audio)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
