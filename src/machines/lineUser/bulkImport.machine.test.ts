import { type AnyActorRef, type AnyEventObject, createActor, fromCallback, setup, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import type { LineUserInput } from '../../api/lineUser/types';
import type { ImportRow } from '../../lib/sheets/importTypes';
import { validateAll } from '../../lib/sheets/validate';
import type { ReadFileInput } from '../shared/import/importMachine';
import {
  bulkImportMachine,
  type LineUserImportApi,
  lineUserSubmitRows,
  SUBMIT_CONCURRENCY,
  submitLineUserRows,
  UNKNOWN_LINE_MESSAGE,
} from './bulkImportMachine';
import { lineUserImportSpec } from './importSpec';

const HEADER = ['Hat numarası', 'Kullanıcı adı soyadı', 'TC kimlik numarası', 'E-posta adresi', 'Departman'];
const person = (n: number) => [
  `Kişi ${String.fromCharCode(65 + (n % 26))}`,
  '10000000146',
  `kisi${n}@ornek.com.tr`,
  '',
];

function rowsOf(numbers: string[]): ImportRow[] {
  const outcome = validateAll([HEADER, ...numbers.map((n, i) => [n, ...person(i)])], lineUserImportSpec);
  if (!outcome.ok) throw new Error('bad fixture');
  return outcome.rows;
}

/** A company's lines in memory: counts calls in flight, refuses what it is told to. */
function fakeApi(company: string[], refuse: Record<string, Error> = {}) {
  const updated: { msisdn: string; body: LineUserInput }[] = [];
  const calls = { resolve: 0, sent: 0, inFlight: 0, maxInFlight: 0 };
  const api: LineUserImportApi = {
    async unknownNumbers(msisdns) {
      calls.resolve += 1;
      return msisdns.filter((n) => !company.includes(n));
    },
    async update(msisdn, body) {
      calls.sent += 1;
      calls.inFlight += 1;
      calls.maxInFlight = Math.max(calls.maxInFlight, calls.inFlight);
      await new Promise((r) => setTimeout(r, 1));
      calls.inFlight -= 1;
      const error = refuse[msisdn];
      if (error) throw error;
      if (!company.includes(msisdn))
        throw new HttpError({
          message: 'Bu numaraya ait bir hat bulunamadı.',
          kind: 'http',
          httpStatus: 404,
        });
      updated.push({ msisdn, body });
    },
  };
  return { api, updated, calls };
}

const signal = () => new AbortController().signal;
const companyLines = Array.from({ length: 40 }, (_, i) => `53200000${String(i).padStart(2, '0')}`);

describe('submitLineUserRows', () => {
  it('updates each known line with its normalized number, a few at a time, keeping the file order', async () => {
    const written = companyLines.map((n) => `0${n.slice(0, 3)} ${n.slice(3)}`);
    const { api, updated, calls } = fakeApi(companyLines);
    const results = await submitLineUserRows(rowsOf(written), api, signal());
    expect(results).toEqual(companyLines.map((_, i) => ({ line: i + 2, ok: true })));
    expect(updated.map((u) => u.msisdn).sort()).toEqual(companyLines);
    expect(updated.find((u) => u.msisdn === '5320000000')?.body).toEqual({
      userName: 'Kişi A',
      identityNumber: '10000000146',
      email: 'kisi0@ornek.com.tr',
      department: undefined,
      costCenter: undefined,
    });
    expect(calls.resolve).toBe(1);
    expect(calls.maxInFlight).toBeGreaterThan(1);
    expect(calls.maxInFlight).toBeLessThanOrEqual(SUBMIT_CONCURRENCY);
  });

  it('gives unknown, duplicate and refused rows their own reason without failing the others', async () => {
    const refusal = new HttpError({
      message: 'Kullanıcı adı soyadı geçerli değil.',
      kind: 'http',
      httpStatus: 400,
    });
    const { api, updated } = fakeApi(companyLines, { '5320000002': refusal });
    const rows = rowsOf(['5320000000', '5559999999', '+90 532 000 00 00', '5320000002', '5320000003']);
    expect(await submitLineUserRows(rows, api, signal())).toEqual([
      { line: 2, ok: true },
      { line: 3, ok: false, message: UNKNOWN_LINE_MESSAGE },
      { line: 4, ok: false, message: 'Bu satır dosyada daha önce var (satır 2).' },
      { line: 5, ok: false, message: 'Kullanıcı adı soyadı geçerli değil.' },
      { line: 6, ok: true },
    ]);
    // The unknown number is never sent.
    expect(updated.map((u) => u.msisdn).sort()).toEqual(['5320000000', '5320000003']);
  });

  it('says a line that vanished after the check is not the company’s', async () => {
    const { api } = fakeApi(['5320000000']);
    const racing: LineUserImportApi = { ...api, unknownNumbers: async () => [] };
    expect(await submitLineUserRows(rowsOf(['5320000001']), racing, signal())).toEqual([
      { line: 2, ok: false, message: UNKNOWN_LINE_MESSAGE },
    ]);
  });

  it('stops the whole batch when the network or the session fails', async () => {
    const offline = new HttpError({ message: 'Bağlantı yok.', kind: 'transport', code: 'network' });
    const { api, calls } = fakeApi(companyLines, { '5320000001': offline });
    await expect(submitLineUserRows(rowsOf(companyLines), api, signal())).rejects.toBe(offline);
    // The lanes stop taking rows: only those already under way were sent, not all 40.
    expect(calls.sent).toBeLessThanOrEqual(2 * SUBMIT_CONCURRENCY);
  });
});

describe('bulkImportMachine', () => {
  it('reads, reviews and submits through the provided reader and the line-user API', async () => {
    const rows = rowsOf(['5320000000', '5559999999']);
    const reader = fromCallback<AnyEventObject, ReadFileInput>(({ sendBack }) => {
      sendBack({ type: 'reader.done', rows });
    });
    const { api } = fakeApi(companyLines);
    // Run as the line-user page runs it, a child: the page hears of the saved rows.
    const told: string[] = [];
    const page = createActor(
      setup({
        actors: {
          import: bulkImportMachine.provide({
            actors: { readFile: reader, submitRows: lineUserSubmitRows(api) },
          }),
        },
      }).createMachine({
        invoke: { id: 'import', src: 'import' },
        on: { 'lines.changed': { actions: ({ event }) => told.push(event.type) } },
      }),
    ).start();
    const actor = page.getSnapshot().children.import as AnyActorRef;
    actor.send({ type: 'user.pickFile', file: new File(['x'], 'hatlar.csv') });
    actor.send({ type: 'user.fixRow', line: 2, values: { ...rows[0]?.values, email: 'yanlis' } });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    expect(actor.getSnapshot().context.rows[0]?.errors[0]?.column).toBe('email');
    actor.send({ type: 'user.fixRow', line: 2, values: { ...rows[0]?.values } });
    actor.send({ type: 'user.submit' });
    const done = await waitFor(actor, (s) => s.hasTag('done'));
    expect(done.context.results).toEqual([
      { line: 2, ok: true },
      { line: 3, ok: false, message: UNKNOWN_LINE_MESSAGE },
    ]);
    // One saved row: the page is told once, so it reloads its list once.
    expect(told).toEqual(['lines.changed']);
  });
});
