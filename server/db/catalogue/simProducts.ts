/** The catalogue's SIM products (server/db/products.ts): what a SIM card order offers. */
import type { SimProduct } from './productTypes';
import { MOBILE_DATA } from './typeGroups';

export const SIM_PRODUCTS: readonly SimProduct[] = [
  {
    kind: 'SIM',
    id: 'TRIPLE_CUT',
    name: 'Üçlü kesim SIM kart',
    priceKurus: 0,
    simType: 'PHYSICAL',
    productTypes: MOBILE_DATA,
    description: 'Standart, mikro ve nano boyuta kırılabilen fiziksel SIM kart.',
  },
  {
    kind: 'SIM',
    id: 'ESIM',
    name: 'eSIM profili',
    priceKurus: 0,
    simType: 'ESIM',
    productTypes: MOBILE_DATA,
    description: 'Cihaza QR kodla yüklenen dijital SIM; kargo gerekmez.',
  },
  {
    kind: 'SIM',
    id: 'M2M_INDUSTRIAL',
    name: 'Endüstriyel M2M SIM kart',
    priceKurus: 0,
    simType: 'PHYSICAL',
    productTypes: ['M2M'],
    description: 'Isıya ve titreşime dayanıklı, M2M cihazları için fiziksel SIM kart.',
  },
];
