// A link to a page by its internal name (spec 3 §2.8): a real href for new tabs and screen readers,
// and in-app navigation on a plain click; an unknown name shows 'No matching route found for "{name}"'.
// Page promotions and Content Promotion share it, with their words for it.
import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigateByName, useRoutePath } from './use-navigate-by-name.ts';

/** spec 3 §2.8: the text-only blurb's link and each promo's link. */
export const LEARN_MORE = '- Learn more';
export const READ_MORE = '- Read more';

export interface NamedPageLinkProps extends AnchorProps {
  name: string;
  children: ReactNode;
  /** The full text when the link shows a cut one. */
  title?: string;
}

export function NamedPageLink({ name, children, ...anchorProps }: NamedPageLinkProps) {
  const path = useRoutePath(name);
  const navigateByName = useNavigateByName();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateByName(name);
  };
  return (
    <Anchor href={path ?? '#'} onClick={open} {...anchorProps}>
      {children}
    </Anchor>
  );
}
