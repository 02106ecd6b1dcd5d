import { createActor, fromCallback } from 'xstate';
import type { LoginResponse } from '../../api/types';
import { FAST_LOGIN_MESSAGE } from '../../lib/fastLoginChannel';
import type { FastLoginEvent } from './fastLoginEvents';
import { fastLoginMachine } from './fastLoginMachine';

const RESPONSE = { pageToken: 'tok-7', corporateNcst: 'C-1', customerNcst: 'K-1' } as LoginResponse;

/** A stand-in popup: records what it was opened with and lets the test speak for it. */
function start() {
  const opened: string[] = [];
  let speak: ((event: FastLoginEvent) => void) | undefined;
  const adopted = vi.fn();
  const machine = fastLoginMachine.provide({
    actors: {
      popupWindow: fromCallback<FastLoginEvent, { url: string }>(({ input, sendBack }) => {
        opened.push(input.url);
        speak = sendBack;
      }),
    },
    actions: { adoptLogin: (_, { response }) => adopted(response) },
  });
  const actor = createActor(machine, { input: { popupUrl: '/sirketim/login/fast' } }).start();
  return { actor, opened, adopted, popup: (event: FastLoginEvent) => speak?.(event) };
}

describe('fastLoginMachine', () => {
  it('opens the popup on the fast-login page and adopts its login', () => {
    const { actor, opened, adopted, popup } = start();
    actor.send({ type: 'user.fastLogin' });
    expect(opened).toEqual(['/sirketim/login/fast']);
    expect(actor.getSnapshot().hasTag('popupOpen')).toBe(true);
    popup({ type: 'popup.loggedIn', response: RESPONSE });
    expect(adopted).toHaveBeenCalledWith(RESPONSE);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a blocked popup shows the notice; the button tries again, the notice can be dismissed', () => {
    const { actor, opened, popup } = start();
    actor.send({ type: 'user.fastLogin' });
    popup({ type: 'popup.blocked' });
    expect(actor.getSnapshot().hasTag('notice:blocked')).toBe(true);
    actor.send({ type: 'user.fastLogin' });
    expect(opened).toHaveLength(2);
    popup({ type: 'popup.blocked' });
    actor.send({ type: 'user.dismissNotice' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a popup closed without a login goes back to idle; pressing again reopens the popup', () => {
    const { actor, opened, adopted, popup } = start();
    actor.send({ type: 'user.fastLogin' });
    actor.send({ type: 'user.fastLogin' });
    expect(opened).toHaveLength(2);
    popup({ type: 'popup.closed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(adopted).not.toHaveBeenCalled();
  });
});

describe('the browser popup (popupWindow)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens exactly 600 × 700 and reports null from window.open as blocked', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = createActor(fastLoginMachine.provide({ actions: { adoptLogin: () => {} } }), {
      input: { popupUrl: '/login/fast' },
    }).start();
    actor.send({ type: 'user.fastLogin' });
    expect(open).toHaveBeenCalledWith('/login/fast', 'kurumsalHizliGiris', 'width=600,height=700');
    expect(actor.getSnapshot().value).toBe('blocked');
  });

  it('takes the login only from the popup it opened, on this origin', () => {
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const adopted = vi.fn();
    const actor = createActor(
      fastLoginMachine.provide({ actions: { adoptLogin: (_, { response }) => adopted(response) } }),
      { input: { popupUrl: '/login/fast' } },
    ).start();
    actor.send({ type: 'user.fastLogin' });
    const data = { type: FAST_LOGIN_MESSAGE, response: RESPONSE };
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://evil.example', source: popup }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'other' }, origin: window.location.origin, source: popup }),
    );
    expect(adopted).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: popup }),
    );
    expect(adopted).toHaveBeenCalledWith(RESPONSE);
  });
});
