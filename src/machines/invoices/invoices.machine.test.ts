import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { CallDetail, CheckedMsisdn } from '../../api/invoices/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { CONFIRMATION_GONE, callDetailMachine } from './callDetailMachine';
import type { InvoicesOverview } from './invoicesActors';
import { invoicesMachine } from './invoicesMachine';

const invoice = (period: string, account: number, paid = true) => ({
  invoiceNo: `F3100001${period.replace('-', '')}${account}`,
  ktfNo: `KTF3100001${account}`,
  ktfName: `Hesap ${account}`,
  period,
  dueDate: `${period}-20`,
  totalKurus: 100_000 * account,
  paid,
});

const OVERVIEW: InvoicesOverview = {
  current: {
    period: '2026-10',
    totalKurus: 600_000,
    dueDate: '2026-11-20',
    paid: false,
    unpaidKurus: 300_000,
    invoices: [invoice('2026-10', 1), invoice('2026-10', 2), invoice('2026-10', 3, false)],
  },
  summary: {
    months: [
      { period: '2026-10', totalKurus: 600_000, unpaidKurus: 300_000, invoiceCount: 3 },
      { period: '2026-09', totalKurus: 600_000, unpaidKurus: 0, invoiceCount: 3 },
    ],
    invoices: [],
  },
};

/** A child that only records the input it was started with (its own machine is tested on its own). */
const started: { src: string; input: unknown }[] = [];
const recorder = (src: string) =>
  // Stands in for children of other types: the page only starts and stops them here.
  createMachine({
    context: ({ input }: { input: unknown }) => {
      started.push({ src, input });
      return {};
    },
  }) as never;

function page(load: () => Promise<InvoicesOverview> = async () => OVERVIEW, invoiceNo?: string) {
  started.length = 0;
  return createActor(
    invoicesMachine.provide({
      actors: {
        loadOverview: fromPromise(load),
        ktf: recorder('ktf'),
        lines: recorder('lines'),
        layout: recorder('layout'),
        pdf: recorder('pdf'),
      },
    }),
    { input: { invoiceNo } },
  ).start();
}

describe('the invoices page', () => {
  it('loads the overview and starts on the current period, by billing account', async () => {
    const actor = page();
    const s = await waitFor(actor, (x) => x.matches('ready'));
    expect(s.context.period).toBe('2026-10');
    expect(s.hasTag('section:ktf')).toBe(true);
    expect(s.hasTag('layout')).toBe(false);
  });

  it('changes to a period of the summary only, switches sections and opens one invoice’s layout', async () => {
    const actor = page();
    await waitFor(actor, (x) => x.matches('ready'));
    actor.send({ type: 'user.period', period: '2019-01' });
    expect(actor.getSnapshot().context.period).toBe('2026-10');
    actor.send({ type: 'user.period', period: '2026-09' });
    expect(actor.getSnapshot().context.period).toBe('2026-09');
    actor.send({ type: 'user.tab.lines' });
    expect(actor.getSnapshot().hasTag('section:lines')).toBe(true);
    actor.send({ type: 'user.layout.open', invoiceNo: 'F31000012026091' });
    expect(actor.getSnapshot().hasTag('layout')).toBe(true);
    expect(actor.getSnapshot().context.layoutInvoiceNo).toBe('F31000012026091');
    // The section stays where it was while the layout is open and after it closes.
    actor.send({ type: 'user.layout.close' });
    expect(actor.getSnapshot().hasTag('section:lines')).toBe(true);
    expect(actor.getSnapshot().context.layoutInvoiceNo).toBeUndefined();
    actor.send({ type: 'user.tab.ktf' });
    expect(actor.getSnapshot().hasTag('section:ktf')).toBe(true);
  });

  it('runs each section while its tab shows, on the period in view, and the layout’s children while it is open', async () => {
    const actor = page();
    await waitFor(actor, (x) => x.matches('ready'));
    const children = () => actor.getSnapshot().children;
    // One PDF child per current invoice, and the KTF section on the current period.
    expect(Object.keys(children()).filter((id) => id.startsWith('pdf.'))).toEqual(
      OVERVIEW.current.invoices.map((i) => `pdf.${i.invoiceNo}`),
    );
    expect(started.filter((c) => c.src === 'ktf')).toEqual([{ src: 'ktf', input: '2026-10' }]);
    expect(children().lines).toBeUndefined();
    const firstKtf = children().ktf;
    actor.send({ type: 'user.period', period: '2026-09' });
    // Another period: a new section on it, the old one stopped.
    expect(children().ktf).not.toBe(firstKtf);
    expect(firstKtf?.getSnapshot().status).toBe('stopped');
    expect(started.at(-1)).toEqual({ src: 'ktf', input: '2026-09' });
    actor.send({ type: 'user.tab.lines' });
    expect(children().ktf).toBeUndefined();
    expect(started.at(-1)).toEqual({ src: 'lines', input: { period: '2026-09' } });
    actor.send({ type: 'user.layout.open', invoiceNo: 'F31000012026091' });
    expect(children().layout).toBeDefined();
    expect(started.slice(-2)).toEqual([
      { src: 'layout', input: 'F31000012026091' },
      { src: 'pdf', input: { invoiceNo: 'F31000012026091' } },
    ]);
    actor.send({ type: 'user.layout.close' });
    expect(children().layout).toBeUndefined();
    expect(children().layoutPdf).toBeUndefined();
  });

  it('hands a PDF child’s file to the browser as a download effect, and nothing for a refusal', async () => {
    const actor = page();
    await waitFor(actor, (x) => x.matches('ready'));
    const downloads: unknown[] = [];
    actor.on('download', (effect) => downloads.push(effect));
    const blob = new Blob(['%PDF']);
    actor.send({
      type: 'pdf.done',
      output: { status: 'failed', copy: 'STANDARD', code: '1', message: 'Yok.', shownByShell: false },
    });
    expect(downloads).toEqual([]);
    actor.send({ type: 'pdf.done', output: { status: 'saved', copy: 'GIB', fileName: 'f.pdf', blob } });
    expect(downloads).toEqual([{ type: 'download', blob, fileName: 'f.pdf' }]);
  });

  it('opens the invoice the address asks for once ready, and only once', async () => {
    const actor = page(undefined, 'F9');
    const s = await waitFor(actor, (x) => x.matches('ready'));
    expect(s.hasTag('layout')).toBe(true);
    expect(s.context.layoutInvoiceNo).toBe('F9');
    expect(started.filter((x) => x.src === 'layout').map((x) => x.input)).toEqual(['F9']);
    actor.send({ type: 'user.layout.close' });
    expect(actor.getSnapshot().hasTag('layout')).toBe(false);
    actor.send({ type: 'user.period', period: '2026-09' });
    expect(actor.getSnapshot().hasTag('layout')).toBe(false);
  });

  it('keeps the failure’s code and loads again on retry', async () => {
    let calls = 0;
    const actor = page(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('x'), { code: 'network' });
      return OVERVIEW;
    });
    const failed = await waitFor(actor, (x) => x.hasTag('failed'));
    expect(failed.context.error).toBe('network');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (x) => x.matches('ready'));
  });
});

const CHECKED: CheckedMsisdn = {
  msisdn: '5321234567',
  userName: 'Elif Şahin',
  tariffName: 'Kurumsal Süper 10 GB',
  periods: ['2026-10', '2026-09'],
};
const detailOf = (period: string): CallDetail => ({
  msisdn: CHECKED.msisdn,
  period,
  tariffName: CHECKED.tariffName,
  records: [],
  totals: { calls: 0, callSeconds: 0, sms: 0, dataKb: 0, chargeKurus: 0 },
});

function flow(
  options: {
    input?: { msisdn?: string; period?: string };
    check?: () => Promise<CheckedMsisdn>;
    otp?: () => Promise<OtpOutput>;
    detail?: (input: { period: string; transactionId: string }) => Promise<CallDetail>;
  } = {},
) {
  const otpInputs: unknown[] = [];
  const detailInputs: { period: string; transactionId: string }[] = [];
  const actor = createActor(
    callDetailMachine.provide({
      actors: {
        check: fromPromise(options.check ?? (async () => CHECKED)),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-1' }))
          )();
        }),
        detail: fromPromise(async ({ input }: { input: { period: string; transactionId: string } }) => {
          detailInputs.push(input);
          return (options.detail ?? (async (i) => detailOf(i.period)))(input);
        }),
      } as never,
    }),
    { input: options.input ?? {} },
  ).start();
  return { actor, otpInputs, detailInputs };
}

describe('the call detail confirmation', () => {
  it('asks for a number, checks it, confirms by SMS for that number, then shows the newest period', async () => {
    const run = flow();
    expect(run.actor.getSnapshot().matches('entering')).toBe(true);
    run.actor.send({ type: 'user.check', msisdn: '5321234567' });
    const shown = await waitFor(run.actor, (s) => s.matches('showing'));
    expect(run.otpInputs).toEqual([{ purpose: 'INVOICE_DETAIL', reference: '5321234567' }]);
    expect(shown.context.period).toBe('2026-10');
    expect(run.detailInputs).toEqual([{ msisdn: '5321234567', period: '2026-10', transactionId: 'tx-1' }]);
  });

  it('starts from the by-line link’s number and period, and moves between billed periods on the same code', async () => {
    const run = flow({ input: { msisdn: '5321234567', period: '2026-09' } });
    await waitFor(run.actor, (s) => s.matches('showing'));
    expect(run.detailInputs[0]?.period).toBe('2026-09');
    run.actor.send({ type: 'user.period', period: '2001-01' });
    expect(run.actor.getSnapshot().matches('showing')).toBe(true);
    run.actor.send({ type: 'user.period', period: '2026-10' });
    await waitFor(run.actor, (s) => s.matches('showing') && s.context.detail?.period === '2026-10');
    expect(run.otpInputs).toHaveLength(1);
    expect(run.detailInputs.map((i) => i.transactionId)).toEqual(['tx-1', 'tx-1']);
    run.actor.send({ type: 'user.otherLine' });
    expect(run.actor.getSnapshot().matches('entering')).toBe(true);
    expect(run.actor.getSnapshot().context.transactionId).toBe('');
  });

  it('keeps the server’s Turkish refusal of a number and goes back to the number', async () => {
    const run = flow({
      check: async () => {
        throw Object.assign(new Error('Bu numara şirketinize ait bir hat değil.'), { code: 'NOT_FOUND' });
      },
    });
    run.actor.send({ type: 'user.check', msisdn: '5559999999' });
    const s = await waitFor(run.actor, (x) => x.matches('entering') && x.context.error !== undefined);
    expect(s.context.error).toEqual({
      code: 'NOT_FOUND',
      message: 'Bu numara şirketinize ait bir hat değil.',
    });
    expect(run.otpInputs).toHaveLength(0);
  });

  it('goes back to the number when the SMS step is closed', async () => {
    const run = flow({ otp: async () => ({ status: 'cancelled' }) as OtpOutput });
    run.actor.send({ type: 'user.check', msisdn: '5321234567' });
    await waitFor(run.actor, (s) => s.matches('entering') && run.otpInputs.length === 1);
    expect(run.detailInputs).toHaveLength(0);
  });

  it('asks a new code when the confirmation ran out, and retries other failures as they are', async () => {
    let calls = 0;
    const run = flow({
      detail: async (input) => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('Süre doldu'), { code: CONFIRMATION_GONE });
        if (calls === 2) throw Object.assign(new Error('Ağ hatası'), { code: 'network' });
        return detailOf(input.period);
      },
    });
    run.actor.send({ type: 'user.check', msisdn: '5321234567' });
    const gone = await waitFor(run.actor, (s) => s.hasTag('failed'));
    expect(gone.can({ type: 'user.reconfirm' })).toBe(true);
    run.actor.send({ type: 'user.reconfirm' });
    const network = await waitFor(
      run.actor,
      (s) => s.hasTag('failed') && s.context.error?.code === 'network',
    );
    expect(run.otpInputs).toHaveLength(2);
    expect(network.can({ type: 'user.reconfirm' })).toBe(false);
    run.actor.send({ type: 'user.retry' });
    await waitFor(run.actor, (s) => s.matches('showing'));
    run.actor.send({ type: 'user.otherLine' });
    expect(run.actor.getSnapshot().matches('entering')).toBe(true);
  });

  it('leaves a failed detail for another line', async () => {
    const run = flow({
      detail: async () => {
        throw Object.assign(new Error('x'), { code: 'network' });
      },
    });
    run.actor.send({ type: 'user.check', msisdn: '5321234567' });
    await waitFor(run.actor, (s) => s.hasTag('failed'));
    run.actor.send({ type: 'user.otherLine' });
    expect(run.actor.getSnapshot().matches('entering')).toBe(true);
  });
});
