import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

/**
 * Tabs as the WAI-ARIA tabs pattern: a tablist of buttons, the selected one in the page's tab
 * order and the others reached with the arrow keys, Home and End, which select as they move
 * (automatic activation); the selected panel alone is rendered, labelled by its tab. The page's
 * machine holds the selection: `selected` is read from it and `onSelect` sends to it.
 *
 * Written here rather than taken from Headless UI: its tabs, with their focus and rendering
 * helpers, were 8 kB gzip of the contracts' and invoices' first visit (issue 42). The selected
 * tab wears `data-selected` as Headless UI's did, so the pages' classes style it the same.
 */
export function Tabs({
  label,
  titles,
  selected,
  onSelect,
  listClassName,
  tabClassName,
  panelClassName,
  beside,
  children,
}: {
  /** The tablist's accessible name. */
  label: string;
  titles: readonly ReactNode[];
  selected: number;
  onSelect: (index: number) => void;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
  /** Shown on the tablist's row (a refresh button). */
  beside?: ReactNode;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = titles.length;
  const select = (index: number) => {
    const next = (index + count) % count;
    if (next !== selected) onSelect(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  const list = (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
      {titles.map((title, index) => {
        const isSelected = index === selected;
        return (
          <button
            // The titles are a fixed list: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            data-selected={isSelected ? '' : undefined}
            className={tabClassName}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {title}
          </button>
        );
      })}
    </div>
  );
  return (
    <div>
      {beside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {list}
          {beside}
        </div>
      ) : (
        list
      )}
      {/* Keyed by the tab: another tab's panel starts afresh, as a panel of its own would. */}
      <div
        key={selected}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        // The pattern's panel is reachable by Tab, as Headless UI's was: a panel of text has no control.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className={panelClassName}
      >
        {children}
      </div>
    </div>
  );
}
