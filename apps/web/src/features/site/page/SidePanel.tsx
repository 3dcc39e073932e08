// spec 1 §2.2: the collapsible side panel of a page's extra content (sections flagged IsDrawer).
import { Button, Collapse } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import classes from './ContentPage.module.css';

export const HIDE_EXTRA_CONTENT = 'Hide extra content';
export const VIEW_EXTRA_CONTENT = 'View extra content';

export function SidePanel({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(true);
  const contentId = useId();
  return (
    <aside className={classes.panel} aria-label="Extra content" data-collapsed={isOpen ? undefined : true}>
      <Button
        variant="subtle"
        color="navy"
        size="compact-sm"
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={contentId}
        leftSection={
          isOpen ? (
            <IconLayoutSidebarRightCollapse size={16} aria-hidden />
          ) : (
            <IconLayoutSidebarRightExpand size={16} aria-hidden />
          )
        }
        style={{ alignSelf: 'flex-end' }}
      >
        {isOpen ? HIDE_EXTRA_CONTENT : VIEW_EXTRA_CONTENT}
      </Button>
      <Collapse expanded={isOpen} id={contentId}>
        <div className={classes.panelCards}>{children}</div>
      </Collapse>
    </aside>
  );
}
