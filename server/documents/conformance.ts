import { defineConformance } from '../conformanceKit';

/**
 * The document rows' other inputs live in server/conformance.test.ts, from before feature files;
 * the blank form is new and brings its own. Any listed form answers its PDF.
 */
export const conformance = defineConformance({
  inputs: () => ({
    documentFormTemplate: () => ({ params: { formId: 'ONLINE_TRANSACTION_CONTRACT' } }),
  }),
});
