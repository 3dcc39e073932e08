// The page's title, 'Hidden' and 'Audience' badges for admins, and in editing mode the page actions (the page
// metadata modal opens from the admin tray's 'Edit page').
import type { Audience, Page } from '@atrium/contracts';
import { Badge, Button, Group, Title } from '@mantine/core';
import { IconBookmark, IconCalendarCheck, IconHistory, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { AudienceBadge } from '../audience/AudienceBadge.tsx';
import { ReviewDueBadge } from '../page-review/ReviewDueBadge.tsx';
import classes from './ContentPage.module.css';

const PageReviewModal = lazy(() =>
  import('../page-review/PageReviewModal.tsx').then((m) => ({ default: m.PageReviewModal })),
);
const MustReadModal = lazy(() =>
  import('../must-read/MustReadModal.tsx').then((m) => ({ default: m.MustReadModal })),
);

interface PageHeaderProps {
  page: Page;
  /** The page's own audience; the route tree gives it to admins only. */
  audience?: Audience;
  isEditing: boolean;
  onDeletePage: () => void;
  onShowHistory: () => void;
}

export function PageHeader({ page, audience, isEditing, onDeletePage, onShowHistory }: PageHeaderProps) {
  const [isMustReadOpen, setMustReadOpen] = useState(false);
  const [isReviewOpen, setReviewOpen] = useState(false);
  return (
    <div className={classes.header}>
      <Group gap="sm" align="center">
        <Title order={1} fz={30} c="navy.8">
          {page.Title}
        </Title>
        {page.IsHidden && (
          <Badge color="orange" variant="light" size="lg">
            Hidden
          </Badge>
        )}
        <AudienceBadge audience={audience} />
        <ReviewDueBadge pageUuid={page.UUID} />
      </Group>
      {isEditing && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCalendarCheck size={16} aria-hidden />}
            onClick={() => setReviewOpen(true)}
          >
            Owner and review
          </Button>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            onClick={() => setMustReadOpen(true)}
          >
            Must read
          </Button>
          <Button
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={onShowHistory}
          >
            History
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDeletePage}
          >
            Delete page
          </Button>
        </Group>
      )}
      {isReviewOpen && (
        <Suspense fallback={null}>
          <PageReviewModal pageUuid={page.UUID} pageTitle={page.Title} onClose={() => setReviewOpen(false)} />
        </Suspense>
      )}
      {isMustReadOpen && (
        <Suspense fallback={null}>
          <MustReadModal pageUuid={page.UUID} pageTitle={page.Title} onClose={() => setMustReadOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
