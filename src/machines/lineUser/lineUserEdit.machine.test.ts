import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { LineUserProduct, LineUserValidation } from '../../api/lineUser/types';
import { type LineUserFormValues, lineUserEditMachine, type SaveInput } from './lineUserEditMachine';

const LINE: LineUserProduct = {
  productId: '5321234567',
  msisdn: '5321234567',
  productType: 'VOICE',
  tariffName: 'Kurumsal 10 GB',
  status: 'ACTIVE',
  roaming: false,
  userName: 'Ayşe Yılmaz',
  maskedIdentity: '12*******50',
  email: 'ayse@firma.com.tr',
  department: 'Satış',
  costCenter: 'MM-01',
  invoiceNameVisible: true,
  pendingChange: null,
};
const PENDING = {
  ...LINE,
  pendingChange: {
    userName: 'Can Öz',
    email: 'c@f.tr',
    department: '',
    costCenter: '',
    effectiveDate: '2030-01-01',
  },
};
const VALUES: LineUserFormValues = {
  userName: 'Ayşe Yılmaz',
  identityNumber: '10000000146',
  email: 'ayse@firma.com.tr',
  department: 'Satış',
  costCenter: 'MM-01',
  effectiveDate: '2030-01-01',
};
const OK: LineUserValidation = { valid: true, errors: [] };
const httpError = (code: string, message: string) => Object.assign(new Error(message), { code });

function start(overrides: {
  line?: LineUserProduct;
  load?: () => Promise<LineUserProduct>;
  validate?: (input: SaveInput) => Promise<LineUserValidation>;
  save?: (input: SaveInput) => Promise<LineUserProduct>;
  withdraw?: () => Promise<LineUserProduct>;
  invoice?: (input: { msisdn: string; visible: boolean }) => Promise<{ visible: boolean }>;
  /** null: the rights are not known (loading or failed). */
  rights?: PersonRights | null;
}) {
  const save = vi.fn(overrides.save ?? (async () => LINE));
  const validate = vi.fn(overrides.validate ?? (async () => OK));
  const invoice = vi.fn(overrides.invoice ?? (async (i: { visible: boolean }) => ({ visible: i.visible })));
  const actor = createActor(
    lineUserEditMachine.provide({
      actors: {
        loadLine: fromPromise(overrides.load ?? (async () => overrides.line ?? LINE)),
        validate: fromPromise(({ input }) => validate(input)),
        save: fromPromise(({ input }) => save(input)),
        withdrawChange: fromPromise(overrides.withdraw ?? (async () => LINE)),
        setInvoiceName: fromPromise(({ input }) => invoice(input)),
      },
    }),
    {
      input: {
        productId: LINE.productId,
        rights: overrides.rights === null ? undefined : (overrides.rights ?? FULL_RIGHTS),
      },
    },
  ).start();
  return { actor, save, validate, invoice };
}

describe('lineUserEditMachine', () => {
  it('writes nothing without the lineUser group’s Talep, or while the rights are unknown (issue 37)', async () => {
    for (const rights of [withoutRequest('lineUser'), null]) {
      const { actor, save, validate, invoice } = start({
        rights,
        line: PENDING,
      });
      await waitFor(actor, (s) => s.matches('editing'));
      // Crafted events do not pass either: the guard reads the rights, not the buttons.
      actor.send({ type: 'user.save', values: VALUES });
      actor.send({ type: 'user.withdraw' });
      actor.send({ type: 'user.invoiceName', visible: false });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(validate).not.toHaveBeenCalled();
      expect(save).not.toHaveBeenCalled();
      expect(invoice).not.toHaveBeenCalled();
      actor.stop();
    }
  });

  it('loads the line, validates, then updates in correct mode', async () => {
    const { actor, save, validate } = start({ save: async () => ({ ...LINE, department: 'Pazarlama' }) });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.line?.msisdn).toBe('5321234567');
    actor.send({ type: 'user.save', values: VALUES });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(validate).toHaveBeenCalledWith(expect.objectContaining({ mode: 'correct', values: VALUES }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ mode: 'correct' }));
    const { context } = actor.getSnapshot();
    expect(context.notice).toBe('updated');
    expect(context.changed).toBe(true);
    expect(context.line?.department).toBe('Pazarlama');
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it('keeps the form with each field error of the validate answer and does not save', async () => {
    const { actor, save } = start({
      validate: async () => ({
        valid: false,
        errors: [
          { field: 'identityNumber', message: 'TC kimlik numarası geçerli değil.' },
          { field: 'email', message: 'E-posta adresi geçerli değil.' },
          { field: 'unknownField', message: 'x' },
        ],
      }),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.save', values: VALUES });
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      identityNumber: 'TC kimlik numarası geçerli değil.',
      email: 'E-posta adresi geçerli değil.',
    });
    expect(save).not.toHaveBeenCalled();
    // A new attempt clears the old errors.
    actor.send({ type: 'user.save', values: VALUES });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('sends a change in change mode and keeps the failure code of a refused one', async () => {
    const { actor, save } = start({
      save: async () => {
        throw httpError('SAME_LINE_USER', 'Hat zaten bu kişiye ait.');
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.mode', mode: 'change' });
    actor.send({ type: 'user.save', values: VALUES });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== undefined);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ mode: 'change' }));
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'SAME_LINE_USER',
      message: 'Hat zaten bu kişiye ait.',
    });
    expect(actor.getSnapshot().context.changed).toBe(false);
  });

  it('withdraws a pending change only after the confirmation', async () => {
    const withdraw = vi.fn(async () => LINE);
    const { actor } = start({ line: PENDING, withdraw });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.withdraw' });
    expect(actor.getSnapshot().matches('confirmingWithdraw')).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(withdraw).not.toHaveBeenCalled();
    actor.send({ type: 'user.withdraw' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.context.notice === 'changeWithdrawn');
    expect(withdraw).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.line?.pendingChange).toBeNull();
  });

  it('offers no withdrawal without a pending change', async () => {
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().can({ type: 'user.withdraw' })).toBe(false);
  });

  it("switches the line's invoice name setting", async () => {
    const { actor, invoice } = start({});
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'user.invoiceName', visible: false });
    await waitFor(actor, (s) => s.context.notice === 'invoiceNameHidden');
    expect(invoice).toHaveBeenCalledWith({ msisdn: '5321234567', visible: false });
    expect(actor.getSnapshot().context.line?.invoiceNameVisible).toBe(false);
    expect(actor.getSnapshot().context.changed).toBe(true);
  });

  it('a failed load can be retried', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw httpError('NOT_FOUND', 'Bu numaraya ait bir hat bulunamadı.');
        return LINE;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.failure?.code).toBe('NOT_FOUND');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});
