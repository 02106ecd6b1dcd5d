import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine } from 'xstate';
import type { LineChargesQuery } from './lineChargesQuery';
import { lineChargesSectionMachine } from './lineChargesSectionMachine';

const SHOWN: LineChargesQuery = {
  filter: { period: '2025-10', text: 'ayşe', ktfNo: 'KTF1' },
  sort: { field: 'msisdn', direction: 'asc' },
};

function start() {
  const told: AnyEventObject[] = [];
  const inputs: unknown[] = [];
  const child = createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return { query: SHOWN };
    },
    on: { '*': { actions: ({ event }) => told.push(event) } },
  });
  const actor = createActor(
    lineChargesSectionMachine.provide({ actors: { list: child as never, products: child as never } }),
    { input: { period: '2025-10' } },
  ).start();
  return { actor, told, inputs };
}

describe('lineChargesSectionMachine', () => {
  it('opens the period’s list, costliest first, and the period’s products', () => {
    const { inputs } = start();
    expect(inputs).toEqual([
      {
        query: { filter: { period: '2025-10' }, sort: { field: 'amountKurus', direction: 'desc' } },
        pageSize: 100,
      },
      '2025-10',
    ]);
  });

  it('a filter-bar choice replaces its own fields and keeps the sort, the quick filter and the period', () => {
    const { actor, told } = start();
    actor.send({
      type: 'user.barFilter',
      part: { ktfNo: undefined, productType: 'DATA', tariffName: 'Veri 20' },
    });
    expect(told).toEqual([
      {
        type: 'user.query',
        query: {
          filter: { period: '2025-10', text: 'ayşe', productType: 'DATA', tariffName: 'Veri 20' },
          sort: { field: 'msisdn', direction: 'asc' },
        },
      },
    ]);
  });
});
