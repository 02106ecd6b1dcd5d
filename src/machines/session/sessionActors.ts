import { fromCallback } from 'xstate';
import { httpActor } from '../../actors/http';
import { config } from '../../lib/config';
import { rightsMachine } from './rightsMachine';
import { stepCode, stepLogic } from './stepCode';

/** Session checks run on a callback clock so tests can send `session.poll` themselves. */
export const sessionPoller = fromCallback(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: 'session.poll' }), config.sessionPollSeconds * 1000);
  return () => clearInterval(id);
});

/**
 * The router's children: the steps of the way in (their code loaded by `stepCode` first), the
 * rights, and the calls of its own.
 */
export const sessionActors = {
  stepCode,
  login: stepLogic.login,
  terms: stepLogic.terms,
  corporateSelection: stepLogic.corporateSelection,
  menuRefresh: httpActor('menuRefresh'),
  sessionControl: httpActor('sessionControl'),
  sessionPoller,
  logout: httpActor('logout'),
  rights: rightsMachine,
};
