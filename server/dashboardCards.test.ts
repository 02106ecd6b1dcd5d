// @vitest-environment node
/**
 * Dashboard boxes contributed by features (ServerFeature.dashboard, issue 36): the sandbox serves
 * each contributed box's row with the feature's own handler.
 */
import { features } from './features';
import { handlers } from './handlers';

const contributed = features.flatMap((feature) =>
  Object.entries(feature.dashboard?.cards ?? {}).map(([row, handler]) => ({
    feature: feature.name,
    row,
    handler,
  })),
);

describe('dashboard boxes from features', () => {
  it('binds each contributed box to the feature’s handler', () => {
    expect(contributed.map(({ feature, row }) => `${feature}:${row}`).sort()).toEqual([
      'additionalPackage:dashboardCloseToEndPackages',
      'reContract:dashboardCloseToEndContracts',
      'reContract:dashboardReContractCount',
      'spendAnalysis:dashboardSpendAlerts',
    ]);
    for (const { row, handler } of contributed) expect(handlers[row]).toBe(handler);
  });
});
