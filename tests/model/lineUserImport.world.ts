import type { EventObject, SnapshotFrom } from 'xstate';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import type { SubmitResult } from '../../src/lib/sheets/importTypes';
import { validateAll } from '../../src/lib/sheets/validate';
import { type bulkImportMachine, UNKNOWN_LINE_MESSAGE } from '../../src/machines/lineUser/bulkImportMachine';
import { lineUserImportSpec } from '../../src/machines/lineUser/importSpec';
import { UNKNOWN, world } from './linePicker.world';

export type ImportSnapshot = SnapshotFrom<typeof bulkImportMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export const LIST_PATH = '/ccsirest/line-user/product-list.json';
export const BAD_LINE = 3;
const HEADER = lineUserImportSpec.columns.map((c) => c.header);

/**
 * The small file of the walk (world.known: the demo company's lines, read from the seed): a line
 * of the company, a mistyped number (line 3) and a number of no company, which the server refuses.
 */
export const goodTable = (): string[][] => [
  HEADER,
  [`0${world.known[0]}`, 'Ayşe Yılmaz', '10000000146', 'ayse@ornek.com.tr', 'Satış', ''],
  ['0532 12', 'Ali Kaya', '10000000146', 'ali@ornek.com.tr', '', ''],
  [UNKNOWN, 'Can Öz', '10000000146', 'can@ornek.com.tr', '', ''],
];
/** A file without the identity and e-mail columns. */
export const missingTable = (): string[][] => [
  ['Numara', 'Ad Soyad'],
  [`0${world.known[0]}`, 'Ali Kaya'],
];
export const toCsv = (table: string[][]) => table.map((row) => row.join(';')).join('\r\n');
export const fixedNumber = () => `0${world.known[1]}`;

const failure = () => Object.assign(new Error('Servis başarısız oldu.'), { code: '500' });

/** What the sandbox answers per row: the company's lines are saved, others refused. */
const results = (s: ImportSnapshot): SubmitResult[] =>
  s.context.rows.map((row) =>
    world.known.includes(normalizeMsisdn(row.values.msisdn ?? '') ?? '')
      ? { line: row.line, ok: true }
      : { line: row.line, ok: false, message: UNKNOWN_LINE_MESSAGE },
  );

/**
 * Pick a file, read it (with the progress shown, cancelled, refused or unreadable), fix and remove
 * the bad row, submit (saved with one refusal, or failing as a whole), fix the refused rows,
 * restart. The page offers no file picker while reviewing, so that event is left out.
 */
export function importEvents(s: ImportSnapshot): ModelEvent[] {
  const c = s.context;
  const events: ModelEvent[] = [];
  if (s.matches('idle') || s.matches('failed'))
    events.push({ type: 'user.pickFile', file: new File(['x'], 'hatlar.csv') });
  if (s.matches('reading')) {
    const fresh = c.progress.total === 0;
    if (fresh) events.push({ type: 'reader.progress', done: 0, total: 3 });
    const outcome = validateAll(goodTable(), lineUserImportSpec);
    if (outcome.ok) events.push({ type: 'reader.done', rows: outcome.rows });
    if (fresh) {
      events.push({
        type: 'reader.failed',
        failure: { code: 'missingColumns', columns: ['TC kimlik numarası', 'E-posta adresi'] },
      });
      events.push({ type: 'xstate.error.actor.readFile', error: new Error('no worker') });
    }
    events.push({ type: 'user.cancel' });
  }
  if (s.matches('reviewing')) {
    const bad = c.rows.find((row) => row.line === BAD_LINE && row.errors.length > 0);
    if (bad) {
      events.push({ type: 'user.fixRow', line: BAD_LINE, values: { ...bad.values, msisdn: fixedNumber() } });
      events.push({ type: 'user.removeRow', line: BAD_LINE });
    }
    events.push({ type: 'user.submit' }, { type: 'user.restart' });
  }
  if (s.matches('submitting'))
    events.push(
      { type: 'xstate.done.actor.submitRows', output: results(s) },
      { type: 'xstate.error.actor.submitRows', error: failure() },
    );
  if (s.matches('done')) events.push({ type: 'user.retryFailed' }, { type: 'user.restart' });
  return events.filter((e) => s.can(e as never));
}

export const serializeImport = (s: ImportSnapshot) =>
  JSON.stringify({
    value: s.value,
    progress: s.matches('reading') && s.context.progress.total > 0,
    rows: s.context.rows.map((row) => `${row.line}:${row.errors.length}`),
    results: s.context.results.map((r) => `${r.line}:${r.ok}`),
    submitFailed: s.context.submitFailed,
    failure: s.context.failure?.code ?? '',
  });
