import { defineServerFeature } from '../feature';
import { customerHandlers } from './handlers';
import { customerSchemaStatements } from './schema';
import { seedSurveySeen } from './seed';

/** Calls around the pages: banner, exchange rates, the customer survey and the advisors. */
export const feature = defineServerFeature({
  name: 'customer',
  tables: customerSchemaStatements,
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
