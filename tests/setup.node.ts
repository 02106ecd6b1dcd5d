// Set-up of the files that run in Node (the sandbox's, the scripts' and the benches' tests; see
// vite.config.ts): no page, so none of tests/setup.ts's Testing Library, jest-dom or layout mock.

// The sandbox hashes passwords at a low scrypt cost here (server/passwords.ts), as in
// tests/setup.ts: the suites log in hundreds of times to check flows, not the hash's strength.
process.env.SANDBOX_PASSWORD_COST ??= '1024';
