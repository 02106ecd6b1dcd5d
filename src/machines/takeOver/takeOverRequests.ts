/**
 * What the take-over wizard sends, built from its context: the contact check (with the order it
 * opened, when checked again), the order's own calls by its number, the tariffs chosen and the
 * finalization with the validated SMS code. The chart (takeOverMachine.ts) names them as its
 * invokes' inputs.
 */
import { selectionList } from './takeOverRules';
import type { TakeOverContext } from './takeOverSetup';

type Args = { context: TakeOverContext };

/** A call about the open order. */
export const orderParams = ({ context }: Args) => ({ params: { orderId: context.orderId } });

/** The lines and the transferring party; checked again, the open order's lines are replaced. */
export const contactCheckInput = ({ context }: Args) => ({
  body: { ...context.request!, ...(context.orderId ? { orderId: context.orderId } : {}) },
});

/** The tariff chosen for every line, by tariff group. */
export const tariffsInput = ({ context }: Args) => ({
  ...orderParams({ context }),
  body: { selections: selectionList(context.tariffGroups, context.selections) },
});

/** The order finalized with the SMS code's validated transaction. */
export const finalizeInput = ({ context }: Args) => ({
  ...orderParams({ context }),
  body: { transactionId: context.transactionId },
});
