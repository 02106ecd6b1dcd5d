/**
 * The wizard flows and the order of their steps (the `step:*` tags of their machines, without the
 * prefix), so the sandbox can draw a funnel without loading the machines. The wizard machines
 * are the source: src/machines/shared/wizard/flowUsageWizards.test.ts proves this list equals
 * their tags, in chart order.
 */
export const WIZARD_STEPS: Readonly<Record<string, readonly string[]>> = {
  newLine: ['product', 'numbers', 'sims', 'details', 'summary', 'done'],
  reContract: ['lines', 'offers', 'summary', 'document', 'done'],
  takeOver: ['lines', 'approval', 'subscription', 'tariff', 'preferences', 'summary', 'done'],
};
