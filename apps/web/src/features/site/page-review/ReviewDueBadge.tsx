// Tells a site admin that a page is due for review.
import { Badge } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { useDueReviews } from './page-review-api.ts';

export function ReviewDueBadge({ pageUuid, size = 'sm' }: { pageUuid: string; size?: 'xs' | 'sm' }) {
  const due = useDueReviews();
  if (!due.has(pageUuid)) return null;
  return (
    <Badge size={size} variant="light" color="yellow" leftSection={<IconCalendarDue size={12} aria-hidden />}>
      Review due
    </Badge>
  );
}
