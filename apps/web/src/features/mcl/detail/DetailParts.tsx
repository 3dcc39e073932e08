// Pieces the assignment and company pages share: a titled panel, a labelled fact, the
// loading skeleton and the not-found state.
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state/index.ts';

export { parseRouteId } from '../route-id.ts';

export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <Title order={2} fz={18} c="navy.8">
            {title}
          </Title>
          {actions}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function DetailSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy aria-label="Loading">
      <Skeleton height={34} width="50%" />
      <Skeleton height={18} width="30%" />
      <Skeleton height={140} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </Stack>
  );
}

export function NotFoundState({ title, message }: { title: string; message: string }) {
  return <EmptyState title={title} message={message} />;
}

/** A route's :Id as a positive whole number, or null when malformed. */
