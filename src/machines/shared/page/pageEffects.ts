/**
 * What a page machine asks of the edge, as emitted events (`emit(...)`): the machine names the
 * effect, `usePageActor` (src/views/shared/usePageActor.ts) performs it. A page machine never
 * holds the router or the session; its snapshot stays data.
 */
export type NavigateEffect = {
  type: 'navigate';
  /** A path of the portal (without the base path). */
  to: string;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  /** Data handed to the next page in its history entry (it survives a reload). */
  state?: unknown;
};

export type PageEffect = NavigateEffect;
