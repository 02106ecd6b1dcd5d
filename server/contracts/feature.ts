import { defineServerFeature } from '../feature';
import { contractHandlers } from './handlers';
import { contractSchemaStatements } from './schema';
import { seedContracts } from './seed';

/** Contracts of both stores (standard and İşteCep): tables, demo contracts and the twelve rows. */
export const feature = defineServerFeature({
  name: 'contracts',
  tables: contractSchemaStatements,
  seed: { run: seedContracts },
  handlers: contractHandlers,
  menu: [{ id: 'contracts', title: 'Sözleşmeler', url: '/contracts', parent: 'company', after: null }],
});
