import { collectCards, DASHBOARD_CARDS } from './cards';

const box = (id: string, order: number) => ({
  id,
  order,
  row: 'exchangeRates' as const,
  flag: null,
  to: null,
  title: id,
  render: () => id,
});

describe('the dashboard boxes', () => {
  it('are every feature’s dashboardCards.tsx, in the order they declare', () => {
    expect(DASHBOARD_CARDS.map((card) => card.id)).toEqual([
      'unpaidInvoices',
      'roaming',
      'gsmTransactions',
      'closeToEndPackages',
      'mobilePayment',
      'outOfContract',
      'invoicePaymentOrders',
      'approvalProcesses',
      'billingInformation',
      'spendAlerts',
      'productTypes',
      'closeToEndContracts',
      'firstLoginGift',
      'cmsParameter',
      'banner',
      'exchangeRates',
    ]);
  });

  it('lays out by order whatever the files’ order, and refuses an id declared twice', () => {
    expect(collectCards({ b: [box('x', 20)], a: [box('y', 30), box('z', 10)] }).map((c) => c.id)).toEqual([
      'z',
      'x',
      'y',
    ]);
    expect(() => collectCards({ a: [box('x', 10)], b: [box('x', 20)] })).toThrow(/declared twice/);
  });
});
