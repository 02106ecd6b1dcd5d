/**
 * "Temsilcimden teklif iste" on a line's tariff page, walked through the real view and the
 * sandbox: ask for an offer on a tariff, close, send (the reference shown) or be refused (the
 * row's modal), ask again.
 */
import { screen, within } from '@testing-library/react';
import type { EventObject, SnapshotFrom } from 'xstate';
import { offerRequestMachine } from '../../src/machines/tariff/offerRequestMachine';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';
import { FAST, LINE_PAGE, TARGET } from './tariff.world';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = SnapshotFrom<typeof offerRequestMachine>;
const MARS_PATH = '/ccsirest/tariff/mars-send.json';
const harness = modelHarness();
const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

function events(s: Snapshot): EventObject[] {
  const all: (EventObject & Record<string, unknown>)[] = [
    { type: 'user.ask', tariffId: TARGET.tariffId },
    { type: 'user.close' },
    { type: 'user.send', note: 'Elli hat için teklif rica ederiz.' },
    { type: 'xstate.done.actor.marsSend', output: { referenceNo: 'MRS-1', message: 'İletildi.' } },
    { type: 'xstate.error.actor.marsSend', error: fail() },
  ];
  return all.filter((event) => s.can(event as never));
}

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, answered: Boolean(s.context.answer) });

const walker: PortalWalker<Snapshot> = {
  harness,
  person: FAST,
  startPath: LINE_PAGE,
  actor: () => probed('tariffOfferRequest'),
  serialize,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.marsSend') harness.failNext('post', MARS_PATH);
  },
  perform: async (user, event) => {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case 'user.ask': {
        const card = await screen.findByRole('listitem', { name: new RegExp(`^${TARGET.name}`) });
        return user.click(within(card).getByRole('button', { name: 'Temsilcimden teklif iste' }));
      }
      case 'user.close': {
        const dialog = await screen.findByRole('dialog', { name: 'Temsilcimden teklif iste' });
        const close = within(dialog).queryByRole('button', { name: 'Tamam' });
        return user.click(close ?? within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'user.send': {
        const dialog = await screen.findByRole('dialog', { name: 'Temsilcimden teklif iste' });
        const note = within(dialog).getByLabelText(/notunuz/);
        await user.clear(note);
        await user.click(note);
        await user.paste(String(e.note));
        return user.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
      }
      case 'xstate.error.actor.marsSend': {
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.matches('idle')) {
      expect(screen.queryByRole('dialog', { name: 'Temsilcimden teklif iste' })).toBeNull();
      return;
    }
    const dialog = await screen.findByRole('dialog', { name: 'Temsilcimden teklif iste' });
    if (s.matches('sent'))
      expect(within(dialog).getByRole('status')).toHaveTextContent(/Talep numarası: MRS-/);
    else expect(dialog).toHaveTextContent(`${TARGET.name} için müşteri temsilcinizden teklif istenecek.`);
  },
};

describeModel(
  'tariffOfferRequest',
  offerRequestMachine,
  { events, serialize, input: { msisdn: '5300000000' }, minPaths: 2 },
  walker,
);
