import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { simPairImportSpec } from '../../src/machines/simMatching/importSpec';
import { filledRows } from '../../src/machines/simMatching/pairRows';
import { poolCheckMachine } from '../../src/machines/simMatching/poolCheckMachine';
import {
  allChecked,
  simMatchingMachine,
  validCountOf,
} from '../../src/machines/simMatching/simMatchingMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  CARDS,
  FAST,
  fileRows,
  LOST_REASON,
  loadWorld,
  type MatchingSnapshot,
  matchingEvents,
  PAGE,
  PATHS,
  type PoolSnapshot,
  pastedText,
  poolEvents,
  serializeMatching,
  serializePool,
  toCsv,
} from './simMatching.world';
import { probed } from './support/actorProbe';
import { inProcessWorker } from './support/inProcessWorker';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness({ globals: { Worker: inProcessWorker(simPairImportSpec) } });

/**
 * jsdom has no Worker: the file import builds its reader with `new Worker(...)`
 * (simMatchingActors.ts), so this one runs the worker entry's own code,
 * serveImport(simPairImportSpec), in this thread.
 */
beforeAll(async () => {
  loadWorld();
});

const pairsList = () => screen.getByRole('list', { name: 'SIM kart ve hat çiftleri' });
const pairsSection = () => screen.getByRole('region', { name: 'Eşleştirilecek SIM kartlar' });
/** The page's own buttons: the confirmation dialog has an "Eşleştir" of its own. */
const button = (name: string | RegExp) =>
  within(screen.queryByRole('region', { name: 'Eşleştirilecek SIM kartlar' }) ?? document.body).getByRole(
    'button',
    { name },
  );
/**
 * Clicks as one event: the walk's steps are about the flow, and user-event's pointer sequence
 * was most of a path's time here; the e2e journey clicks with a real pointer and keyboard.
 */
const click = (element: HTMLElement) => {
  fireEvent.click(element);
};
const positionOf = (s: MatchingSnapshot, id: unknown) => s.context.rows.findIndex((row) => row.id === id) + 1;

const matchingWalker: PortalWalker<MatchingSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('simMatching'),
  serialize: serializeMatching,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.validatePairs') harness.failNext('post', PATHS.validate);
    if (event.type === 'xstate.error.actor.matchPairs') harness.failNext('post', PATHS.match);
  },
  perform: async (user, event, before) => {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case 'xstate.init':
        return screen.findByRole('heading', { name: 'SIM Kart Eşleştirme', level: 1 });
      case 'user.paste':
        fireEvent.change(screen.getByLabelText(/^Liste yapıştırın/), { target: { value: pastedText() } });
        return click(button('Listeye ekle'));
      case 'user.addRow':
        return click(button('Satır ekle'));
      case 'user.editRow': {
        const at = positionOf(before, e.id);
        fireEvent.change(screen.getByLabelText(`SIM kart numarası (ICCID), ${at}. satır`), {
          target: { value: e.iccid },
        });
        fireEvent.change(screen.getByLabelText(`Hat numarası, ${at}. satır`), {
          target: { value: e.msisdn },
        });
        return undefined;
      }
      case 'user.removeRow':
        return click(button(`Kaldır: ${positionOf(before, e.id)}. satır`));
      case 'user.removeInvalid':
        return click(button('Uygun olmayanları kaldır'));
      case 'user.validate':
        return click(button('Kontrol et'));
      case 'user.openFile':
        return click(button('Dosyadan yükle (Excel, CSV)'));
      case 'user.closeFile':
        return click(button('Dosyadan yüklemeyi kapat'));
      case 'xstate.snapshot.fileImport': {
        const file = new File([toCsv(fileRows())], 'sim.csv', { type: 'text/csv' });
        await user.upload(screen.getByLabelText(/Dosya seçin/), file);
        await screen.findByText('2 satır hazır, 0 satırda hata');
        return click(button('Gönder'));
      }
      case 'user.confirm':
        return click(button('Eşleştir'));
      case 'user.cancel':
        return click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
      case 'user.match':
        return click(
          within(await screen.findByRole('dialog')).getByRole('button', {
            name: 'Onayla ve SMS kodu gönder',
          }),
        );
      case 'xstate.done.actor.otp': {
        if ((e.output as { status: string }).status === 'validated') {
          await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
          return user.paste(harness.latestCode());
        }
        const dialog = await screen.findByRole('dialog', { name: 'SIM kart eşleştirmesini onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'user.restart':
        return click(button('Yeni eşleştirme'));
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirmingCode'),
  expectView: async (s) => {
    if (s.matches('report')) {
      const report = screen.getByRole('region', { name: 'Eşleştirme raporu' });
      const r = s.context.report!;
      expect(within(report).getByText('Başarılı').nextSibling).toHaveTextContent(String(r.successfulMatches));
      expect(within(report).getByText('Başarısız').nextSibling).toHaveTextContent(
        String(r.unSuccessfulMatches),
      );
      if (r.unSuccessfulMatches > 0) expect(within(report).getByText(LOST_REASON)).toBeVisible();
      return;
    }
    if (s.matches('fromFile')) {
      expect(screen.getByRole('heading', { name: 'Dosyadan yükle' })).toBeVisible();
      expect(screen.getByLabelText(/Dosya seçin/)).toBeVisible();
      return;
    }
    const items = within(pairsList()).getAllByRole('listitem');
    expect(items).toHaveLength(s.context.rows.length);
    const filled = filledRows(s.context.rows).length;
    const status =
      filled === 0
        ? 'Listede çift yok.'
        : allChecked(s.context)
          ? `${filled} çift kontrol edildi: ${validCountOf(s.context)} uygun, ${filled - validCountOf(s.context)} uygun değil.`
          : `${filled} çift kontrol bekliyor.`;
    expect(screen.getByText(status)).toBeVisible();
    s.context.rows.forEach((row, i) => {
      const result = s.context.results[row.id];
      if (result?.valid === false) expect(items[i]).toHaveTextContent(LOST_REASON);
      if (result?.valid) expect(items[i]).toHaveTextContent('Uygun: eşleştirilebilir.');
    });
    expect(button('Eşleştir')).toHaveProperty('disabled', !s.can({ type: 'user.confirm' }));
    if (s.context.failure) expect(within(pairsSection()).getByRole('alert')).toHaveTextContent(/./);
    if (s.matches('confirming')) {
      const dialog = await screen.findByRole('dialog', { name: 'SIM kartları eşleştir' });
      expect(dialog).toHaveTextContent(`${validCountOf(s.context)} SIM kart hatlarına tanımlanacak.`);
      expect(dialog).toHaveTextContent('SMS koduyla onaylayacaksınız.');
      // A cancelled code closed its own dialog.
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'SIM kart eşleştirmesini onaylayın' })).toBeNull(),
      );
    }
    // A refused match also brings the shell's own error dialog (the row's modal mode): not ours.
    else
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'SIM kartları eşleştir' })).toBeNull());
  },
};

const poolForm = () => screen.getByRole('form', { name: 'SIM kart sorgula' });
/** The form itself, not its look-alike: its code loads after the page's first paint (issue 42). */
const realPoolForm = () =>
  waitFor(() => {
    const form = poolForm();
    expect(form).not.toHaveAttribute('data-look-alike');
    return form;
  });

const poolWalker: PortalWalker<PoolSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('simPoolCheck'),
  serialize: serializePool,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.checkPool') harness.failNext('get', PATHS.pool);
  },
  perform: async (_user, event) => {
    if (event.type === 'xstate.init')
      return screen.findByRole('heading', { name: 'SIM Kart Eşleştirme', level: 1 });
    if (event.type !== 'user.check') return undefined;
    const form = await realPoolForm();
    const field = within(form).getByRole('textbox');
    fireEvent.change(field, { target: { value: (event as EventObject & { iccid: string }).iccid } });
    return click(within(form).getByRole('button', { name: 'Sorgula' }));
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    const section = screen.getByRole('region', { name: 'SIM kart havuzda mı?' });
    if (s.hasTag('answered'))
      expect(section).toHaveTextContent(
        s.context.iccid === CARDS.lost ? 'Havuzda, kullanıma kapalı.' : 'Havuzda, boşta.',
      );
    if (s.hasTag('failed')) expect(within(section).getByRole('alert')).toBeVisible();
  },
};

describeModel(
  'simMatching',
  simMatchingMachine,
  { input: { rights: FULL_RIGHTS }, events: matchingEvents, serialize: serializeMatching, minPaths: 8 },
  matchingWalker,
);
describeModel('simPoolCheck', poolCheckMachine, { events: poolEvents, serialize: serializePool }, poolWalker);
