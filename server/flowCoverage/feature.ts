import { defineServerFeature } from '../feature';
import { defineHandlers } from '../handlers/types';
import { flowCoverage } from './summary';

/** The model tests' coverage per flow, for the flow atlas's "Test kapsamı" layer (issue 41). */
export const feature = defineServerFeature({
  name: 'flowCoverage',
  handlers: defineHandlers({
    flowTestCoverage: ({ query }) => flowCoverage(query.flow),
  }),
});
