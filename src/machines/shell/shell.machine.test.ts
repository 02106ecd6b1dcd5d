import { createActor, createMachine } from 'xstate';
import { MESSAGE_MS, NOTIFICATION_MS, shellMachine } from './shellMachine';

function start() {
  const goBack = vi.fn();
  const actor = createActor(shellMachine, { input: { goBack } });
  actor.start();
  return { actor, goBack };
}

const messages = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.notifications.map((n) => n.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('shellMachine', () => {
  describe('notifications (spec §9: 4.5 s, plain messages 3 s)', () => {
    it('a notify reaction adds an error notification that disappears after 4.5 s', () => {
      const { actor } = start();
      actor.send({ type: 'http.reaction', reaction: { type: 'notify', message: 'Bulunamadı.' } });
      expect(actor.getSnapshot().context.notifications).toEqual([
        { id: 1, kind: 'error', message: 'Bulunamadı.' },
      ]);

      vi.advanceTimersByTime(NOTIFICATION_MS - 1);
      expect(messages(actor)).toEqual(['Bulunamadı.']);
      vi.advanceTimersByTime(1);
      expect(messages(actor)).toEqual([]);
      expect(NOTIFICATION_MS).toBe(4500);
    });

    it('notify.show info lasts 3 s', () => {
      const { actor } = start();
      actor.send({ type: 'notify.show', kind: 'info', message: 'Kaydedildi.' });
      expect(actor.getSnapshot().context.notifications).toEqual([
        { id: 1, kind: 'info', message: 'Kaydedildi.' },
      ]);
      vi.advanceTimersByTime(MESSAGE_MS - 1);
      expect(messages(actor)).toEqual(['Kaydedildi.']);
      vi.advanceTimersByTime(1);
      expect(messages(actor)).toEqual([]);
      expect(MESSAGE_MS).toBe(3000);
    });

    it('each notification keeps its own timer', () => {
      const { actor } = start();
      actor.send({ type: 'http.reaction', reaction: { type: 'notify', message: 'Hata' } });
      vi.advanceTimersByTime(1000);
      actor.send({ type: 'notify.show', kind: 'success', message: 'Tamam' });
      // The success message ends at 1000 + 3000 ms, the error at 4500 ms.
      vi.advanceTimersByTime(3000);
      expect(messages(actor)).toEqual(['Hata']);
      vi.advanceTimersByTime(500);
      expect(messages(actor)).toEqual([]);
    });

    it('keeps at most three notifications, dropping the oldest', () => {
      const { actor } = start();
      for (const message of ['bir', 'iki', 'üç', 'dört']) {
        actor.send({ type: 'notify.show', kind: 'info', message });
      }
      expect(messages(actor)).toEqual(['iki', 'üç', 'dört']);
      expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual([2, 3, 4]);
      vi.advanceTimersByTime(MESSAGE_MS);
      expect(messages(actor)).toEqual([]);
    });

    it('notify.dismiss removes one notification at once', () => {
      const { actor } = start();
      actor.send({ type: 'notify.show', kind: 'info', message: 'bir' });
      actor.send({ type: 'notify.show', kind: 'info', message: 'iki' });
      actor.send({ type: 'notify.dismiss', id: 1 });
      expect(messages(actor)).toEqual(['iki']);
    });

    it('other reactions add no notification', () => {
      const { actor } = start();
      actor.send({ type: 'http.reaction', reaction: { type: 'modal', message: 'Hata' } });
      actor.send({ type: 'http.reaction', reaction: { type: 'sessionExpired' } });
      expect(actor.getSnapshot().context.notifications).toEqual([]);
    });
  });

  describe('modal', () => {
    it('a modal reaction opens the modal; modal.close closes it without going back', () => {
      const { actor, goBack } = start();
      expect(actor.getSnapshot().hasTag('modal')).toBe(false);
      actor.send({ type: 'http.reaction', reaction: { type: 'modal', message: 'İşlem yapılamadı.' } });
      expect(actor.getSnapshot().matches({ modal: 'open' })).toBe(true);
      expect(actor.getSnapshot().hasTag('modal')).toBe(true);
      expect(actor.getSnapshot().context.modal?.message).toBe('İşlem yapılamadı.');
      expect(actor.getSnapshot().context.modal?.then).toBeUndefined();

      actor.send({ type: 'modal.close' });
      expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
      expect(actor.getSnapshot().context.modal).toBeUndefined();
      expect(goBack).not.toHaveBeenCalled();
    });

    it('a 403-style modal (then: back) goes back one page on close', () => {
      const { actor, goBack } = start();
      actor.send({
        type: 'http.reaction',
        reaction: {
          type: 'modal',
          message: 'Bu işlem için yetkiniz bulunmamaktadır.',
          // biome-ignore lint/suspicious/noThenProperty: the Reaction field the shell reads, never awaited
          then: 'back',
        },
      });
      expect(actor.getSnapshot().context.modal?.then).toBe('back');
      expect(goBack).not.toHaveBeenCalled();
      actor.send({ type: 'modal.close' });
      expect(goBack).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    });

    it('a modal arriving while one is open waits its turn; the same message twice is read once', () => {
      const { actor, goBack } = start();
      const forbidden = {
        type: 'modal' as const,
        message: 'Yetkiniz yok.',
        // biome-ignore lint/suspicious/noThenProperty: the Reaction field the shell reads, never awaited
        then: 'back' as const,
      };
      const failed = { type: 'modal' as const, message: 'İşlem yapılamadı.' };
      actor.send({ type: 'http.reaction', reaction: forbidden });
      actor.send({ type: 'http.reaction', reaction: failed });
      actor.send({ type: 'http.reaction', reaction: forbidden });
      actor.send({ type: 'http.reaction', reaction: failed });
      expect(actor.getSnapshot().context.queuedModals.map((m) => m.message)).toEqual(['İşlem yapılamadı.']);

      actor.send({ type: 'modal.close' });
      // The 403 still goes back, and the next modal shows on the page it went back to.
      expect(goBack).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ modal: 'open' })).toBe(true);
      expect(actor.getSnapshot().context.modal?.message).toBe('İşlem yapılamadı.');

      actor.send({ type: 'modal.close' });
      expect(goBack).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
      expect(actor.getSnapshot().context.queuedModals).toEqual([]);
    });

    it('a notify reaction does not open the modal', () => {
      const { actor } = start();
      actor.send({ type: 'http.reaction', reaction: { type: 'notify', message: 'Hata' } });
      expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    });
  });

  describe('loader', () => {
    it('stays visible until every show is matched by a hide', () => {
      const { actor } = start();
      expect(actor.getSnapshot().hasTag('loader')).toBe(false);
      actor.send({ type: 'loader.show' });
      actor.send({ type: 'loader.show' });
      expect(actor.getSnapshot().hasTag('loader')).toBe(true);
      actor.send({ type: 'loader.hide' });
      expect(actor.getSnapshot().hasTag('loader')).toBe(true);
      expect(actor.getSnapshot().context.loaderCount).toBe(1);
      actor.send({ type: 'loader.hide' });
      expect(actor.getSnapshot().hasTag('loader')).toBe(false);
      expect(actor.getSnapshot().context.loaderCount).toBe(0);
    });

    it('an extra hide while hidden is ignored', () => {
      const { actor } = start();
      actor.send({ type: 'loader.hide' });
      actor.send({ type: 'loader.show' });
      expect(actor.getSnapshot().hasTag('loader')).toBe(true);
      actor.send({ type: 'loader.hide' });
      expect(actor.getSnapshot().hasTag('loader')).toBe(false);
    });
  });

  describe("the header's fast-operation menu as a child", () => {
    it('runs the chart the header hands over while the header shows it, and stops it after', () => {
      const { actor } = start();
      actor.send({ type: 'expressMenu.show', chart: createMachine({ id: 'expressMenu' }) });
      const child = actor.getSnapshot().context.expressMenu;
      expect(child?.getSnapshot().status).toBe('active');
      // One menu: a second show does not start a second child.
      expect(actor.getSnapshot().can({ type: 'expressMenu.show', chart: createMachine({}) })).toBe(false);
      actor.send({ type: 'expressMenu.hide' });
      expect(actor.getSnapshot().context.expressMenu).toBeUndefined();
      expect(child?.getSnapshot().status).toBe('stopped');
    });
  });
});
