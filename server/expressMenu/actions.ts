import type { ExpressAction } from '../../src/api/expressMenu/types';

/** The fast operations a person can pin, in the order offered; url is a portal route of spec §2. */
export const EXPRESS_ACTIONS: readonly ExpressAction[] = [
  { actionName: 'INVOICES', title: 'Faturalarım', url: '/invoice-detail-confirm' },
  { actionName: 'TARIFF_CHANGE', title: 'Tarife ve paket değişikliği', url: '/tariff-package' },
  { actionName: 'ADDITIONAL_PACKAGE', title: 'Ek paket al', url: '/additional-package' },
  { actionName: 'SIM_CARD', title: 'SIM kart işlemleri', url: '/sim-card' },
  { actionName: 'ROAMING', title: 'Yurt dışı kullanım', url: '/roaming' },
  { actionName: 'NEW_LINE', title: 'Yeni hat al', url: '/new-line' },
  { actionName: 'RE_CONTRACT', title: 'Yeniden taahhüt', url: '/recontracts' },
  { actionName: 'MY_ORDERS', title: 'Siparişlerim', url: '/my-orders' },
  { actionName: 'CONTRACTS', title: 'Sözleşmeler', url: '/contracts' },
];
