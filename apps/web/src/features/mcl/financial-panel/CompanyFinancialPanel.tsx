// The company financial panel (spec 3 §2.5): 'Show for' the company only, with its subsidiaries
// (default) or its entire family tree; each choice refetches the figures from the report engine.
import { PANEL_SHOW_LABELS, type PanelShow, PanelShowSchema } from '@atrium/contracts';
import { Group, Paper, Select, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { companyFinancialsQuery } from '../mcl-queries.ts';
import { FinancialPanelView } from './FinancialPanelView.tsx';

export interface CompanyFinancialPanelProps {
  companyId: number;
  title?: string;
}

export function CompanyFinancialPanel({
  companyId,
  title = 'Recent financial activity',
}: CompanyFinancialPanelProps) {
  const [show, setShow] = useState<PanelShow>('subsidiaries');
  const titleId = useId();
  const query = useQuery({ ...companyFinancialsQuery(companyId, show), placeholderData: keepPreviousData });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId} data-financial-panel>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={2} fz="lg" c="navy.8" id={titleId}>
            {title}
          </Title>
          <Select
            label="Show for"
            w={{ base: '100%', xs: 320 }}
            allowDeselect={false}
            data={PanelShowSchema.options.map((value) => ({ value, label: PANEL_SHOW_LABELS[value] }))}
            value={show}
            onChange={(value) => value && setShow(value as PanelShow)}
          />
        </Group>
        {query.isError ? (
          <Title order={3} fz="sm" c="red.9" role="alert">
            The financial figures could not be loaded.
          </Title>
        ) : (
          <FinancialPanelView panel={query.data} isLoading={query.isFetching} />
        )}
      </Stack>
    </Paper>
  );
}
