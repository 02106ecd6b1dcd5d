import { callEndpoint } from '../../actors/http';
import type { CustomerAdvisorList } from '../../api/customer/types';
import { createRequestMachine } from '../shared/requestMachine';

/** The customer advisors list (/customer-representative): a plain request/result pair. */
export const advisorsMachine = createRequestMachine<CustomerAdvisorList>('customerAdvisors', (_, signal) =>
  callEndpoint('customerAdvisorList', {}, signal),
);
