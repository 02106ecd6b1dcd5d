import writeXlsxFile from 'write-excel-file/universal';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type LinePickerInput, linePickerMachine } from './linePickerMachine';
import { makeLine, testChoices, testCompany } from './testLines';
import type {
  FindLinesInput,
  FindLinesOutput,
  ReadNumbersFileOutput,
  ResolveNumbersInput,
  ResolveNumbersOutput,
} from './types';

type Company = ReturnType<typeof testCompany>;

function start(company: Company, input: LinePickerInput = {}, overrides: Record<string, unknown> = {}) {
  const findCalls: FindLinesInput[] = [];
  const resolveCalls: string[][] = [];
  const machine = linePickerMachine.provide({
    actors: {
      loadFilterChoices: fromPromise(async () => testChoices),
      findLines: fromPromise(async ({ input }: { input: FindLinesInput }) => {
        findCalls.push(input);
        return company.findLines(input);
      }),
      resolveNumbers: fromPromise(async ({ input }: { input: ResolveNumbersInput }) => {
        resolveCalls.push(input.msisdns);
        return company.resolveNumbers(input);
      }),
      ...overrides,
    },
    delays: { searchDebounce: 0 },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, findCalls, resolveCalls };
}

const idleIntake = (s: { matches: (v: object) => boolean }) => s.matches({ picking: { intake: 'idle' } });

describe('linePickerMachine', () => {
  it('refuses to run its calls until the consumer provides them', async () => {
    const actor = createActor(linePickerMachine, { input: {} }).start();
    const failed = await waitFor(actor, (s) => s.hasTag('choicesFailed'));
    expect(failed.context.choicesError).toBe('loadFilterChoices must be provided');
  });

  it('loads the filter choices, and retries them after a failure', async () => {
    let calls = 0;
    const { actor } = start(testCompany(10), undefined, {
      loadFilterChoices: fromPromise(async () => {
        calls += 1;
        if (calls === 1) throw new Error('Servis başarısız oldu.');
        return testChoices;
      }),
    });
    expect((await waitFor(actor, (s) => s.hasTag('choicesFailed'))).context.choicesError).toBe(
      'Servis başarısız oldu.',
    );
    actor.send({ type: 'user.retryChoices' });
    const loaded = await waitFor(actor, (s) => s.matches({ picking: { choices: 'loaded' } }));
    expect(loaded.context.choices?.tariffs).toHaveLength(3);
  });

  it('searches once the typing pauses for 250 ms, with the last text', async () => {
    vi.useFakeTimers();
    try {
      const company = testCompany(100);
      const calls: FindLinesInput[] = [];
      const actor = createActor(
        linePickerMachine.provide({
          actors: {
            loadFilterChoices: fromPromise(async () => testChoices),
            findLines: fromPromise(async ({ input }: { input: FindLinesInput }) => {
              calls.push(input);
              return company.findLines(input);
            }),
          },
        }),
        { input: {} },
      ).start();
      actor.send({ type: 'user.search', text: '0532 000 00' });
      await vi.advanceTimersByTimeAsync(200);
      actor.send({ type: 'user.search', text: '0532 000 00 1' });
      await vi.advanceTimersByTimeAsync(200);
      expect(calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(60);
      expect(calls.map((c) => c.text)).toEqual(['0532 000 00 1']);
      const shown = actor.getSnapshot();
      expect(shown.hasTag('results')).toBe(true);
      // "0532 000 00 1" is 0532000001 with its trunk 0: the lines 5320000010…19 of the first 100.
      expect(shown.context.search.rows.map((r) => r.msisdn)).toEqual(
        Array.from({ length: 10 }, (_, i) => String(5320000010 + i)),
      );
      expect(shown.context.search.rows.every((r) => `0${r.msisdn}`.includes('0532000001'))).toBe(true);
      // Emptying the box clears the results without a call.
      actor.send({ type: 'user.search', text: '  ' });
      await vi.advanceTimersByTimeAsync(300);
      expect(calls).toHaveLength(1);
      expect(actor.getSnapshot().matches({ picking: { search: 'idle' } })).toBe(true);
      expect(actor.getSnapshot().context.search.rows).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters, pages with "more" and stops at the total', async () => {
    const { actor, findCalls } = start(testCompany(300), { pageSize: 40 });
    actor.send({ type: 'user.filter', filters: { productType: 'DATA', status: 'ACTIVE' } });
    let s = await waitFor(actor, (x) => x.matches({ picking: { search: 'showing' } }));
    const total = s.context.search.total;
    expect(total).toBeGreaterThan(40);
    expect(s.context.search.rows).toHaveLength(40);
    expect(s.context.search.rows.every((r) => r.productType === 'DATA' && r.status === 'ACTIVE')).toBe(true);
    while (s.can({ type: 'user.more' })) {
      actor.send({ type: 'user.more' });
      s = await waitFor(actor, (x) => x.matches({ picking: { search: 'showing' } }));
    }
    expect(s.context.search.rows).toHaveLength(total);
    expect(new Set(s.context.search.rows.map((r) => r.msisdn)).size).toBe(total);
    expect(findCalls.map((c) => c.offset)).toEqual([0, 40, 80].slice(0, findCalls.length));
  });

  it('shows a failed search and searches again on retry', async () => {
    let calls = 0;
    const company = testCompany(20);
    const { actor } = start(company, undefined, {
      findLines: fromPromise(async ({ input }: { input: FindLinesInput }) => {
        calls += 1;
        if (calls === 1) throw new Error('Servis başarısız oldu.');
        return company.findLines(input);
      }),
    });
    actor.send({ type: 'user.search', text: 'Ayşe' });
    expect((await waitFor(actor, (s) => s.hasTag('searchFailed'))).context.searchError).toBe(
      'Servis başarısız oldu.',
    );
    actor.send({ type: 'user.retrySearch' });
    const shown = await waitFor(actor, (s) => s.hasTag('results'));
    expect(shown.context.search.rows.every((r) => r.userName === 'Ayşe Yılmaz')).toBe(true);
    expect(shown.context.searchError).toBeUndefined();
  });

  it('chooses every matching line page by page, without a cap', async () => {
    const company = testCompany(30_000);
    const { actor, findCalls } = start(company, { allPageSize: 5000 });
    actor.send({ type: 'user.filter', filters: { productType: 'VOICE' } });
    const shown = await waitFor(actor, (s) => s.hasTag('results'));
    const total = shown.context.search.total;
    expect(total).toBeGreaterThan(15_000);
    actor.send({ type: 'user.chooseAllResults' });
    expect(actor.getSnapshot().hasTag('choosingAll')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.done' })).toBe(false);
    const done = await waitFor(actor, (s) => s.matches({ picking: { search: 'showing' } }));
    expect(done.context.chosen.size).toBe(total);
    expect([...done.context.chosen.values()].every((l) => l.productType === 'VOICE')).toBe(true);
    expect(findCalls.slice(1).map((c) => [c.offset, c.limit])).toEqual(
      Array.from({ length: Math.ceil(total / 5000) }, (_, i) => [i * 5000, 5000]),
    );
    expect(done.context.allProgress).toMatchObject({ fetched: total, total });
  });

  it('keeps the lines chosen so far when choosing every result fails midway', async () => {
    const company = testCompany(1000);
    let calls = 0;
    const { actor } = start(
      company,
      { allPageSize: 100 },
      {
        findLines: fromPromise(async ({ input }: { input: FindLinesInput }) => {
          calls += 1;
          if (calls === 4) throw new Error('Bağlantı kesildi.');
          return company.findLines(input);
        }),
      },
    );
    actor.send({ type: 'user.filter', filters: { status: 'ACTIVE' } });
    await waitFor(actor, (s) => s.hasTag('results'));
    actor.send({ type: 'user.chooseAllResults' });
    const after = await waitFor(
      actor,
      (s) => s.matches({ picking: { search: 'showing' } }) && !!s.context.searchError,
    );
    expect(after.context.searchError).toBe('Bağlantı kesildi.');
    expect(after.context.chosen.size).toBe(200);
  });

  it('toggles, removes and clears chosen lines', () => {
    const { actor } = start(testCompany(5), { chosen: [makeLine(0)] });
    actor.send({ type: 'user.toggle', line: makeLine(1) });
    actor.send({ type: 'user.toggle', line: makeLine(2) });
    actor.send({ type: 'user.toggle', line: makeLine(0) });
    expect([...actor.getSnapshot().context.chosen.keys()]).toEqual(['5320000001', '5320000002']);
    actor.send({ type: 'user.remove', msisdn: '5320000001' });
    expect([...actor.getSnapshot().context.chosen.keys()]).toEqual(['5320000002']);
    actor.send({ type: 'user.clear' });
    expect(actor.getSnapshot().context.chosen.size).toBe(0);
  });

  it('turns a paste into chosen lines and problems with their kinds', async () => {
    const company = testCompany(50, { '5320000007': 'Hat askıda olduğu için seçilemez.' });
    const { actor } = start(company, { chosen: [makeLine(3)] });
    actor.send({
      type: 'user.paste',
      text: '0532 000 00 01, 90 532 000 00 02\n0532 000 00 03\n0532 000 00 01\n0532 12\n05329999999; 5320000007',
    });
    const s = await waitFor(
      actor,
      (x) => idleIntake(x) && x.context.pending.length === 0 && x.context.progress.total > 0,
    );
    expect([...s.context.chosen.keys()].sort()).toEqual(['5320000001', '5320000002', '5320000003']);
    expect(s.context.problems).toEqual([
      { token: '0532 12', kind: 'format' },
      { token: '0532 000 00 01', msisdn: '5320000001', kind: 'duplicate' },
      {
        token: '0532 000 00 07',
        msisdn: '5320000007',
        kind: 'notAllowed',
        reason: 'Hat askıda olduğu için seçilemez.',
      },
      { token: '0532 999 99 99', msisdn: '5329999999', kind: 'unknown' },
    ]);
    // The already chosen 5320000003 was not asked about again.
    expect(s.context.progress).toEqual({ resolved: 4, total: 4 });
  });

  it('resolves a 20,000-number paste in batches of 5,000 and shows the progress', async () => {
    const company = testCompany(25_000);
    const batches: { size: number; resolvedBefore: number; total: number }[] = [];
    const { actor } = start(
      company,
      { batchSize: 5000 },
      {
        resolveNumbers: fromPromise(async ({ input }: { input: ResolveNumbersInput }) => {
          const { progress } = actor.getSnapshot().context;
          batches.push({
            size: input.msisdns.length,
            resolvedBefore: progress.resolved,
            total: progress.total,
          });
          return company.resolveNumbers(input);
        }),
      },
    );
    const text = company.lines
      .slice(0, 20_000)
      .map((l, i) => (i % 2 === 0 ? `0${l.msisdn}` : `+90 ${l.msisdn}`))
      .join('\n');
    actor.send({ type: 'user.paste', text });
    expect(actor.getSnapshot().hasTag('resolving')).toBe(true);
    const s = await waitFor(actor, (x) => idleIntake(x) && x.context.pending.length === 0);
    expect(batches).toEqual(
      [0, 5000, 10_000, 15_000].map((resolvedBefore) => ({ size: 5000, resolvedBefore, total: 20_000 })),
    );
    expect(s.context.progress).toEqual({ resolved: 20_000, total: 20_000 });
    expect(s.context.chosen.size).toBe(20_000);
    expect(s.context.problems).toEqual([]);
  });

  it('adds a paste made while resolving to the same run', async () => {
    const company = testCompany(100);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, resolveCalls } = start(
      company,
      { batchSize: 2 },
      {
        resolveNumbers: fromPromise(async ({ input }: { input: ResolveNumbersInput }) => {
          resolveCalls.push(input.msisdns);
          await gate;
          return company.resolveNumbers(input);
        }),
      },
    );
    actor.send({ type: 'user.paste', text: '5320000001\n5320000002\n5320000003' });
    actor.send({ type: 'user.paste', text: '5320000003\n5320000004' });
    expect(actor.getSnapshot().context.progress).toEqual({ resolved: 0, total: 4 });
    release();
    const s = await waitFor(actor, (x) => idleIntake(x) && x.context.pending.length === 0);
    expect(resolveCalls).toEqual([
      ['5320000001', '5320000002'],
      ['5320000003', '5320000004'],
    ]);
    expect(s.context.chosen.size).toBe(4);
  });

  it('fixes a problem by re-reading its entry, and removes one', async () => {
    const { actor } = start(testCompany(50));
    actor.send({ type: 'user.paste', text: '0532 000 00\n05329999999\nabc' });
    await waitFor(actor, (x) => idleIntake(x) && x.context.problems.length === 3);
    actor.send({ type: 'user.fixProblem', token: '0532 000 00', text: '0532 000 00 05' });
    let s = await waitFor(actor, (x) => idleIntake(x) && x.context.chosen.has('5320000005'));
    expect(s.context.problems.map((p) => p.token)).toEqual(['abc', '0532 999 99 99']);
    // A correction that is still wrong replaces the entry with the new text.
    actor.send({ type: 'user.fixProblem', token: 'abc', text: '0532 000' });
    s = actor.getSnapshot();
    expect(s.context.problems.map((p) => p.token)).toEqual(['0532 999 99 99', '0532 000']);
    actor.send({ type: 'user.removeProblem', token: '0532 999 99 99' });
    expect(actor.getSnapshot().context.problems).toEqual([{ token: '0532 000', kind: 'format' }]);
  });

  it('keeps the numbers of a failed batch for a retry, or drops them on cancel', async () => {
    const company = testCompany(50);
    let calls = 0;
    const { actor, resolveCalls } = start(
      company,
      { batchSize: 2 },
      {
        resolveNumbers: fromPromise(async ({ input }: { input: ResolveNumbersInput }) => {
          calls += 1;
          resolveCalls.push(input.msisdns);
          if (calls === 2 || calls === 3) throw new Error('Servis başarısız oldu.');
          return company.resolveNumbers(input);
        }),
      },
    );
    actor.send({ type: 'user.paste', text: '5320000001 5320000002 5320000003 5320000004 5320000005' });
    let s = await waitFor(actor, (x) => x.hasTag('resolveFailed'));
    expect(s.context.resolveError).toBe('Servis başarısız oldu.');
    expect(s.context.progress).toEqual({ resolved: 2, total: 5 });
    expect(s.can({ type: 'user.done' })).toBe(false);
    actor.send({ type: 'user.retryResolve' });
    s = await waitFor(actor, (x) => x.hasTag('resolveFailed'));
    expect(resolveCalls.slice(1, 3)).toEqual([
      ['5320000003', '5320000004'],
      ['5320000003', '5320000004'],
    ]);
    actor.send({ type: 'user.cancelResolve' });
    s = actor.getSnapshot();
    expect(s.matches({ picking: { intake: 'idle' } })).toBe(true);
    expect(s.context.pending).toEqual([]);
    expect(s.context.progress).toEqual({ resolved: 2, total: 2 });
    expect(s.context.chosen.size).toBe(2);
    expect(s.can({ type: 'user.done' })).toBe(true);
  });

  it('reads a Turkish Excel CSV with its own reader: number cells, a header skipped, a typo kept', async () => {
    const { actor } = start(testCompany(50));
    const csv = 'Hat numarası;Kullanıcı adı\r\n0532 000 00 01;Ayşe\r\n5320000002;Can\r\n0532 000;Işıl\r\n';
    actor.send({ type: 'user.file', file: new File([csv], 'hatlar.csv') });
    expect(actor.getSnapshot().hasTag('readingFile')).toBe(true);
    const s = await waitFor(actor, (x) => x.context.chosen.size === 2 && idleIntake(x));
    expect(s.context.fileError).toBeUndefined();
    expect(s.context.problems).toEqual([{ token: '0532 000', kind: 'format' }]);
  });

  it('reads an XLSX with its own reader and refuses other files', async () => {
    const { actor } = start(testCompany(50));
    const blob = await writeXlsxFile([['Numara'], [5320000003], ['0532 000 00 04']]).toBlob();
    actor.send({ type: 'user.file', file: new File([await blob.arrayBuffer()], 'hatlar.xlsx') });
    await waitFor(actor, (x) => x.context.chosen.size === 2 && idleIntake(x));
    expect([...actor.getSnapshot().context.chosen.keys()]).toEqual(['5320000003', '5320000004']);
    actor.send({ type: 'user.file', file: new File(['%PDF'], 'hatlar.pdf') });
    const refused = await waitFor(
      actor,
      (x) => x.matches({ picking: { file: 'idle' } }) && !!x.context.fileError,
    );
    expect(refused.context.fileError).toBe('unsupportedFile');
  });

  it('takes the raw cells of a provided file reader', async () => {
    const { actor } = start(testCompany(50), undefined, {
      readNumbersFile: fromPromise<ReadNumbersFileOutput, { file: File }>(async () => [
        'Numara',
        '0532 000 00 04',
        '05320000005',
      ]),
    });
    actor.send({ type: 'user.file', file: new File(['x'], 'hatlar.xlsx') });
    const s = await waitFor(actor, (x) => x.context.chosen.size === 2 && idleIntake(x));
    expect(s.context.problems).toEqual([{ token: 'Numara', kind: 'format' }]);
  });

  it('ends with the chosen lines as output and an emitted event, only when there are some', async () => {
    const { actor } = start(testCompany(5));
    expect(actor.getSnapshot().can({ type: 'user.done' })).toBe(false);
    const emitted: ResolveNumbersOutput['found'][] = [];
    actor.on('picker.done', (e) => emitted.push(e.lines));
    actor.send({ type: 'user.toggle', line: makeLine(1) });
    actor.send({ type: 'user.toggle', line: makeLine(2) });
    actor.send({ type: 'user.done' });
    const s = actor.getSnapshot();
    expect(s.status).toBe('done');
    expect(s.output?.lines.map((l) => l.msisdn)).toEqual(['5320000001', '5320000002']);
    expect(emitted).toEqual([[makeLine(1), makeLine(2)]]);
  });
});

describe('searching beside the other regions', () => {
  it('leaves the filter choices and a number check alone while the person types', async () => {
    let choiceLoads = 0;
    let resolveCalls = 0;
    const machine = linePickerMachine.provide({
      actors: {
        loadFilterChoices: fromPromise(async () => {
          choiceLoads += 1;
          return testChoices;
        }),
        findLines: fromPromise<FindLinesOutput, FindLinesInput>(async () => ({
          rows: [],
          total: 0,
        })),
        resolveNumbers: fromPromise<ResolveNumbersOutput, ResolveNumbersInput>(async ({ input }) => {
          resolveCalls += 1;
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { found: [], unknown: input.msisdns, notAllowed: [] };
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'user.paste', text: '0532 123 45 67' });
    actor.send({ type: 'user.search', text: '532' });
    actor.send({ type: 'user.filter', filters: { status: 'ACTIVE' } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.problems).toHaveLength(1));
    expect(choiceLoads).toBe(1);
    expect(resolveCalls).toBe(1);
  });
});
