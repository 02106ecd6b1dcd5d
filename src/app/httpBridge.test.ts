import type { HttpEvent } from '../actors/http';
import { routeHttpEvent, shellInbox } from './httpBridge';

const toast = (message: string): HttpEvent => ({
  type: 'http.reaction',
  reaction: { type: 'notify', message },
});

describe('the HTTP layer’s reactions while the shell’s code is on its way (issue 42)', () => {
  it('holds the shell’s reactions in order and hands them over once it runs, then sends straight', () => {
    const inbox = shellInbox();
    const session = { send: vi.fn() };
    routeHttpEvent(toast('bir'), session, inbox);
    routeHttpEvent(toast('iki'), session, inbox);
    const shell = { send: vi.fn() };
    const detach = inbox.attach(shell);
    expect(shell.send.mock.calls.map(([event]) => event)).toEqual([toast('bir'), toast('iki')]);
    routeHttpEvent(toast('üç'), session, inbox);
    expect(shell.send).toHaveBeenLastCalledWith(toast('üç'));
    expect(session.send).not.toHaveBeenCalled();
    // A stopped shell takes nothing more: the next one gets what came meanwhile.
    detach();
    routeHttpEvent(toast('dört'), session, inbox);
    expect(shell.send).toHaveBeenCalledTimes(3);
    const next = { send: vi.fn() };
    inbox.attach(next);
    expect(next.send).toHaveBeenCalledWith(toast('dört'));
  });

  it('sends the session’s reactions to the session, shell or not', () => {
    const session = { send: vi.fn() };
    routeHttpEvent({ type: 'http.menuRefresh' }, session, shellInbox());
    expect(session.send).toHaveBeenCalledWith({ type: 'menu.refresh' });
  });
});
