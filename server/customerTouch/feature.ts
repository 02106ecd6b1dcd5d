import { defineServerFeature } from '../feature';
import { customerTouchHandlers } from './handlers';
import { customerTouchSchemaStatements } from './schema';
import { seedCustomerTouches } from './seed';

/**
 * Customer-touch history (issue 18): the company's calls, visits, requests and e-mails with the
 * operator. The side menu's `invoices.ctt` already points to /ctt-history.
 */
export const feature = defineServerFeature({
  name: 'customerTouch',
  tables: customerTouchSchemaStatements,
  seed: { run: seedCustomerTouches },
  handlers: customerTouchHandlers,
});
