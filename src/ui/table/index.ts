export { cellText, compareValues, filterRows, formatValue, visibleColumns } from './columns';
export { DataTable } from './DataTable';
export type {
  DataColumn,
  DataTableProps,
  SelectionProps,
  ServerMode,
  SortState,
  TableStatus,
  TableView,
} from './types';
export { useMediaQuery } from './useMediaQuery';
