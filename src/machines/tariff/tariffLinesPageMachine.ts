import { type ActorRefFrom, setup, spawnChild } from 'xstate';
import { tariffFilterChoicesMachine, tariffLinesLogic } from './tariffLinesMachine';
import { EMPTY_TARIFF_QUERY, TARIFF_PAGE_SIZE } from './tariffQuery';

/**
 * /tariff-package as one chart: the company's lines (server-paged) and the filter bar's choices
 * run as children. The page has no selection to reset: a number opens its own page.
 */
export const tariffLinesPageMachine = setup({
  types: { children: {} as { list: 'list'; choices: 'choices' } },
  actors: { list: tariffLinesLogic, choices: tariffFilterChoicesMachine },
}).createMachine({
  id: 'tariffLinesPage',
  entry: [
    spawnChild('list', { id: 'list', input: { query: EMPTY_TARIFF_QUERY, pageSize: TARIFF_PAGE_SIZE } }),
    spawnChild('choices', { id: 'choices', input: undefined }),
  ],
});

export type TariffLinesPageRef = ActorRefFrom<typeof tariffLinesPageMachine>;
