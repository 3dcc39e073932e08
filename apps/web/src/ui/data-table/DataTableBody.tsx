import { Skeleton } from '@mantine/core';
import type { ReactTable, RowData, Row as TableRow } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import classes from './DataTable.module.css';
import type { DataTableColumn } from './data-table-types.ts';
import type { DataTableFeatures } from './table-features.ts';
import { tabbableRowIndex } from './table-layout.ts';

export const ROW_HEIGHT_ESTIMATE_PX = 44;
const SKELETON_ROWS = 6;

interface DataTableBodyProps<Row extends RowData> {
  table: ReactTable<DataTableFeatures, Row>;
  rows: TableRow<DataTableFeatures, Row>[];
  columns: readonly DataTableColumn<Row>[];
  template: string;
  virtualizer: Virtualizer<HTMLElement, Element>;
  isFirstLoad: boolean;
  isRefreshing: boolean;
  onRowClick?: (row: Row) => void;
}

/** A click on a link or button inside the row belongs to it, not to the row. */
function isOnInnerControl(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest('a, button, input, select, textarea, [role="button"], [role="link"]');
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

export function DataTableBody<Row extends RowData>(props: DataTableBodyProps<Row>) {
  const { table, rows, virtualizer, onRowClick } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  if (props.isFirstLoad) return <SkeletonRows columns={props.columns} template={props.template} />;

  const items = virtualizer.getVirtualItems();
  const alignById = new Map(props.columns.map((column) => [column.id, column.align ?? 'start']));
  const tabStop = onRowClick
    ? tabbableRowIndex(
        activeIndex,
        items.map((item) => item.index),
      )
    : null;

  const focusRow = (index: number) => {
    if (index < 0 || index >= rows.length) return;
    const rowAt = () => bodyRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const rendered = rowAt();
    if (rendered) {
      rendered.focus({ preventScroll: true });
      return;
    }
    // A row far away is rendered only after the scroll above; wait a frame for it.
    requestAnimationFrame(() => rowAt()?.focus({ preventScroll: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      onRowClick?.(row);
    } else if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]);
    }
  };

  return (
    <tbody
      ref={bodyRef}
      className={props.isRefreshing ? `${classes.body} ${classes.isRefreshing}` : classes.body}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <tr
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-rowindex={item.index + 2}
            tabIndex={onRowClick ? (item.index === tabStop ? 0 : -1) : undefined}
            data-striped={item.index % 2 === 0 || undefined}
            data-clickable={onRowClick ? true : undefined}
            className={classes.row}
            style={{
              gridTemplateColumns: props.template,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
            onFocus={(event) => {
              if (event.target === event.currentTarget) setActiveIndex(item.index);
            }}
            onClick={
              onRowClick
                ? (event) => {
                    if (!isOnInnerControl(event)) onRowClick(row.original);
                  }
                : undefined
            }
            onKeyDown={onRowClick ? (event) => onKeyDown(event, item.index, row.original) : undefined}
          >
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={classes.cell} data-align={alignById.get(cell.column.id)}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}

function SkeletonRows<Row>({
  columns,
  template,
}: {
  columns: readonly DataTableColumn<Row>[];
  template: string;
}) {
  return (
    <tbody>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <tr
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed placeholder list
          key={index}
          aria-hidden
          className={`${classes.row} ${classes.placeholderRow}`}
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((column) => (
            <td key={column.id} className={classes.cell}>
              <Skeleton
                height={12}
                radius="sm"
                width={`${60 + ((index * 17 + column.id.length * 7) % 35)}%`}
              />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
