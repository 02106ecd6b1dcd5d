import { defineConformance } from '../conformanceKit';

export const conformance = defineConformance({
  inputs: (kit) => ({
    landingComponentInfo: () => ({ body: {} }),
    // Valid requests; their successes are made in server/entry/entry.test.ts (madeElsewhere).
    seamlessLoginData: () => ({ body: { token: 'a'.repeat(43) }, token: null }),
    fakeLogin: () => ({ body: { userName: kit.person.userName }, token: null }),
  }),
  madeElsewhere: {
    seamlessLoginData:
      'needs a token minted by the test hook: exchanged and checked against its schema in server/entry/entry.test.ts',
    fakeLogin:
      'answers only with test hooks on (the conformance sandbox has them off): checked in server/entry/entry.test.ts',
  },
});
