// One league table: rank, the change in rank (▲3, ▼1), credited billings against the compare
// period, teaming revenue, taken, filled, and the target with its share and status in colour and word.
import { type League, type LeagueRow, TARGET_STATUS_LABELS, type TargetStatus } from '@atrium/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../ui/numbers.ts';

const STATUS_COLOURS: Record<TargetStatus, string> = { onTrack: 'green', close: 'yellow', behind: 'red' };

export function rankChangeText(change: number | null): string {
  if (change === null) return 'New';
  if (change > 0) return `▲${change}`;
  if (change < 0) return `▼${-change}`;
  return '–';
}

function rankChangeLabel(change: number | null): string {
  if (change === null) return 'not ranked in the compare period';
  if (change === 0) return 'no change';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}`;
}

/** The share of the yearly target reached in whole percent, cut down rather than rounded: a row at
 * 99.9% of its target reads "99%", never "100%" while it is still short of it. */
export function sharePercent(share: number): string {
  return `${Math.floor(share * 100 + 1e-9)}%`;
}

const right = { textAlign: 'right' } as const;

export function LeagueTable({ league, label }: { league: League; label: string }) {
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatMoney(value, league.currency);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the wide table on a phone
    <section aria-label={`${label}, scrolls sideways`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table fz="sm" striped verticalSpacing={6} aria-label={label} miw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rank</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th style={right}>Credited billings</Table.Th>
            <Table.Th style={right}>Compare period</Table.Th>
            <Table.Th style={right}>Teaming revenue</Table.Th>
            <Table.Th style={right}>Taken</Table.Th>
            <Table.Th style={right}>Filled</Table.Th>
            <Table.Th style={right}>Target</Table.Th>
            <Table.Th style={right}>Reached</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {league.rows.map((row: LeagueRow) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" span fw={600}>
                  {row.rank}
                </Text>{' '}
                <Text size="xs" span c="dark.7" aria-label={rankChangeLabel(row.rankChange)}>
                  {rankChangeText(row.rankChange)}
                </Text>
              </Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td style={right}>{money(row.totalBillings)}</Table.Td>
              <Table.Td style={right}>
                {money(row.compareTotalBillings)}
                {row.compareRank !== null && (
                  <Text size="xs" c="dimmed">
                    rank {row.compareRank}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={right}>{money(row.teamingRevenue)}</Table.Td>
              <Table.Td style={right}>{formatNumber(row.assignmentsTaken)}</Table.Td>
              <Table.Td style={right}>{formatNumber(row.assignmentsFilled)}</Table.Td>
              <Table.Td style={right}>{money(row.target)}</Table.Td>
              <Table.Td style={right}>
                {row.targetShare === null ? '—' : sharePercent(row.targetShare)}
              </Table.Td>
              <Table.Td>
                {row.targetStatus ? (
                  // the word is the status (besides its colour): it is never cut to "On tr…"
                  <Badge
                    color={STATUS_COLOURS[row.targetStatus]}
                    variant="light"
                    tt="none"
                    styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {TARGET_STATUS_LABELS[row.targetStatus]}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
