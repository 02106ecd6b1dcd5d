import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  // "fatura" finds screens and invoices (period names, numbers start with F): several groups at once.
  inputs: () => ({ searchEverything: () => ({ body: { searchText: 'fatura' } }) }),
});
