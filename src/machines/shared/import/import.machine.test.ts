import { type AnyEventObject, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { lineSpec } from '../../../lib/sheets/fixtures/lineSpec';
import type { ImportRow, SubmitResult } from '../../../lib/sheets/importTypes';
import { validateAll } from '../../../lib/sheets/validate';
import { createImportMachine, type ReadFileInput, type SubmitRowsInput } from './importMachine';

const file = new File(['x'], 'hatlar.csv');

function readRows(table: string[][]): ImportRow[] {
  const outcome = validateAll(table, lineSpec);
  if (!outcome.ok) throw new Error('bad fixture');
  return outcome.rows;
}

const twoRows = readRows([
  ['Hat numarası', 'Kullanıcı adı'],
  ['5321234567', 'Ayşe'],
  ['12', 'Ali'],
]);

function start(
  options: {
    reader?: ReturnType<typeof fromCallback<AnyEventObject, ReadFileInput>>;
    submit?: (input: SubmitRowsInput) => Promise<SubmitResult[]>;
  } = {},
) {
  const stops = { count: 0 };
  const reader =
    options.reader ??
    fromCallback<AnyEventObject, ReadFileInput>(({ sendBack }) => {
      sendBack({ type: 'reader.progress', done: 1, total: 2 });
      sendBack({ type: 'reader.done', rows: twoRows });
      return () => {
        stops.count += 1;
      };
    });
  const submit = vi.fn(
    options.submit ?? (async ({ rows }: SubmitRowsInput) => rows.map((r) => ({ line: r.line, ok: true }))),
  );
  const machine = createImportMachine(lineSpec).provide({
    actors: { readFile: reader, submitRows: fromPromise(({ input }) => submit(input)) },
  });
  const actor = createActor(machine).start();
  return { actor, submit, stops };
}

describe('import machine', () => {
  it('reads with progress, then reviews rows and their errors', () => {
    const progress: number[] = [];
    const { actor } = start();
    actor.subscribe((s) => progress.push(s.context.progress.done));
    actor.send({ type: 'user.pickFile', file });
    const s = actor.getSnapshot();
    expect(progress).toContain(1);
    expect(s.hasTag('reviewing')).toBe(true);
    expect(s.context.fileName).toBe('hatlar.csv');
    expect(s.context.rows[1]?.errors[0]?.column).toBe('msisdn');
    expect(s.can({ type: 'user.submit' })).toBe(false);
  });

  it('cancel while reading stops the reader and returns to idle', () => {
    let stopped = false;
    const { actor } = start({
      reader: fromCallback<AnyEventObject, ReadFileInput>(({ sendBack }) => {
        sendBack({ type: 'reader.progress', done: 10, total: 100 });
        return () => {
          stopped = true;
        };
      }),
    });
    actor.send({ type: 'user.pickFile', file });
    expect(actor.getSnapshot().context.progress).toEqual({ done: 10, total: 100 });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(stopped).toBe(true);
  });

  it('fails with the reader failure code, or unreadable when the reader throws', () => {
    const { actor } = start({
      reader: fromCallback<AnyEventObject, ReadFileInput>(({ sendBack }) => {
        sendBack({ type: 'reader.failed', failure: { code: 'missingColumns', columns: ['Hat numarası'] } });
      }),
    });
    actor.send({ type: 'user.pickFile', file });
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'missingColumns',
      columns: ['Hat numarası'],
    });
    const thrower = createActor(createImportMachine(lineSpec)).start();
    thrower.send({ type: 'user.pickFile', file });
    expect(thrower.getSnapshot().hasTag('failed')).toBe(true);
    expect(thrower.getSnapshot().context.failure).toEqual({ code: 'unreadable' });
  });

  it('fixes a row with the spec validator, removes rows, submits only when clean', async () => {
    const { actor, submit } = start({
      submit: async ({ rows }) =>
        rows.map((r) => ({
          line: r.line,
          ok: r.line === 2,
          message: r.line === 2 ? undefined : 'Hat bulunamadı.',
        })),
    });
    actor.send({ type: 'user.pickFile', file });
    actor.send({ type: 'user.fixRow', line: 3, values: { msisdn: '5321234567', name: 'Ali', email: '' } });
    expect(actor.getSnapshot().context.rows[1]?.errors[0]?.message).toBe(
      'Bu satır dosyada daha önce var (satır 2).',
    );
    actor.send({ type: 'user.fixRow', line: 3, values: { msisdn: '5320000000', name: 'Ali', email: '' } });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
    actor.send({ type: 'user.submit' });
    const done = await waitFor(actor, (s) => s.hasTag('done'));
    expect(submit).toHaveBeenCalledWith({ rows: done.context.rows });
    expect(done.context.results).toEqual([
      { line: 2, ok: true, message: undefined },
      { line: 3, ok: false, message: 'Hat bulunamadı.' },
    ]);
    actor.send({ type: 'user.retryFailed' });
    expect(actor.getSnapshot().context.rows.map((r) => r.line)).toEqual([3]);
    actor.send({ type: 'user.removeRow', line: 3 });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
  });

  it('goes back to review with a flag when the submit call fails, and restarts clean', async () => {
    const { actor } = start({ submit: async () => Promise.reject(new Error('ağ')) });
    actor.send({ type: 'user.pickFile', file });
    actor.send({ type: 'user.removeRow', line: 3 });
    actor.send({ type: 'user.submit' });
    const back = await waitFor(actor, (s) => s.hasTag('reviewing') && s.context.submitFailed);
    expect(back.context.rows).toHaveLength(1);
    actor.send({ type: 'user.restart' });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.rows).toEqual([]);
  });
});
