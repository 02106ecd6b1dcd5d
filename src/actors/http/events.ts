import type { Reaction } from './errorCatalogue';

/** What the HTTP layer tells the shell; the shell machine decides how it looks. */
export type HttpEvent =
  | { type: 'http.reaction'; reaction: Exclude<Reaction, { type: 'none' }> }
  | { type: 'http.menuRefresh' };

type Listener = (event: HttpEvent) => void;

const listeners = new Set<Listener>();

export function onHttpEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitReaction(reaction: Reaction): void {
  if (reaction.type === 'none') return;
  for (const listener of listeners) listener({ type: 'http.reaction', reaction });
}

export function emitMenuRefresh(): void {
  for (const listener of listeners) listener({ type: 'http.menuRefresh' });
}
