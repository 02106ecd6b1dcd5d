import { ComboboxOption } from '@headlessui/react';
import type { SearchItem } from '../../api/search/headerTypes';
import type { SearchHitGroup } from '../../api/search/types';

export const optionClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50';

export function ItemText({ item }: { item: SearchItem }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium">{item.title}</span>
      {item.subtitle && <span className="block truncate text-xs text-slate-600">{item.subtitle}</span>}
    </span>
  );
}

/**
 * The hits of a search in their groups (issue 40): each kind's heading with how many there are in
 * all, then its first few. The arrow keys go through every option of every group in turn.
 */
export function SearchResults({ groups }: { groups: SearchHitGroup[] }) {
  return groups.map((group) => (
    <div key={group.kind} role="presentation">
      <div className="flex items-baseline justify-between px-3 pt-2 pb-1 text-xs font-semibold text-slate-600">
        <span className="uppercase">{group.title}</span>
        <span>
          {group.count > group.items.length
            ? `${group.count} sonuçtan ${group.items.length} tanesi`
            : `${group.count} sonuç`}
        </span>
      </div>
      {group.items.map((item) => (
        <ComboboxOption key={`${item.kind}:${item.url}:${item.title}`} value={item} className={optionClass}>
          <ItemText item={item} />
        </ComboboxOption>
      ))}
    </div>
  ));
}
