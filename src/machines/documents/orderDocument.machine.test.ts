import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { AgreementDocument, OrderDocument } from '../../api/documents/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { orderDocumentMachine } from './orderDocumentMachine';

const doc = (id: string, status: OrderDocument['status']): OrderDocument => ({
  documentId: id,
  orderNo: `SP-${id}`,
  orderTypeName: 'Yeni hat siparişi',
  title: 'Abonelik Sözleşmesi',
  createdAt: '2025-10-20T09:00:00.000Z',
  status,
  signedAt: null,
  signingNo: null,
});

function orderDocuments(
  options: {
    otp?: () => Promise<OtpOutput>;
    sign?: (input?: unknown) => Promise<unknown>;
    rights?: PersonRights | undefined;
  } = {},
) {
  let lists = 0;
  const reads: unknown[] = [];
  const otpInputs: unknown[] = [];
  const sign = vi.fn(options.sign ?? (async (_input?: unknown) => ({ status: 'SIGNED' })));
  const actor = createActor(
    orderDocumentMachine.provide({
      actors: {
        listDocuments: fromPromise(async () => {
          lists += 1;
          return { documents: [doc('A', lists === 1 ? 'AWAITING_SIGNATURE' : 'SIGNED'), doc('B', 'SIGNED')] };
        }),
        readAgreement: fromPromise(async ({ input }) => {
          reads.push(input);
          const id = (input as { body: { documentId: string } }).body.documentId;
          return {
            documentId: id,
            orderNo: `SP-${id}`,
            title: 'Abonelik Sözleşmesi',
            paragraphs: ['Metin'],
            status: id === 'A' ? 'AWAITING_SIGNATURE' : 'SIGNED',
          } satisfies AgreementDocument;
        }),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-9' }))
          )();
        }),
        signDocument: fromPromise(({ input }) => sign(input as never)),
      } as never,
    }),
    { input: { rights: 'rights' in options ? options.rights : FULL_RIGHTS } },
  ).start();
  return { actor, reads, otpInputs, sign, lists: () => lists };
}

describe('order document machine', () => {
  it('asks no code and signs nothing without full authority or with unknown rights (issue 37)', async () => {
    // Every group's Talep and Onay is not full authority: signing stays with it.
    for (const rights of [withoutRequest(), undefined]) {
      const run = orderDocuments({ rights });
      await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
      run.actor.send({ type: 'user.view', documentId: 'A' });
      await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }));
      expect(run.actor.getSnapshot().can({ type: 'user.sign' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      run.actor.send({ type: 'user.sign' });
      expect(run.actor.getSnapshot().matches({ loaded: 'reading' })).toBe(true);
      expect(run.otpInputs).toEqual([]);
      expect(run.sign).not.toHaveBeenCalled();
      run.actor.stop();
    }
  });

  it('views the agreement, signs it with the document OTP, then reloads the list and clears the view', async () => {
    const run = orderDocuments();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.view', documentId: 'A' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }));
    expect(run.reads).toEqual([{ body: { documentId: 'A' } }]);
    run.actor.send({ type: 'user.sign' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }) && run.lists() === 2);
    expect(run.otpInputs).toEqual([{ purpose: 'DOCUMENT_APPROVAL', reference: 'A' }]);
    expect(run.sign).toHaveBeenCalledWith({
      body: { documentId: 'A', approve: true, transactionId: 'tx-9' },
    });
    const { context } = run.actor.getSnapshot();
    expect(context.viewing).toBeUndefined();
    expect(context.signedTitle).toBe('Abonelik Sözleşmesi');
    expect(context.documents[0]?.status).toBe('SIGNED');
  });

  it('clears the viewed document when it closes ("view document" clear action)', async () => {
    const run = orderDocuments();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.view', documentId: 'B' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }));
    expect(run.actor.getSnapshot().context.viewing?.documentId).toBe('B');
    // A signed document cannot be signed again.
    expect(run.actor.getSnapshot().can({ type: 'user.sign' })).toBe(false);
    run.actor.send({ type: 'user.close' });
    expect(run.actor.getSnapshot().context.viewing).toBeUndefined();
    expect(run.actor.getSnapshot().matches({ loaded: 'browsing' })).toBe(true);
  });

  it('returns to the text when the code is cancelled or the child fails, without signing', async () => {
    for (const otp of [
      async (): Promise<OtpOutput> => ({ status: 'cancelled' }),
      async (): Promise<OtpOutput> => {
        throw new Error('child crashed');
      },
    ]) {
      const run = orderDocuments({ otp });
      await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
      run.actor.send({ type: 'user.view', documentId: 'A' });
      await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }));
      run.actor.send({ type: 'user.sign' });
      await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }) && run.otpInputs.length === 1);
      expect(run.sign).not.toHaveBeenCalled();
      expect(run.actor.getSnapshot().context.viewing?.documentId).toBe('A');
    }
  });

  it('keeps the text open when the signature call fails', async () => {
    const run = orderDocuments({
      sign: async () => {
        throw new Error('Bu belge daha önce imzalandı.');
      },
    });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.view', documentId: 'A' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }));
    run.actor.send({ type: 'user.sign' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'reading' }) && run.sign.mock.calls.length === 1);
    expect(run.actor.getSnapshot().context).toMatchObject({ transactionId: undefined });
    expect(run.lists()).toBe(1);
  });

  it('only opens listed documents', async () => {
    const run = orderDocuments();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    expect(run.actor.getSnapshot().can({ type: 'user.view', documentId: 'Z' })).toBe(false);
  });
});
