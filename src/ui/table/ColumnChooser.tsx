import { AfterFirstPaint } from '../AfterFirstPaint';
import { lazyScreen } from '../lazyScreen';
import { COLUMN_BUTTON_CLASS } from '../toolbarButtons';
import type { DataColumn } from './types';

/** The popover with Headless UI, loaded after the table's first paint (issue 42). */
const ColumnChooserPanel = lazyScreen(async () => {
  const { ColumnChooserPanel } = await import('./ColumnChooserPanel');
  return { default: ColumnChooserPanel };
});

/** "Sütunlar": which columns are shown; a column that may not be hidden stays checked. */
export function ColumnChooser<T>({
  columns,
  hidden,
  onToggle,
}: {
  columns: DataColumn<T>[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  if (!columns.some((c) => c.hideable !== false)) return null;
  return (
    <AfterFirstPaint buttonClass={COLUMN_BUTTON_CLASS} label="Sütunlar" code={ColumnChooserPanel}>
      <ColumnChooserPanel columns={columns} hidden={hidden} onToggle={onToggle} />
    </AfterFirstPaint>
  );
}
