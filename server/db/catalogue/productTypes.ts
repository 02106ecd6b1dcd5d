/** The catalogue's shapes (server/db/products.ts): tariffs, additional packages and SIM products. */
import type { ProductType } from '../../../src/lib/productTypes';

export type { ProductType };

/** Where a product is sold; a product with none (a personal tariff) is only ever a line's old tariff. */
export type SalesChannel = 'TARIFF_CHANGE' | 'NEW_LINE' | 'TAKE_OVER' | 'RE_CONTRACT' | 'ADDITIONAL_PACKAGE';

/** Who a tariff is made for: the portal's companies buy corporate tariffs only. */
export type Audience = 'CORPORATE' | 'PERSONAL' | 'SMALL_BUSINESS';

export interface Tariff {
  kind: 'TARIFF';
  id: string;
  name: string;
  /** Monthly fee with the 24-month commitment, kuruş, KDV and ÖİV included. */
  priceKurus: number;
  productType: ProductType;
  audience: Audience;
  offeredIn: readonly SalesChannel[];
  /** null: unlimited. */
  minutes: number | null;
  sms: number;
  dataMb: number;
  summary: string;
  /** A bonus choice made before ordering (pre-order selection), when the tariff offers one. */
  preOrder?: { multiple: boolean; maxChoices: number };
}

export type PackageKind = 'DATA' | 'VOICE' | 'SMS' | 'ABROAD' | 'SERVICE';

export interface Package {
  kind: 'PACKAGE';
  id: string;
  name: string;
  /** Price per purchase (per month where it renews), kuruş, KDV and ÖİV included. */
  priceKurus: number;
  packageKind: PackageKind;
  /** The line types that can take it. */
  productTypes: readonly ProductType[];
  offeredIn: readonly SalesChannel[];
  dataGb: number;
  minutes: number;
  sms: number;
  validityDays: number;
  description: string;
  conditions: readonly string[];
  /** Offered with a re-contract only when the commitment is at least this long. */
  minCommitmentMonths?: number;
}

export type SimProductCode = 'TRIPLE_CUT' | 'ESIM' | 'M2M_INDUSTRIAL';

export interface SimProduct {
  kind: 'SIM';
  id: SimProductCode;
  name: string;
  /** Corporate lines get their SIM cards free of charge. */
  priceKurus: number;
  simType: 'PHYSICAL' | 'ESIM';
  productTypes: readonly ProductType[];
  description: string;
}

export type Product = Tariff | Package | SimProduct;
