// A short list in a plain table: every row in the DOM, numbered pages when the server pages it.
// For lists of a few dozen rows (a page's versions, the trash, saved reports); a list that grows
// without bound scrolls in DataTable instead.
import { Button, Group, Pagination, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListTableColumn<Row> {
  id: string;
  /** Read out as the column's label; shown unless `isHeaderHidden` (a column of buttons). */
  header: string;
  isHeaderHidden?: boolean;
  align?: 'start' | 'end';
  cell: (row: Row) => ReactNode;
}

export interface ListPages {
  page: number;
  /** How many rows the server holds over all pages, and how many it sends a page. */
  total: number;
  perPage: number;
  onChange: (page: number) => void;
  /** Names the page buttons for screen readers, e.g. 'Pages of reports'. */
  label: string;
}

export interface ListTableProps<Row> {
  /** Names the table for screen readers, e.g. 'Findings'. */
  label?: string;
  columns: readonly ListTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  caption?: ReactNode;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  isStriped?: boolean;
  /** The row the screen shows more of (aria-current). */
  isCurrentRow?: (row: Row) => boolean;
  /** Numbered pages under the table, shown when there is more than one. */
  pages?: ListPages;
}

export function ListTable<Row>(props: ListTableProps<Row>) {
  const { columns, pages } = props;
  const pageCount = pages ? Math.ceil(pages.total / pages.perPage) : 0;
  const align = (column: ListTableColumn<Row>) => (column.align === 'end' ? 'right' : undefined);
  const table = (
    <Table striped={props.isStriped} highlightOnHover verticalSpacing="xs" aria-label={props.label}>
      {props.caption && <caption>{props.caption}</caption>}
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.id} ta={align(column)}>
              {column.isHeaderHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={props.getRowId(row)} aria-current={props.isCurrentRow?.(row) ? 'true' : undefined}>
            {columns.map((column) => (
              <Table.Td key={column.id} ta={align(column)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {props.minWidth ? (
        <Table.ScrollContainer minWidth={props.minWidth}>{table}</Table.ScrollContainer>
      ) : (
        table
      )}
      {pages && pageCount > 1 && (
        <Pagination
          total={pageCount}
          value={pages.page}
          onChange={pages.onChange}
          size="sm"
          aria-label={pages.label}
        />
      )}
    </>
  );
}

/** The buttons at the end of a row, e.g. View and Restore. */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

/** A small text button in a row; `ariaLabel` names what it acts on, e.g. 'Restore version 3'. */
export function RowButton(props: {
  label: string;
  ariaLabel: string;
  icon?: ReactNode;
  variant?: 'light' | 'subtle' | 'default';
  color?: string;
  isLoading?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="compact-sm"
      variant={props.variant ?? 'light'}
      color={props.color}
      leftSection={props.icon}
      loading={props.isLoading}
      onClick={props.onClick}
      aria-label={props.ariaLabel}
    >
      {props.label}
    </Button>
  );
}
