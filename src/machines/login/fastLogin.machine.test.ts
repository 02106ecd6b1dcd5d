import { createActor } from 'xstate';
import type { LoginResponse } from '../../api/types';
import type { FastLoginEvent } from './fastLoginEvents';
import { fastLoginMachine } from './fastLoginMachine';

const RESPONSE = { pageToken: 'tok-7', corporateNcst: 'C-1', customerNcst: 'K-1' } as LoginResponse;

/** The chart alone: the test plays the edge, reading its effects and speaking for the popup. */
function start() {
  const opened: string[] = [];
  const adopted = vi.fn();
  const actor = createActor(fastLoginMachine, { input: { popupUrl: '/sirketim/login/fast' } });
  actor.on('popup', (effect) => opened.push(effect.url));
  actor.on('session', (effect) => adopted(effect.event));
  actor.start();
  return { actor, opened, adopted, popup: (event: FastLoginEvent) => actor.send(event) };
}

describe('fastLoginMachine', () => {
  it('opens the popup on the fast-login page and adopts its login', () => {
    const { actor, opened, adopted, popup } = start();
    actor.send({ type: 'user.fastLogin' });
    expect(opened).toEqual(['/sirketim/login/fast']);
    expect(actor.getSnapshot().hasTag('popupOpen')).toBe(true);
    popup({ type: 'popup.loggedIn', response: RESPONSE });
    expect(adopted).toHaveBeenCalledWith({ type: 'session.adopt', response: RESPONSE });
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
