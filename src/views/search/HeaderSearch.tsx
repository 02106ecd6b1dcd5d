import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { type KeyboardEvent, type MouseEvent, useEffect } from 'react';
import type { SearchItem } from '../../api/portalTypes';
import { searchMachine } from '../../machines/search/searchMachine';
import { usePageActor } from '../shared/usePageActor';
import { SEARCH_BOX_CLASS, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCH_TEXT_MAX } from './searchBox';

const optionClass =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50';

function ItemText({ item }: { item: SearchItem }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium">{item.title}</span>
      {item.subtitle && <span className="block truncate text-xs text-slate-600">{item.subtitle}</span>}
    </span>
  );
}

/**
 * The header search box (spec §3 "Search"): a combobox over the search machine. It replaces the
 * stand-in of HeaderSearchSlot, taking over what was typed there and the focus.
 */
export function HeaderSearch({
  initialText = '',
  autoFocus = false,
}: {
  initialText?: string;
  autoFocus?: boolean;
}) {
  // An opened result leaves the box as a session effect (a menu choice), performed by the hook.
  const search = usePageActor(searchMachine, undefined);
  const text = useSelector(search, (s) => s.context.text);
  const pending = useSelector(search, (s) => s.hasTag('pending'));
  const showResults = useSelector(search, (s) => s.matches('results'));
  const results = useSelector(search, (s) => s.context.searchList, shallowEqual);
  const groups = useSelector(search, (s) => s.context.initialList, shallowEqual);
  const canDelete = useSelector(search, (s) => s.can({ type: 'user.deleteItem', id: 0 }));
  const failed = useSelector(search, (s) => s.context.failed);
  // The box takes no more than the contract does (maxLength); reaching it is said, not hidden.
  const tooLong = text.length >= SEARCH_TEXT_MAX;
  // Text typed into the stand-in before this box arrived is typed here, once.
  useEffect(() => {
    if (initialText) search.send({ type: 'user.type', text: initialText });
  }, [search, initialText]);

  // The delete button sits inside the option, which selects on mouse down: keep that press to
  // the button (and the focus in the box) so deleting never also opens the item.
  const holdPress = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const remove = (id: number) => (event: MouseEvent) => {
    holdPress(event);
    search.send({ type: 'user.deleteItem', id });
  };
  /** Keyboard: Delete on a highlighted recent search (the box is empty then) removes it. */
  const deleteActive = (event: KeyboardEvent, active: SearchItem | null | undefined) => {
    if (event.key !== 'Delete' || text !== '' || active?.id === undefined || !canDelete) return;
    event.preventDefault();
    search.send({ type: 'user.deleteItem', id: active.id });
  };

  return (
    <Combobox<SearchItem | null>
      value={null}
      onChange={(item) => item && search.send({ type: 'user.open', item })}
      immediate
    >
      {({ activeOption, open }) => (
        <div className="relative w-full max-w-md">
          <ComboboxInput
            aria-label={SEARCH_LABEL}
            placeholder={SEARCH_PLACEHOLDER}
            className={SEARCH_BOX_CLASS}
            maxLength={SEARCH_TEXT_MAX}
            autoFocus={autoFocus}
            value={text}
            onChange={(event) => search.send({ type: 'user.type', text: event.target.value })}
            onKeyDown={(event) => deleteActive(event, activeOption)}
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 mt-1 max-h-96 w-(--input-width) min-w-80 overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 empty:invisible"
          >
            {showResults &&
              results.map((item) => (
                <ComboboxOption key={`${item.kind}:${item.url}`} value={item} className={optionClass}>
                  <ItemText item={item} />
                  <span className="text-xs text-slate-600">{item.kind === 'LINE' ? 'Hat' : 'Ekran'}</span>
                </ComboboxOption>
              ))}
            {!pending &&
              !showResults &&
              groups.map((group) =>
                group.items.length === 0 ? null : (
                  <div key={group.type} role="presentation">
                    <div className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase">
                      {group.title}
                    </div>
                    {group.items.map((item) => (
                      <ComboboxOption key={`${group.type}:${item.url}`} value={item} className={optionClass}>
                        <ItemText item={item} />
                        {group.type === 'previousList' && item.id !== undefined && (
                          <button
                            type="button"
                            disabled={!canDelete}
                            onMouseDown={holdPress}
                            onClick={remove(item.id)}
                            className="rounded px-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
                          >
                            <span aria-hidden="true">×</span>
                            <span className="sr-only">{item.title} aramasını sil</span>
                          </button>
                        )}
                      </ComboboxOption>
                    ))}
                  </div>
                ),
              )}
          </ComboboxOptions>
          {/* What the box says about itself sits beside the list, not in it: a listbox holds options only. */}
          {open && (pending || tooLong || (showResults && (failed || results.length === 0))) && (
            <div
              role="status"
              className="absolute top-full right-0 left-0 z-50 mt-1 min-w-0 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
            >
              {pending && <div className="px-3 py-2 text-sm text-slate-700">Aranıyor…</div>}
              {tooLong && (
                <div className="px-3 py-2 text-sm text-red-800">
                  Arama metni en fazla {SEARCH_TEXT_MAX} karakter olabilir; fazlası alınmadı.
                </div>
              )}
              {showResults && failed && (
                <div className="px-3 py-2 text-sm text-red-800">
                  Arama yapılamadı. Lütfen tekrar deneyiniz.
                </div>
              )}
              {showResults && !failed && results.length === 0 && (
                <div className="px-3 py-2 text-sm text-slate-700">Sonuç bulunamadı.</div>
              )}
            </div>
          )}
        </div>
      )}
    </Combobox>
  );
}
