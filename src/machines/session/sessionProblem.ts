/** A problem the session pages show: the server's own sentence, or one of the portal's by code. */
export type SessionProblem = { code: 'server'; text: string } | { code: 'serviceFailed' | 'incompleteLogin' };

/** A failed call as a problem: the HTTP layer's message is the server's (or its own) sentence. */
export const problemOf = (error: unknown): SessionProblem =>
  error instanceof Error ? { code: 'server', text: error.message } : { code: 'serviceFailed' };
