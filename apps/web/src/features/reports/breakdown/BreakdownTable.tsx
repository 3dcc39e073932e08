// The breakdown table (spec 2 §2): Name and the metric columns, sortable on the server; region,
// license and location names drill down, assignment/company/parent names open in a new tab.
import type { BreakdownRow, BreakdownType } from '@atrium/contracts';
import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconExternalLink } from '@tabler/icons-react';
import { formatMoney, formatNumber } from '../../../ui/numbers.ts';
import { BREAKDOWN_COLUMNS, isDrillTab, rowHref, type SortKey } from './breakdown-tabs.ts';
import { useRowTargetHref } from './use-row-target-href.ts';

interface BreakdownTableProps {
  type: BreakdownType;
  label: string;
  rows: BreakdownRow[];
  currency: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  onSort: (key: SortKey) => void;
  onDrill: (row: BreakdownRow) => void;
  /** Opens the rows behind one cell. */
  onCell?: (row: BreakdownRow, column: (typeof BREAKDOWN_COLUMNS)[number]) => void;
}

function SortHeader(props: {
  label: string;
  sortKey: SortKey;
  table: BreakdownTableProps;
  isNumeric: boolean;
}) {
  const { table, sortKey } = props;
  const isSorted = table.sort === sortKey;
  const Arrow = table.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={isSorted ? (table.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={props.isNumeric ? 'right' : 'left'}
      miw={props.isNumeric ? undefined : 170}
      style={{ verticalAlign: 'bottom' }}
    >
      <UnstyledButton onClick={() => table.onSort(sortKey)} fz="xs" fw={700} c="navy.8" ta="inherit" lh={1.3}>
        {props.label}
        {isSorted && <Arrow size={12} style={{ marginLeft: 4, verticalAlign: 'middle' }} aria-hidden />}
      </UnstyledButton>
    </Table.Th>
  );
}

function NameCell({ row, table }: { row: BreakdownRow; table: BreakdownTableProps }) {
  const resolveHref = useRowTargetHref();
  if (isDrillTab(table.type) && row.id > 0) {
    return (
      <Anchor component="button" type="button" size="sm" ta="left" onClick={() => table.onDrill(row)}>
        {row.name}
      </Anchor>
    );
  }
  const href = rowHref(table.type, row, resolveHref);
  if (href) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
        {row.name}
        <IconExternalLink
          size={12}
          style={{ marginLeft: 4, verticalAlign: 'middle' }}
          aria-label="(opens in a new tab)"
        />
      </Anchor>
    );
  }
  return <Text size="sm">{row.name}</Text>;
}

function CellValue(props: {
  row: BreakdownRow;
  column: (typeof BREAKDOWN_COLUMNS)[number];
  table: BreakdownTableProps;
}) {
  const { row, column, table } = props;
  const value = row[column.key];
  const text = column.isMoney ? formatMoney(value, table.currency) : formatNumber(value);
  if (!table.onCell || value === 0) return text;
  return (
    <UnstyledButton
      fz={13}
      onClick={() => table.onCell?.(row, column)}
      aria-label={`${column.label} of ${row.name}: ${text}, show the rows behind it`}
      style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
    >
      {text}
    </UnstyledButton>
  );
}

export function BreakdownTable(props: BreakdownTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={8}
        fz={13}
        aria-label={`${props.label} breakdown`}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Name" sortKey="name" table={props} isNumeric={false} />
            {BREAKDOWN_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={column.label}
                sortKey={column.key}
                table={props}
                isNumeric
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={BREAKDOWN_COLUMNS.length + 1}>
                <Text c="dimmed" ta="center" py="md">
                  No results
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            props.rows.map((row) => (
              <Table.Tr key={`${row.id}:${row.name}`}>
                {/* A partner's name may carry an e-mail address: it breaks rather than widen the table. */}
                <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                  <NameCell row={row} table={props} />
                </Table.Th>
                {BREAKDOWN_COLUMNS.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    <CellValue row={row} column={column} table={props} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
