import type { EventObject, SnapshotFrom } from 'xstate';
import { countLines } from '../../server/lineUser/store';
import { formatMsisdn } from '../../src/lib/msisdn';
import type { linePickerMachine } from '../../src/machines/shared/linePicker/linePickerMachine';
import type { LineFilters, PickerLine } from '../../src/machines/shared/linePicker/types';
import { freshSandbox } from './support/seededSandbox';

export type PickerSnapshot = SnapshotFrom<typeof linePickerMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

/** The picker as the line-user page starts it (linePickerActors.ts). */
export const PICKER_INPUT = { allPageSize: 500 } as const;
const PAGE = 50;

export const PATHS = {
  list: '/ccsirest/line-user/product-list.json',
  choices: '/ccsirest/product/group-filters.json',
} as const;

/** A partial number (73 of the demo company's 600 lines) and a filter with more than one choose-all page (549). */
export const SEARCH_TEXT = '532';
export const FILTER_STATUS = 'ACTIVE';

/**
 * The seeded sandbox, read once per file: the demo company's lines that the paste and the file
 * name, and how many lines each query of the model matches, so the model's outputs have the
 * sandbox's counts and "Daha fazla göster" / choose-all pages happen alike.
 */
export const world = {
  known: [] as string[],
  totals: new Map<string, number>(),
};
const queryKey = (text: string, filters: LineFilters) => `${text}|${filters.status ?? ''}`;

export function loadWorld() {
  const sandbox = freshSandbox();
  try {
    const { ncst } = sandbox.db
      .prepare(
        `SELECT uc.corporate_ncst AS ncst FROM users u JOIN user_companies uc ON uc.user_id = u.id
         WHERE u.user_name = 'hizli.kullanici' ORDER BY uc.position LIMIT 1`,
      )
      .get() as { ncst: string };
    // Lines no model search finds: a paste is never a number the search world chose already.
    world.known = (
      sandbox.db
        .prepare(
          `SELECT msisdn FROM lines WHERE corporate_ncst = ? AND product_type = 'DATA' AND status = 'SUSPENDED'
           AND msisdn NOT LIKE '%532%' ORDER BY msisdn LIMIT 4`,
        )
        .all(ncst) as { msisdn: string }[]
    ).map((r) => r.msisdn);
    for (const text of ['', SEARCH_TEXT])
      for (const status of [undefined, FILTER_STATUS] as const) {
        const filter = { ...(text ? { text } : {}), ...(status ? { status } : {}) };
        world.totals.set(
          queryKey(text, status ? { status } : {}),
          countLines(sandbox.db, { corporateNcst: ncst, filter }),
        );
      }
  } finally {
    sandbox.close();
  }
}

/** A number of no company (the seed has no 532 999 …). */
export const UNKNOWN = '5329990001';
export const BAD_TOKEN = '0532 12';
/** The pasted list: two lines (one twice), a number of no company and a mistyped one. */
export const pasteText = () =>
  [formatMsisdn(world.known[0]!), world.known[1], `0${world.known[0]}`, UNKNOWN, BAD_TOKEN].join('\n');
/** The CSV's numbers (a header row, a line and a number of no company). */
export const fileNumbers = () => [`0${world.known[2]}`, '5329990002'];
export const fixNumber = () => world.known[3]!;

const fake = (i: number): PickerLine => ({
  msisdn: `59900${String(i).padStart(5, '0')}`,
  productType: 'VOICE',
  tariffName: 'Model',
  status: 'ACTIVE',
  userName: `Model ${i}`,
  roaming: false,
});
const fakes = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => fake(from + i));
const known = (msisdn: string): PickerLine => ({ ...fake(0), msisdn });

const total = (s: PickerSnapshot) =>
  world.totals.get(queryKey(s.context.search.text, s.context.search.filters)) ?? 0;
const hasQuery = (s: PickerSnapshot) =>
  s.context.search.text !== '' || Boolean(s.context.search.filters.status);
const failure = () => Object.assign(new Error('Servis başarısız oldu.'), { code: '500' });

const inSearch = (s: PickerSnapshot, ...names: string[]) =>
  names.some((name) => s.matches({ picking: { search: name } } as never));
/** Nothing runs: the person's next step is not racing a call. */
const quiet = (s: PickerSnapshot) =>
  !s.matches({ picking: { choices: 'loading' } }) &&
  inSearch(s, 'idle', 'showing', 'failed') &&
  !s.hasTag('resolving') &&
  !s.hasTag('readingFile');

/**
 * The person's steps and the calls' outcomes. Two worlds that meet only at the chosen list:
 * searching and filtering (while no entry waits to be fixed), and a paste or a file (into an
 * empty choice, with no search), so each world's outcomes are the sandbox's own.
 */
export function pickerEvents(s: PickerSnapshot): ModelEvent[] {
  const c = s.context;
  const events: ModelEvent[] = [];
  // The choices load first, alone: the page's call answers before the person does anything. A
  // search or filter re-enters the whole parallel state (see the exceptions file), so the choices
  // load again then; only the first load is made to fail.
  if (s.matches({ picking: { choices: 'loading' } }))
    return [
      {
        type: 'xstate.done.actor.loadFilterChoices',
        output: { productTypes: [], tariffs: [], statuses: [] },
      },
      ...(c.choices === undefined
        ? [{ type: 'xstate.error.actor.loadFilterChoices', error: failure() }]
        : []),
    ];
  if (inSearch(s, 'debouncing'))
    events.push({ type: 'xstate.after.searchDebounce.linePicker.picking.search.debouncing' });
  if (inSearch(s, 'searching'))
    events.push(
      {
        type: 'xstate.done.actor.findLines',
        output: { rows: fakes(0, Math.min(PAGE, total(s))), total: total(s) },
      },
      { type: 'xstate.error.actor.findLines', error: failure() },
    );
  if (inSearch(s, 'loadingMore')) {
    const from = c.search.rows.length;
    events.push(
      {
        type: 'xstate.done.actor.findMoreLines',
        output: { rows: fakes(from, Math.min(from + PAGE, total(s))), total: total(s) },
      },
      { type: 'xstate.error.actor.findMoreLines', error: failure() },
    );
  }
  if (s.matches({ picking: { search: { choosingAll: 'fetching' } } })) {
    const from = c.allProgress.fetched;
    events.push({
      type: 'xstate.done.actor.findAllLines',
      output: { rows: fakes(from, Math.min(from + PICKER_INPUT.allPageSize, total(s))), total: total(s) },
    });
    // Only the first page is made to fail: a later one's call leaves before the walk could arrange it.
    if (from === 0) events.push({ type: 'xstate.error.actor.findAllLines', error: failure() });
  }
  if (s.hasTag('resolving')) {
    const batch = c.pending;
    events.push({
      type: 'xstate.done.actor.resolveNumbers',
      output: {
        found: batch.filter((n) => world.known.includes(n)).map(known),
        unknown: batch.filter((n) => !world.known.includes(n)),
        notAllowed: [],
      },
    });
    if (c.progress.resolved === 0)
      events.push({ type: 'xstate.error.actor.resolveNumbers', error: failure() });
  }
  if (s.hasTag('resolving') || s.hasTag('resolveFailed')) events.push({ type: 'user.cancelResolve' });
  if (s.hasTag('resolveFailed')) events.push({ type: 'user.retryResolve' });
  if (s.hasTag('readingFile'))
    events.push(
      { type: 'xstate.done.actor.readNumbersFile', output: fileNumbers() },
      {
        type: 'xstate.error.actor.readNumbersFile',
        error: Object.assign(new Error('readFailed'), { code: 'readFailed' }),
      },
    );
  if (!quiet(s)) return events.filter((e) => s.can(e as never) || e.type.startsWith('xstate.'));

  if (s.hasTag('choicesFailed')) events.push({ type: 'user.retryChoices' });
  if (s.hasTag('searchFailed')) events.push({ type: 'user.retrySearch' });
  if (c.problems.length === 0 && !s.hasTag('resolveFailed')) {
    events.push({ type: 'user.search', text: c.search.text === '' ? SEARCH_TEXT : '' });
    events.push({ type: 'user.filter', filters: c.search.filters.status ? {} : { status: FILTER_STATUS } });
  }
  if (inSearch(s, 'showing')) {
    events.push({ type: 'user.more' }, { type: 'user.chooseAllResults' });
    if (c.search.rows[0]) events.push({ type: 'user.toggle', line: c.search.rows[0] });
  }
  const first = [...c.chosen.keys()][0];
  if (first) events.push({ type: 'user.remove', msisdn: first }, { type: 'user.clear' });
  if (inSearch(s, 'idle') && !hasQuery(s) && c.chosen.size === 0 && c.problems.length === 0) {
    events.push({ type: 'user.paste', text: pasteText() });
    events.push({ type: 'user.file', file: new File(['x'], 'hatlar.csv') });
  }
  if (inSearch(s, 'idle') && c.problems.some((p) => p.token === BAD_TOKEN))
    events.push({ type: 'user.fixProblem', token: BAD_TOKEN, text: fixNumber() });
  if (c.problems[0]) events.push({ type: 'user.removeProblem', token: c.problems[0].token });
  events.push({ type: 'user.done' });
  return events.filter((e) => s.can(e as never));
}

export const serializePicker = (s: PickerSnapshot) =>
  JSON.stringify({
    value: s.value,
    text: s.context.search.text,
    status: s.context.search.filters.status ?? '',
    results: s.context.search.total > 0,
    more: s.context.search.rows.length < s.context.search.total,
    chosen: s.context.chosen.size > 0,
    problems: s.context.problems.map((p) => p.kind).sort(),
    searchError: Boolean(s.context.searchError),
    fileError: s.context.fileError ?? '',
  });
