/**
 * The session's steps with a page of their own, as one chunk (stepCode.ts loads it): the login
 * with its SMS-code child, terms approval and corporate selection. None of it runs before a
 * page's first paint, so it is no part of the entry chunk that every page evaluates (issue 42).
 */
export { corporateSelectionMachine } from './corporateSelectionMachine';
export { loginMachine } from './loginMachine';
export { termsMachine } from './termsMachine';
