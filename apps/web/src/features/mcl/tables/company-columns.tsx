// spec 3 §2.7: the company results table's columns — Company, Subsidiary of, Owner, Status,
// Off limits date (spec 3 §4), Invenias 'Visit', ZoomInfo 'Visit'. A company off limits, by itself or
// its family, carries the off-limits badge beside its name.
import { brand, type CompanyRow, type OffLimitsMark } from '@atrium/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table/index.ts';
import { formatDate } from '../../../ui/dates.ts';
import { offLimitsDisplay } from '../format/mcl-format.ts';
import type { MclHrefs } from '../mcl-links.ts';
import { OffLimitsMarkBadge } from '../off-limits/OffLimitsBadge.tsx';
import { CompanyCell } from './CompanyCell.tsx';
import { inveniasUrl, zoomInfoUrl } from './external-links.ts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A row with its off-limits state from the off-limits check, when the table read it. */
export type MarkedCompanyRow = CompanyRow & { offLimits?: OffLimitsMark };

export function companyColumns(hrefs: MclHrefs): DataTableColumn<MarkedCompanyRow>[] {
  return [
    {
      id: 'company',
      header: 'Company',
      minWidthRem: 12,
      grow: 3,
      isSortable: true,
      cell: (row) => (
        <Group gap={6} wrap="wrap">
          <CompanyCell
            href={hrefs.company(row.Id)}
            name={row.company}
            isKeyAccount={row.IsKeyAccount}
            isStrong
          />
          {row.offLimits && <OffLimitsMarkBadge status={row.offLimits.status} until={row.offLimits.until} />}
        </Group>
      ),
    },
    {
      id: 'parent',
      header: 'Subsidiary of',
      minWidthRem: 10,
      grow: 2,
      isSortable: true,
      cell: (row) =>
        row.parent && row.parentId ? (
          <CompanyCell
            href={hrefs.company(row.parentId)}
            name={row.parent}
            isKeyAccount={row.parentIsKeyAccount}
          />
        ) : (
          '—'
        ),
    },
    {
      id: 'owner',
      header: 'Owner',
      minWidthRem: 9,
      isSortable: true,
      cell: (row) =>
        row.owner && row.ownerId ? (
          <Anchor href={hrefs.profile(row.ownerId)} {...external} size="sm">
            {row.owner}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: 'Status',
      minWidthRem: 6.5,
      grow: 0,
      isSortable: true,
      cell: (row) => row.status,
    },
    {
      id: 'offLimitsDate',
      header: 'Off limits date',
      minWidthRem: 8,
      grow: 0,
      isSortable: true,
      sortDescFirst: true,
      cell: (row) => <OffLimitsCell value={row.offLimitsDate} actionDate={row.actionDate} />,
    },
    {
      id: 'inveniasId',
      header: brand.trackingLabel,
      minWidthRem: 6,
      grow: 0,
      isSortable: true,
      cell: (row) =>
        row.inveniasId ? (
          <Anchor
            href={inveniasUrl(row.inveniasId)}
            {...external}
            size="sm"
            aria-label={`Visit ${row.company} in ${brand.trackingLabel}`}
          >
            Visit
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      id: 'zoominfoId',
      header: 'ZoomInfo',
      minWidthRem: 6,
      grow: 0,
      isSortable: true,
      cell: (row) =>
        row.zoominfoId ? (
          <Anchor
            href={zoomInfoUrl(row.zoominfoId)}
            {...external}
            size="sm"
            aria-label={`Visit ${row.company} in ZoomInfo`}
          >
            Visit
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
}

/** spec 3 §4: 'Off Limits', 'Job Active' or the date, with the day to act by under it. */
export function OffLimitsCell({ value, actionDate }: { value: string | null; actionDate?: string | null }) {
  const display = offLimitsDisplay(value);
  const action = actionDate ?? display.actionDate;
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        fw={display.isOffLimits ? 600 : undefined}
        c={display.isOffLimits ? 'red.9' : undefined}
      >
        {display.text}
      </Text>
      {action && !display.isOffLimits && (
        <Text size="xs" c="dimmed">
          Act by {formatDate(action)}
        </Text>
      )}
    </Stack>
  );
}
