// A dynamic page of the route tree (spec 1 §2.2). Until the widget grid ships it shows the title;
// a page with a redirect link redirects immediately.
import { Anchor, Badge } from '@mantine/core';
import type { ScreenProps } from '../../app/router/screen-props.ts';
import { Placeholder } from '../../ui/Placeholder.tsx';
import { usePageRedirect } from './use-page-redirect.ts';

export const PAGE_NOT_AVAILABLE = 'Page content is not available yet.';
export const MISSING_PAGE_ID = 'Missing PageId.';

export function ContentPage({ route }: ScreenProps) {
  const node = route.node;
  const redirect = usePageRedirect(node ?? null);

  if (!node?.UUID) return <Placeholder title={route.title} message={MISSING_PAGE_ID} />;
  if (redirect?.kind === 'external') {
    return (
      <Placeholder title={node.Title} message="This page opens in a new window.">
        <Anchor href={redirect.url} target="_blank" rel="noopener noreferrer">
          Open {node.Title}
        </Anchor>
      </Placeholder>
    );
  }
  const badge = node.IsHidden ? (
    <Badge color="orange" variant="light" size="lg">
      Hidden
    </Badge>
  ) : null;
  return <Placeholder title={node.Title} message={PAGE_NOT_AVAILABLE} badge={badge} />;
}
