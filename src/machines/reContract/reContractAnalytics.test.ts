import { createActor, setup } from 'xstate';
import type { AnalyticsEffect } from '../shared/page/pageEffects';
import { reContractEvent } from './reContractAnalytics';
import { reContractMachine } from './reContractMachine';

const FIELDS = { contractCount: 2, offerCount: 5, addonCount: 1, bestOffer: true, campaignStatus: 'OPEN' };

describe('re-contract analytics', () => {
  it('words a submit as RE_CONTRACT SUCCESS with its counts', () => {
    expect(reContractEvent({ step: 'submit', orderId: 'SP-1', ...FIELDS })).toMatchObject({
      kind: 'action',
      actionType: 'RE_CONTRACT',
      actionStatus: 'SUCCESS',
      orderId: 'SP-1',
      productCount: 2,
      actionCount: 2,
      bestOffer: true,
    });
  });

  it('words a refused document as RE_CONTRACT_DOCUMENT ERROR with its message', () => {
    expect(
      reContractEvent({ step: 'document', errorMessage: 'Kampanya sona erdi.', ...FIELDS }),
    ).toMatchObject({
      actionType: 'RE_CONTRACT_DOCUMENT',
      actionStatus: 'ERROR',
      errorMessage: 'Kampanya sona erdi.',
    });
  });

  it('is emitted by the chart’s report action as an analytics effect for the edge', () => {
    // The chart's own report action, run by a one-state machine, with the edge's listener.
    const probe = setup({
      types: { emitted: {} as AnalyticsEffect },
      actions: { report: reContractMachine.implementations.actions.report as never },
    }).createMachine({
      entry: { type: 'report', params: { step: 'submit', orderId: 'SP-1', ...FIELDS } as never },
    });
    const actor = createActor(probe);
    const effects: AnalyticsEffect[] = [];
    actor.on('analytics', (effect) => effects.push(effect));
    actor.start();
    expect(effects).toEqual([
      { type: 'analytics', event: reContractEvent({ step: 'submit', orderId: 'SP-1', ...FIELDS }) },
    ]);
  });
});
