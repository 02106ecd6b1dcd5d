import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import type { SearchItem } from '../../api/search/headerTypes';
import { SEARCH_EVERYTHING_MIN } from '../../api/search/types';
import { searchMachine } from '../../machines/search/searchMachine';
import { useShellRef } from '../shared/sessionActor';
import { usePageEffects } from '../shared/usePageActor';
import { ItemText, optionClass, SearchResults } from './SearchResults';
import { SEARCH_BOX_CLASS, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCH_TEXT_MAX } from './searchBox';
import { type SearchRef, useHeaderSearchRef } from './useHeaderSearchRef';

/**
 * The header search box (spec §3 "Search", issue 40): a combobox over the shell's search child.
 * It replaces the stand-in of HeaderSearchSlot, taking over what was typed there and the focus.
 * The first box to arrive hands the shell the search's chart (the shell's chunk does not carry it).
 */
export function HeaderSearch({
  initialText = '',
  autoFocus = false,
}: {
  initialText?: string;
  autoFocus?: boolean;
}) {
  const shell = useShellRef();
  const search = useHeaderSearchRef(shell);
  // What the search opens (a screen, an object's page) is performed here, at the box's edge.
  usePageEffects(search);
  useEffect(() => {
    shell.send({ type: 'search.start', logic: searchMachine });
  }, [shell]);
  return search ? <SearchBox search={search} initialText={initialText} autoFocus={autoFocus} /> : null;
}

function SearchBox({
  search,
  initialText,
  autoFocus,
}: {
  search: SearchRef;
  initialText: string;
  autoFocus: boolean;
}) {
  const shell = useShellRef();
  const input = useRef<HTMLInputElement>(null);
  // Ctrl+K (⌘K) asked for the box after it was here: it takes the focus (and so opens its list).
  const summons = useSelector(shell, (s) => s.context.searchSummons);
  const summonsAtStart = useRef(summons);
  useEffect(() => {
    if (summons > summonsAtStart.current) input.current?.focus();
  }, [summons]);
  const text = useSelector(search, (s) => s.context.text);
  const pending = useSelector(search, (s) => s.hasTag('pending'));
  const showResults = useSelector(search, (s) => s.matches('results'));
  const tooShort = useSelector(search, (s) => s.matches('tooShort'));
  const results = useSelector(search, (s) => s.context.searchList, shallowEqual);
  const resultGroups = useSelector(search, (s) => s.context.resultGroups, shallowEqual);
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
            ref={input}
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
            {showResults && <SearchResults groups={resultGroups} />}
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
          {/* A one-letter text has no list to open: its note shows while the box holds it. */}
          {(open || tooShort) &&
            (pending || tooLong || tooShort || (showResults && (failed || results.length === 0))) && (
              <div
                role="status"
                className="absolute top-full right-0 left-0 z-50 mt-1 min-w-0 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200"
              >
                {pending && <div className="px-3 py-2 text-sm text-slate-700">Aranıyor…</div>}
                {tooShort && (
                  <div className="px-3 py-2 text-sm text-slate-700">
                    Aramak için en az {SEARCH_EVERYTHING_MIN} karakter yazınız.
                  </div>
                )}
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
