export { cellText, compareValues, filterRows, formatValue, visibleColumns } from './columns';
export { DataTable } from './DataTable';
export { msisdnColumn } from './msisdnColumn';
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
