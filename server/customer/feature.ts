import { defineServerFeature } from '../feature';
import { customerHandlers } from './handlers';
import { seedSurveySeen } from './seed';

/**
 * Calls around the pages: banner, exchange rates, the customer survey and the advisors. The
 * survey's table is core's (server/db/survey.ts): the login response reads it too.
 */
export const feature = defineServerFeature({
  name: 'customer',
  seed: { run: seedSurveySeen },
  handlers: customerHandlers,
  menu: [
    {
      id: 'representative',
      title: 'Müşteri Temsilcilerim',
      url: '/customer-representative',
      parent: 'company',
      after: 'authorized-users',
    },
  ],
});
