import type { Endpoint } from '../types';
import { additionalPackageEndpoints } from './additionalPackage';
import { approvalProceduresEndpoints } from './approvalProcedures';
import { authorizedUsersEndpoints } from './authorizedUsers';
import { contractsEndpoints } from './contracts';
import { customerEndpoints } from './customer';
import { dashboardEndpoints } from './dashboard';
import { documentsEndpoints } from './documents';
import { expressMenuEndpoints } from './expressMenu';
import { extraPacketEndpoints } from './extraPacket';
import { invoicesEndpoints } from './invoices';
import { lineDeactivationEndpoints } from './lineDeactivation';
import { lineUserEndpoints } from './lineUser';
import { newLineEndpoints } from './newLine';
import { offlineTransactionsEndpoints } from './offlineTransactions';
import { ordersEndpoints } from './orders';
import { reContractEndpoints } from './reContract';
import { requestSubmittingEndpoints } from './requestSubmitting';
import { searchEndpoints } from './search';
import { secureInternetEndpoints } from './secureInternet';
import { sessionEndpoints } from './session';
import { simCardEndpoints } from './simCard';
import { simMatchingEndpoints } from './simMatching';
import { takeOverEndpoints } from './takeOver';
import { tariffEndpoints } from './tariff';
import { usageAbroadEndpoints } from './usageAbroad';

/** Every call of spec §7, one row each. Feature files add their rows here. */
export const endpoints: readonly Endpoint[] = [
  ...sessionEndpoints,
  ...dashboardEndpoints,
  ...searchEndpoints,
  ...expressMenuEndpoints,
  ...customerEndpoints,
  ...contractsEndpoints,
  ...documentsEndpoints,
  ...extraPacketEndpoints,
  ...secureInternetEndpoints,
  ...lineDeactivationEndpoints,
  ...invoicesEndpoints,
  ...offlineTransactionsEndpoints,
  ...simCardEndpoints,
  ...simMatchingEndpoints,
  ...additionalPackageEndpoints,
  ...requestSubmittingEndpoints,
  ...tariffEndpoints,
  ...newLineEndpoints,
  ...takeOverEndpoints,
  ...reContractEndpoints,
  ...usageAbroadEndpoints,
  ...lineUserEndpoints,
  ...approvalProceduresEndpoints,
  ...authorizedUsersEndpoints,
  ...ordersEndpoints,
];

export type EndpointName = string;

export const endpointsByName: ReadonlyMap<string, Endpoint> = new Map(
  endpoints.map((row) => [row.name, row]),
);

export function endpoint(name: string): Endpoint {
  const row = endpointsByName.get(name);
  if (!row) throw new Error(`Unknown endpoint: ${name}`);
  return row;
}
