/**
 * A pause in the entry's evaluation (issue 7). main.tsx imports this after React and before the
 * app's own modules; the top-level await ends the task that evaluated the libraries, and the
 * app's modules (which build the session, login and shell charts at import) evaluate in a new
 * one. The browser can paint or take a key press in between, and neither task is a long one.
 */
await new Promise<void>((resume) => setTimeout(resume, 0));

export {};
