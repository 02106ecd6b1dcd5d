/**
 * Whether a model walk renders its page without the portal's header and side menu. The shell's
 * own models (shell, header, session) walk with it; a feature's walk leaves it out, because its
 * menu, switcher and notification calls were about a fifth of every path's time and none of that
 * feature's steps touch them. Read by the PortalLayout mock in tests/setup.ts.
 */
export const shellMode = { lean: false };
