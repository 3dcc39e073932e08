import { Paper, Skeleton, Stack } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './ContentPage.module.css';

/** The page's shape while GET /api/v2/page/{uuid} loads. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-label="Loading page">
      <div className={classes.grid}>
        {[12, 6, 6].map((width, i) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed placeholder list
            key={i}
            withBorder
            radius="md"
            p="lg"
            className={classes.card}
            style={{ '--span': 12, '--span-wide': width } as CSSProperties}
          >
            <Stack gap="sm">
              <Skeleton height={18} width="40%" radius="sm" />
              <Skeleton height={12} radius="sm" />
              <Skeleton height={12} radius="sm" />
              <Skeleton height={12} width="70%" radius="sm" />
            </Stack>
          </Paper>
        ))}
      </div>
    </div>
  );
}
