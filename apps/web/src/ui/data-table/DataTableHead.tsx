import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactTable, RowData } from '@tanstack/react-table';
import classes from './DataTable.module.css';
import type { DataTableColumn } from './data-table-types.ts';
import type { DataTableFeatures } from './table-features.ts';
import { ariaSort } from './table-sort.ts';

/** The header row keeps one height so the virtual rows can start right below it. */
export const HEAD_HEIGHT_PX = 40;

interface DataTableHeadProps<Row extends RowData> {
  table: ReactTable<DataTableFeatures, Row>;
  columns: readonly DataTableColumn<Row>[];
  template: string;
}

export function DataTableHead<Row extends RowData>({ table, columns, template }: DataTableHeadProps<Row>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  return (
    <thead className={classes.head}>
      {table.getHeaderGroups().map((group) => (
        <tr
          key={group.id}
          aria-rowindex={1}
          className={classes.headRow}
          style={{ gridTemplateColumns: template, height: HEAD_HEIGHT_PX }}
        >
          {group.headers.map((header) => {
            const column = byId.get(header.column.id);
            if (!column) return null;
            const direction = header.column.getIsSorted();
            const Arrow = direction === 'asc' ? IconArrowUp : IconArrowDown;
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={column.isSortable ? ariaSort(direction) : undefined}
                className={classes.headCell}
                data-align={column.align ?? 'start'}
              >
                {header.column.getCanSort() ? (
                  <UnstyledButton
                    onClick={header.column.getToggleSortingHandler()}
                    fz="xs"
                    fw={700}
                    c="navy.8"
                    lh={1.3}
                    className={classes.headLabel}
                  >
                    {column.header}
                    {direction && (
                      <Arrow size={12} style={{ marginLeft: 4, verticalAlign: 'middle' }} aria-hidden />
                    )}
                  </UnstyledButton>
                ) : (
                  <span className={classes.headLabel}>{column.header}</span>
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
