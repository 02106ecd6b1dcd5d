import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS } from '../../../tests/support/rights';
import type { ContractList } from '../../api/contracts/types';
import type { DownloadEffect } from '../shared/page/pageEffects';
import type { ContractDetailOutput } from './contractDetailMachine';
import type { ContractDownloadOutput } from './contractDownloadMachine';
import { contractListMachine } from './contractListMachine';
import { contractsPageMachine } from './contractsPageMachine';
import { contractFixture } from './contractTestKit';

const pending = contractFixture();
const decided = contractFixture({ contractNumber: '4000000002', status: 'APPROVED' });

/** A child that ends with the output the test sends it (`finish`). */
function finishing<T>(id: string) {
  return createMachine({
    id,
    types: {} as { events: { type: 'finish'; output: T }; context: { output?: T } },
    context: {},
    initial: 'running',
    states: {
      running: {
        on: {
          finish: {
            target: 'done',
            actions: ({ context, event }) => Object.assign(context, { output: event.output }),
          },
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => context.output as T,
  });
}

function start(contractNumber?: string) {
  const loads: string[] = [];
  const list = contractListMachine.provide({
    actors: {
      load: fromPromise<unknown, { value: unknown }>(async ({ input }) => {
        const { family, kind } = input.value as { family: string; kind: string };
        loads.push(`${family}.${kind}`);
        const contracts = kind === 'pending' ? [pending] : [decided];
        return { contracts, totalCount: contracts.length } satisfies ContractList;
      }),
    },
  });
  const machine = contractsPageMachine.provide({
    actors: {
      list,
      detail: finishing<ContractDetailOutput>('fakeDetail') as never,
      download: finishing<ContractDownloadOutput>('fakeDownload') as never,
    },
  });
  const actor = createActor(machine, { input: { rights: FULL_RIGHTS, contractNumber } }).start();
  return { actor, loads };
}

const child = (actor: ReturnType<typeof start>['actor'], id: 'detail' | 'download') =>
  actor.getSnapshot().children[id] as unknown as { send(e: unknown): void } | undefined;

describe('contractsPageMachine', () => {
  it('opens the contract the address asks for on its own family and list, once the lists answer', async () => {
    const { actor } = start(decided.contractNumber);
    expect(actor.getSnapshot().matches({ seek: 'seeking' })).toBe(true);
    const s = await waitFor(actor, (x) => x.matches({ detail: 'open' }));
    expect(s.matches({ seek: 'idle' })).toBe(true);
    expect(s.context.opened?.contractNumber).toBe(decided.contractNumber);
    expect(s.context.tab).toBe('history');
    expect(s.context.notice).toBeUndefined();
  });

  it('says so when no list holds the contract the address asks for, and opens nothing', async () => {
    const { actor } = start('9999999999');
    const s = await waitFor(actor, (x) => x.matches({ seek: 'idle' }));
    expect(s.matches({ detail: 'closed' })).toBe(true);
    expect(s.context.notice).toEqual({ kind: 'notFound', contractNumber: '9999999999' });
  });

  it('looks for nothing without a number in the address', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ seek: 'idle' })).toBe(true);
  });

  it('loads both lists of both families at once, so every tab has its count', async () => {
    const { actor, loads } = start();
    const { lists } = actor.getSnapshot().context;
    await waitFor(lists.ISTECEP.history, (s) => s.hasTag('loaded'));
    expect(loads.sort()).toEqual([
      'ISTECEP.history',
      'ISTECEP.pending',
      'STANDARD.history',
      'STANDARD.pending',
    ]);
    expect(lists.STANDARD.pending.getSnapshot().context.data?.totalCount).toBe(1);
  });

  it('selects family and tab; refresh reloads only the list on screen', async () => {
    const { actor, loads } = start();
    const { lists } = actor.getSnapshot().context;
    await waitFor(lists.ISTECEP.history, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.selectFamily', family: 'ISTECEP' });
    actor.send({ type: 'user.selectTab', tab: 'history' });
    expect(actor.getSnapshot().context).toMatchObject({ family: 'ISTECEP', tab: 'history' });
    loads.length = 0;
    actor.send({ type: 'user.refresh' });
    await waitFor(lists.ISTECEP.history, (s) => s.hasTag('loaded'));
    expect(loads).toEqual(['ISTECEP.history']);
  });

  it('isDecided: a decision closes the view, refreshes both lists of the family and says so', async () => {
    const { actor, loads } = start();
    const { lists } = actor.getSnapshot().context;
    await waitFor(lists.ISTECEP.history, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.open', contract: pending });
    expect(actor.getSnapshot().context.opened).toBe(pending);
    loads.length = 0;
    child(actor, 'detail')?.send({
      type: 'finish',
      output: { status: 'decided', decision: 'REJECT', contract: { ...pending, status: 'REJECTED' } },
    });
    const s = actor.getSnapshot();
    expect(s.matches({ detail: 'closed' })).toBe(true);
    expect(s.context.opened).toBeUndefined();
    expect(s.context.notice).toEqual({ kind: 'decided', decision: 'REJECT', contractNumber: '4310807200' });
    await waitFor(lists.STANDARD.history, (h) => h.hasTag('loaded'));
    expect(loads.sort()).toEqual(['STANDARD.history', 'STANDARD.pending']);
  });

  it('closing the view clears the opened contract without reloading', async () => {
    const { actor, loads } = start();
    await waitFor(actor.getSnapshot().context.lists.ISTECEP.history, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.open', contract: pending });
    actor.send({ type: 'user.open', contract: decided });
    expect(actor.getSnapshot().context.opened).toBe(decided);
    loads.length = 0;
    child(actor, 'detail')?.send({ type: 'finish', output: { status: 'closed' } });
    expect(actor.getSnapshot().context.opened).toBeUndefined();
    expect(actor.getSnapshot().context.notice).toBeUndefined();
    expect(loads).toEqual([]);
  });

  it('one download at a time; a saved file is announced, a failure already shown is not repeated', () => {
    const { actor } = start();
    actor.send({ type: 'user.download', contract: pending });
    expect(actor.getSnapshot().context.downloading).toBe(pending);
    expect(actor.getSnapshot().can({ type: 'user.download', contract: decided })).toBe(false);
    child(actor, 'download')?.send({
      type: 'finish',
      output: {
        status: 'saved',
        contractNumber: pending.contractNumber,
        fileName: 'sozlesme-4310807200.pdf',
      },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      downloading: undefined,
      notice: { kind: 'downloaded', fileName: 'sozlesme-4310807200.pdf' },
    });

    actor.send({ type: 'user.download', contract: pending });
    child(actor, 'download')?.send({
      type: 'finish',
      output: {
        status: 'failed',
        contractNumber: pending.contractNumber,
        message: 'Sözleşme bulunamadı.',
        shownByShell: true,
      },
    });
    expect(actor.getSnapshot().context.notice).toBeUndefined();

    actor.send({ type: 'user.download', contract: pending });
    child(actor, 'download')?.send({
      type: 'finish',
      output: {
        status: 'failed',
        contractNumber: pending.contractNumber,
        message: 'Dosya alınamadı.',
        shownByShell: false,
      },
    });
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'downloadFailed',
      message: 'Dosya alınamadı.',
    });
  });

  it('a failing child (never the case with the real machines) leaves the page usable', async () => {
    const failing = fromPromise(async () => {
      throw new Error('boom');
    });
    const machine = contractsPageMachine.provide({
      actors: {
        list: contractListMachine.provide({
          actors: {
            load: fromPromise<unknown, { value: unknown }>(async () => ({ contracts: [], totalCount: 0 })),
          },
        }),
        detail: failing as never,
        download: failing as never,
      },
    });
    const actor = createActor(machine, { input: { rights: FULL_RIGHTS } }).start();
    actor.send({ type: 'user.open', contract: pending });
    actor.send({ type: 'user.download', contract: pending });
    await waitFor(actor, (s) => s.matches({ detail: 'closed', download: 'idle' }));
    expect(actor.getSnapshot().context.opened).toBeUndefined();
    expect(actor.getSnapshot().context.downloading).toBeUndefined();
  });

  it('hands a downloaded file to the edge as a download effect, under its name', async () => {
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    // The real download chart with its call stood in for: the page's own saveFile is kept.
    const machine = contractsPageMachine.provide({
      actors: {
        list: contractListMachine.provide({
          actors: {
            load: fromPromise<unknown, { value: unknown }>(async () => ({ contracts: [], totalCount: 0 })),
          },
        }),
      },
    });
    const real = contractsPageMachine.implementations.actors.download as unknown as {
      provide(i: unknown): unknown;
    };
    const withFile = machine.provide({
      actors: { download: real.provide({ actors: { download: fromPromise(async () => file) } }) as never },
    });
    const actor = createActor(withFile, { input: { rights: FULL_RIGHTS } });
    const effects: DownloadEffect[] = [];
    actor.on('download', (effect) => effects.push(effect));
    actor.start();
    actor.send({ type: 'user.download', contract: pending });
    await waitFor(actor, (s) => s.matches({ download: 'idle' }) && s.context.notice !== undefined);
    expect(effects).toEqual([
      { type: 'download', blob: file, fileName: `sozlesme-${pending.contractNumber}.pdf` },
    ]);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'downloaded',
      fileName: `sozlesme-${pending.contractNumber}.pdf`,
    });
  });

  it('stopping the page (unmount, company switch) stops its four lists with it', () => {
    const { actor } = start();
    const lists = Object.values(actor.getSnapshot().context.lists).flatMap((f) => Object.values(f));
    actor.stop();
    expect(lists.every((list) => list.getSnapshot().status === 'stopped')).toBe(true);
  });
});
