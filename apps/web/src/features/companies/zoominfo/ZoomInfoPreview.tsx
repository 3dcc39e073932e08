// A ZoomInfo record as the modal previews it, with previous and next.
import type { ZoomInfoCompany } from '@atrium/contracts';
import { ActionIcon, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatWhole } from '../../../ui/numbers.ts';

export function ZoomInfoPreview({
  record,
  position,
  onPrevious,
  onNext,
}: {
  record: ZoomInfoCompany;
  position: string;
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  const rows: [string, string | number | null][] = [
    ['Web address', record.ZI_C_URL],
    [
      'Address',
      [record.ZI_C_STREET, record.ZI_C_CITY, record.ZI_C_STATE, record.ZI_C_ZIP].filter(Boolean).join(', '),
    ],
    ['Country', record.ZI_C_COUNTRY],
    ['Revenue range', record.ZI_C_REVENUE_RANGE],
    ['Employees', record.ZI_C_EMPLOYEES],
    [
      'Employee growth (2 years)',
      record.ZI_C_EMPLOYEE_GROWTH_2YR === null ? null : `${record.ZI_C_EMPLOYEE_GROWTH_2YR}%`,
    ],
    ['Immediate parent', record.ZI_C_IMMEDIATE_PARENT_NAME],
    ['Industries', record.ZI_C_INDUSTRIES.join(', ')],
    ['Ticker', [record.ZI_C_TICKER, record.ZI_C_TICKERS_ALT].filter(Boolean).join(', ')],
    [
      'Latest funding',
      record.ZI_C_LATEST_FUNDING_AMOUNT === null
        ? null
        : `${formatWhole(record.ZI_C_LATEST_FUNDING_AMOUNT)} (${record.ZI_C_LATEST_FUNDING_DATE ?? ''})`,
    ],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label="Preview" aria-roledescription="carousel">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon
          variant="default"
          onClick={onPrevious}
          disabled={!onPrevious}
          aria-label="Previous result"
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Stack gap={0} align="center" style={{ minWidth: 0 }}>
          <Title order={3} fz="md" ta="center">
            {record.ZI_C_COMPANY_NAME}
          </Title>
          <Text size="xs" c="dimmed">
            {position}
          </Text>
        </Stack>
        <ActionIcon variant="default" onClick={onNext} disabled={!onNext} aria-label="Next result">
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap={6}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="xs" c="dimmed" w={150} style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value === null || value === '' ? '—' : value}
            </Text>
          </Group>
        ))}
        {record.ZoomInfoUrl ? (
          <Anchor href={record.ZoomInfoUrl} target="_blank" rel="noopener noreferrer" size="sm">
            Open in ZoomInfo
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
