/**
 * The handler registry: every handlers/<feature>.ts module, merged by row name. A feature
 * helper adds its module to `modules`; a name defined twice stops the server at start-up.
 */

import { features } from '../features';
import { corporateHandlers } from './corporate';
import { otpHandlers } from './otp';
import { rightsHandlers } from './rights';
import { sessionHandlers } from './session';
import { termsHandlers } from './terms';
import type { AnyHandler, HandlerModule } from './types';

const modules: HandlerModule[] = [
  sessionHandlers,
  otpHandlers,
  termsHandlers,
  corporateHandlers,
  rightsHandlers,
];

export function mergeHandlerModules(list: readonly HandlerModule[]): Readonly<Record<string, AnyHandler>> {
  const merged: Record<string, AnyHandler> = {};
  for (const module of list) {
    for (const [name, handler] of Object.entries(module)) {
      if (merged[name]) throw new Error(`Handler for row "${name}" is defined twice`);
      merged[name] = handler as AnyHandler;
    }
  }
  return merged;
}

/** The core's handlers and every feature's (server/<feature>/feature.ts), its dashboard boxes too. */
export const handlers = mergeHandlerModules([
  ...modules,
  ...features.flatMap((feature) => [
    ...(feature.handlers ? [feature.handlers] : []),
    ...(feature.dashboard ? [feature.dashboard.cards] : []),
  ]),
]);
