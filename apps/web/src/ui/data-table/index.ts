export { DataTable, type DataTableProps, FILTER_DEBOUNCE_MS } from './DataTable.tsx';
export { FILTER_LABEL, SHOW_HIDDEN_LABEL } from './DataTableToolbar.tsx';
export type {
  DataTableColumn,
  DataTableSort,
  FetchPage,
  Page,
  PageRequest,
  SortDirection,
} from './data-table-types.ts';
export { EditDeleteActions, type EditDeleteActionsProps } from './EditDeleteActions.tsx';
export {
  type ListPages,
  ListTable,
  type ListTableColumn,
  type ListTableProps,
  RowButton,
  RowButtons,
} from './ListTable.tsx';
export { DEFAULT_PAGE_SIZE, resultCountLabel } from './paged-rows.ts';
export { type ListStateTexts, QueryListTable, type QueryListTableProps } from './QueryListTable.tsx';
