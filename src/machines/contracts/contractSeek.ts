import { type ActorRefFrom, fromCallback } from 'xstate';
import type { ContractSummary } from '../../api/contracts/types';
import type { contractListMachine } from './contractListMachine';
import type { ContractListKind } from './contractRows';

type ListRef = ActorRefFrom<typeof contractListMachine>;

/** What the seek tells the page: the contract and the list that holds it, or that none does. */
export type ContractSeekEvent =
  | { type: 'seek.found'; contract: ContractSummary; tab: ContractListKind }
  | { type: 'seek.missing' };

export interface ContractSeekInput {
  contractNumber: string;
  lists: { kind: ContractListKind; ref: ListRef }[];
}

/**
 * Finds a contract asked for by number (?sozlesme=, a search hit) in the page's own lists, once
 * each has answered or failed: no request of its own, and only what the person's lists show (the
 * sandbox lists one company's contracts, and only for the contracts' Görüntüleme).
 */
export const contractSeek = fromCallback<{ type: 'none' }, ContractSeekInput>(({ input, sendBack }) => {
  let done = false;
  const settle = () => {
    if (done) return;
    const snapshots = input.lists.map((list) => ({ kind: list.kind, snapshot: list.ref.getSnapshot() }));
    for (const { kind, snapshot } of snapshots) {
      const contract = snapshot.context.data?.contracts.find(
        (c) => c.contractNumber === input.contractNumber,
      );
      if (contract) {
        done = true;
        return sendBack({ type: 'seek.found', contract, tab: kind } satisfies ContractSeekEvent);
      }
    }
    if (snapshots.every(({ snapshot }) => !snapshot.hasTag('loading'))) {
      done = true;
      sendBack({ type: 'seek.missing' } satisfies ContractSeekEvent);
    }
  };
  const subscriptions = input.lists.map((list) => list.ref.subscribe(settle));
  settle();
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});
