// A partner's financial panel: the same boxes and charts as the company panel, filtered to the
// partner (their own takes and shares, as the dashboard filtered to them counts them).
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { partnerFinancialsQuery } from '../partner-panel-queries.ts';
import { FinancialPanelView } from './FinancialPanelView.tsx';

export function PartnerFinancialPanel({
  userId,
  title = 'Recent financial activity',
}: {
  userId: number;
  title?: string;
}) {
  const titleId = useId();
  const query = useQuery(partnerFinancialsQuery(userId));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c="navy.8" id={titleId}>
          {title}
        </Title>
        {query.isError ? (
          <Text c="red.9" role="alert">
            The financial figures could not be loaded.
          </Text>
        ) : (
          <FinancialPanelView panel={query.data} isLoading={query.isFetching} />
        )}
      </Stack>
    </Paper>
  );
}
