/** Valid step bodies for the take-over rows, shared by the conformance inputs and the tests. */
import type {
  PreferencesRequest,
  SubscriptionInfoRequest,
  TakeOverOrder,
  TariffRequest,
} from '../../src/api/takeOver/types';

export const SUBSCRIPTION = {
  companyInfoConfirmed: true,
  contactName: 'Can Öztürk',
  contactPhone: '5057654321',
  email: 'can@anadolugida.com.tr',
  invoiceAddress: 'Kazımdirik Mah. 372. Sok. No: 4, 35100 Bornova / İzmir',
} satisfies SubscriptionInfoRequest;

export const PREFERENCES = {
  invoiceType: 'E_INVOICE',
  directoryListing: false,
  campaignSms: true,
  keepLineUsers: true,
} satisfies PreferencesRequest;

/** The first corporate tariff of each line's type. */
export const tariffFor = (order: Pick<TakeOverOrder, 'lines'>): TariffRequest => ({
  selections: order.lines.map((l) => ({
    msisdn: l.msisdn,
    tariffId: l.productType === 'VOICE' ? 'KRM-DVR-15' : 'KRM-DATA-20',
  })),
});
