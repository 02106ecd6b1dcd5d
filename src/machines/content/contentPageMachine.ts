import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate';
import { callEndpoint, errorMessage } from '../../actors/http';
import type { ContentPage } from '../../api/content/types';

/** Which row serves the page: /p/{page} reads page content, /csi/{page} page manager data. */
export type ContentSource = 'page' | 'manager';

export interface ContentPageInput {
  source: ContentSource;
  name: string;
}

export interface ContentPageContext extends ContentPageInput {
  page: ContentPage | undefined;
  error: string | undefined;
}

/** A 404 is an answer ("no such page"), not a failure to retry. */
const isNotFound = (error: unknown) => (error as { httpStatus?: unknown } | null)?.httpStatus === 404;

export function loadContentPage(
  { source, name }: ContentPageInput,
  signal: AbortSignal,
): Promise<ContentPage> {
  const params = { pageName: name };
  return source === 'manager'
    ? callEndpoint('pageManagerData', { params }, signal)
    : callEndpoint('pageContent', { params }, signal);
}

/**
 * One content page by name: loading, then shown, or not found (a Turkish not-found page), or
 * failed (retryable). The HTML it holds is the CMS's; the view sanitizes it before showing it.
 */
export const contentPageMachine = setup({
  types: {
    context: {} as ContentPageContext,
    events: {} as { type: 'user.retry' },
    input: {} as ContentPageInput,
  },
  actors: {
    load: fromPromise<ContentPage, ContentPageInput>(({ input, signal }) => loadContentPage(input, signal)),
  },
  guards: {
    notFound: (_, error: unknown) => isNotFound(error),
  },
}).createMachine({
  id: 'contentPage',
  context: ({ input }) => ({ ...input, page: undefined, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ source: context.source, name: context.name }),
        onDone: { target: 'shown', actions: assign({ page: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'notFound', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'notFound',
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    shown: { tags: ['shown'] },
    notFound: { tags: ['notFound'], description: 'No page has this name: the Turkish not-found page.' },
    failed: { tags: ['failed'], on: { 'user.retry': 'loading' } },
  },
});

export type ContentPageRef = ActorRefFrom<typeof contentPageMachine>;
