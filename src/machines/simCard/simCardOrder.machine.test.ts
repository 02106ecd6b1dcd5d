import { type AnyEventObject, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import { callEndpoint } from '../../actors/http';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  type SimCardOrderRequest,
  type SimImportResult,
  type SimProduct,
  simOrderReference,
} from '../../api/simCard/types';
import type { ImportRow } from '../../lib/sheets/importTypes';
import { createImportMachine, type ReadFileInput } from '../shared/import/importMachine';
import type { PickerLine } from '../shared/linePicker/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { simCardImportSpec } from './importSpec';
import { simCardOrderActors } from './simCardActors';
import { checkSimRows, SIM_CARD_ORDER_SYSTEM_ID } from './simCardImport';
import { type SimCardSetup, simCardOrderMachine } from './simCardOrderMachine';

vi.mock('../../actors/http', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const PRODUCTS: SimProduct[] = [
  {
    code: 'TRIPLE_CUT',
    name: 'Üçlü kesim SIM kart',
    description: '',
    simType: 'PHYSICAL',
    lineTypes: ['VOICE', 'DATA'],
  },
  { code: 'ESIM', name: 'eSIM profili', description: '', simType: 'ESIM', lineTypes: ['VOICE', 'DATA'] },
  {
    code: 'M2M_INDUSTRIAL',
    name: 'Endüstriyel M2M SIM kart',
    description: '',
    simType: 'PHYSICAL',
    lineTypes: ['M2M'],
  },
];
const SETUP: SimCardSetup = {
  limit: {
    period: '2026-11',
    periodLabel: 'Kasım 2026',
    limit: 10,
    used: 8,
    remaining: 2,
    companyAddress: 'İzmir',
  },
  products: PRODUCTS,
  reasons: [
    { code: 'LOST', name: 'Kayıp' },
    { code: 'ESIM_MOVE', name: 'eSIM’e geçiş' },
  ],
};
const line = (msisdn: string, productType: PickerLine['productType'] = 'VOICE'): PickerLine => ({
  msisdn,
  productType,
  tariffName: 'Kurumsal 10 GB',
  status: 'ACTIVE',
  userName: 'Ayşe Yılmaz',
  roaming: false,
});
const ROWS: ImportRow[] = [
  { line: 2, values: { msisdn: '0532 000 00 03', product: 'eSIM profili', reason: 'Kayıp' }, errors: [] },
  { line: 3, values: { msisdn: '0532 000 00 04', product: 'nano', reason: 'Kayıp' }, errors: [] },
];

/** The order machine with fake calls and the real import kit reading ROWS from any file. */
function start(
  options: {
    create?: (body: SimCardOrderRequest) => Promise<unknown>;
    setupFails?: boolean;
    /** What the SMS dialog ends with, confirmation by confirmation. */
    otp?: () => OtpOutput | Promise<OtpOutput>;
    /** null: the rights are not known (loading or failed). */
    rights?: PersonRights | null;
  } = {},
) {
  const otpInputs: unknown[] = [];
  let confirmations = 0;
  const create = vi.fn(
    options.create ?? (async () => ({ orderNo: 'SP-20261125-000001', status: 'RECEIVED', count: 2 })),
  );
  let loads = 0;
  const importer = createImportMachine(simCardImportSpec).provide({
    actors: {
      readFile: fromCallback<AnyEventObject, ReadFileInput>(({ sendBack }) => {
        sendBack({ type: 'reader.done', rows: ROWS });
      }),
      submitRows: checkSimRows,
    },
  });
  const actor = createActor(
    simCardOrderMachine.provide({
      actors: {
        loadSetup: fromPromise(async () => {
          loads += 1;
          if (options.setupFails && loads === 1) throw new Error('Servis başarısız oldu.');
          return SETUP;
        }),
        createOrder: fromPromise(({ input }: { input: SimCardOrderRequest }) => create(input) as never),
        importer,
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          confirmations += 1;
          return options.otp?.() ?? { status: 'validated', result: {}, transactionId: `tx-${confirmations}` };
        }) as never,
      },
    }),
    {
      systemId: SIM_CARD_ORDER_SYSTEM_ID,
      input: { rights: options.rights === null ? undefined : (options.rights ?? FULL_RIGHTS) },
    },
  ).start();
  return { actor, create, otpInputs };
}

const importOf = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.import as ReturnType<
    typeof createActor<ReturnType<typeof createImportMachine>>
  >;

describe('simCardOrderMachine', () => {
  beforeEach(() => call.mockReset());

  it('calls the real rows and imports through the real reader unless a test provides others', () => {
    const actors = simCardOrderMachine.implementations.actors;
    expect(actors.loadSetup).toBe(simCardOrderActors.loadSetup);
    expect(actors.createOrder).toBe(simCardOrderActors.createOrder);
    expect(actors.importer).toBe(simCardOrderActors.importer);
  });

  it('reviews nothing, sends no SMS code and orders nothing without the simCard group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('simCard'), null]) {
      const { actor, create, otpInputs } = start({ rights });
      await waitFor(actor, (s) => s.matches('editing'));
      actor.send({ type: 'lines.picked', lines: [line('5320000001')] });
      actor.send({ type: 'user.setAll', productCode: 'ESIM', reasonCode: 'LOST' });
      expect(actor.getSnapshot().can({ type: 'user.review' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.review' });
      actor.send({ type: 'user.confirm', delivery: actor.getSnapshot().context.delivery });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(otpInputs).toEqual([]);
      expect(create).not.toHaveBeenCalled();
    }
  });

  it('retries a failed load and then takes the limit, products and reasons', async () => {
    const { actor } = start({ setupFails: true });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.limit?.remaining).toBe(2);
  });

  it('adds picked lines once, with the one product that fits an M2M line', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lines.picked', lines: [line('5320000001'), line('5320000002', 'M2M')] });
    actor.send({ type: 'lines.picked', lines: [line('5320000001')] });
    const lines = actor.getSnapshot().context.lines;
    expect(lines.map((l) => [l.msisdn, l.productCode, l.reasonCode])).toEqual([
      ['5320000001', '', ''],
      ['5320000002', 'M2M_INDUSTRIAL', ''],
    ]);
  });

  it('reviews only complete lines within the limit; a product for all goes where it fits', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({
      type: 'lines.picked',
      lines: [line('5320000001'), line('5320000002', 'M2M'), line('5320000003')],
    });
    actor.send({ type: 'user.setAll', productCode: 'ESIM', reasonCode: 'LOST' });
    expect(actor.getSnapshot().context.lines.map((l) => l.productCode)).toEqual([
      'ESIM',
      'M2M_INDUSTRIAL',
      'ESIM',
    ]);
    // Three lines, two left this month.
    expect(actor.getSnapshot().can({ type: 'user.review' })).toBe(false);
    actor.send({ type: 'user.removeLine', msisdn: '5320000003' });
    actor.send({ type: 'user.setReason', msisdn: '5320000002', code: '' });
    expect(actor.getSnapshot().can({ type: 'user.review' })).toBe(false);
    actor.send({ type: 'user.setReason', msisdn: '5320000002', code: 'LOST' });
    actor.send({ type: 'user.setProduct', msisdn: '5320000001', code: 'TRIPLE_CUT' });
    actor.send({ type: 'user.review' });
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.clear' });
    expect(actor.getSnapshot().context.lines).toEqual([]);
  });

  it('sends the file’s rows with the lines already chosen; accepted rows join the order', async () => {
    const results: SimImportResult[] = [
      {
        line: 2,
        ok: true,
        item: {
          msisdn: '5320000003',
          productType: 'VOICE',
          tariffName: 'T',
          userName: 'U',
          productCode: 'ESIM',
          reasonCode: 'LOST',
        },
      },
      { line: 3, ok: false, message: 'SIM kart limiti aşılıyor.' },
    ];
    call.mockResolvedValue({ results, remaining: 0 } as never);
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lines.picked', lines: [line('5320000001')] });
    const child = importOf(actor);
    child.send({ type: 'user.pickFile', file: new File(['x'], 'sim.csv') });
    await waitFor(child, (s) => s.hasTag('reviewing'));
    child.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.lines.length === 2);
    expect(call).toHaveBeenCalledWith(
      'simCardExcelImport',
      {
        body: {
          rows: [
            { line: 2, msisdn: '0532 000 00 03', product: 'eSIM profili', reason: 'Kayıp' },
            { line: 3, msisdn: '0532 000 00 04', product: 'nano', reason: 'Kayıp' },
          ],
          chosen: ['5320000001'],
        },
      },
      expect.anything(),
    );
    expect(actor.getSnapshot().context.lines[1]).toMatchObject({ msisdn: '5320000003', productCode: 'ESIM' });
    expect(child.getSnapshot().context.results[1]?.message).toBe('SIM kart limiti aşılıyor.');
    // The finished import's rows are taken once: clearing the order does not bring them back.
    actor.send({ type: 'user.clear' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(child.getSnapshot().hasTag('done')).toBe(true);
  });

  it('creates the order with the delivery; a refusal goes back to the confirmation with its message', async () => {
    let refuse = true;
    const { actor, create } = start({
      create: async () => {
        if (refuse) throw new Error('Bu sipariş SIM kart limitinizi aşıyor.');
        return { orderNo: 'SP-20261125-000009', status: 'RECEIVED', count: 1 };
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lines.picked', lines: [line('5320000001', 'M2M')] });
    actor.send({ type: 'user.setReason', msisdn: '5320000001', code: 'LOST' });
    actor.send({ type: 'user.review' });
    const delivery = {
      useCompanyAddress: false,
      address: 'Konak Mah. No: 5, İzmir',
      contactName: 'Can Öztürk',
    };
    actor.send({ type: 'user.confirm', delivery });
    await waitFor(actor, (s) => s.matches('reviewing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context.failure).toBe('Bu sipariş SIM kart limitinizi aşıyor.');
    refuse = false;
    actor.send({ type: 'user.confirm', delivery: { ...delivery, useCompanyAddress: true } });
    await waitFor(actor, (s) => s.matches('ordered'));
    expect(create).toHaveBeenLastCalledWith({
      lines: [{ msisdn: '5320000001', productCode: 'M2M_INDUSTRIAL', reasonCode: 'LOST' }],
      useCompanyAddress: true,
      contactName: 'Can Öztürk',
      // Each confirmation is a new code: the second order carries the second transaction.
      transactionId: 'tx-2',
    });
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      useCompanyAddress: false,
      address: 'Konak Mah. No: 5, İzmir',
    });
    expect(actor.getSnapshot().context.orderNo).toBe('SP-20261125-000009');
    actor.send({ type: 'user.newOrder' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.lines).toEqual([]);
  });

  it('confirms the order by SMS code sent for exactly this order; a cancelled code orders nothing', async () => {
    let cancel = true;
    const { actor, create, otpInputs } = start({
      otp: () =>
        cancel ? { status: 'cancelled' } : { status: 'validated', result: {}, transactionId: 'tx-ok' },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lines.picked', lines: [line('5320000001')] });
    actor.send({ type: 'user.setAll', productCode: 'ESIM', reasonCode: 'LOST' });
    actor.send({ type: 'user.review' });
    const delivery = { useCompanyAddress: true, address: '', contactName: 'Can Öztürk' };
    actor.send({ type: 'user.confirm', delivery });
    await waitFor(actor, (s) => s.matches('reviewing') && otpInputs.length === 1);
    expect(create).not.toHaveBeenCalled();
    const content = {
      lines: [{ msisdn: '5320000001', productCode: 'ESIM' as const, reasonCode: 'LOST' as const }],
      useCompanyAddress: true,
      contactName: 'Can Öztürk',
    };
    expect(otpInputs[0]).toEqual({ purpose: 'SIM_ORDER', reference: simOrderReference(content) });
    cancel = false;
    actor.send({ type: 'user.confirm', delivery });
    await waitFor(actor, (s) => s.matches('ordered'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ ...content, transactionId: 'tx-ok' });
  });

  it('a failing SMS child goes back to the confirmation and orders nothing', async () => {
    const { actor, create } = start({
      otp: async () => {
        throw new Error('defect');
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'lines.picked', lines: [line('5320000001')] });
    actor.send({ type: 'user.setAll', productCode: 'ESIM', reasonCode: 'LOST' });
    actor.send({ type: 'user.review' });
    actor.send({
      type: 'user.confirm',
      delivery: { useCompanyAddress: true, address: '', contactName: 'Can Öztürk' },
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(create).not.toHaveBeenCalled();
  });
});
