/**
 * What a feature's conformance inputs (server/<feature>/conformance.ts) are written with: how to
 * call a row in the seeded world, read a successful answer, and get a validated SMS code.
 * server/conformance.test.ts finds every feature's file by glob and calls each served row once.
 */

type Json = Record<string, unknown>;

/** One call of a row: path params, query, body, and another session than the world's. */
export interface ConformanceRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Another session than the world's (e.g. none for the public login rows). */
  token?: string | null;
}

export interface ConformanceKit {
  /** The content of a successful call made to prepare another one (fails on any other answer). */
  content<T = Json>(name: string, req?: ConformanceRequest): Promise<T>;
  /** A validated code for (purpose, reference), as the OTP dialog gets one. */
  validatedOtp(purpose: string, reference: string): Promise<string>;
  /** The newest SMS code sent to the world's person, or to `msisdn` (e.g. a customer manager). */
  latestCode(msisdn?: string): string;
  /** The first item, or a failure naming what the seed lacks. */
  first<T>(items: readonly T[] | undefined, what: string): T;
  /** The world's person: the fast user of the demo company. */
  person: { userName: string; password: string; msisdn: string };
  /** A new session of another demo user, for rows that need one (its pageToken goes in `token`). */
  login(userName: string, password: string): Promise<{ pageToken: string }>;
}

export type ConformanceInputs = Record<string, () => ConformanceRequest | Promise<ConformanceRequest>>;

export interface FeatureConformance {
  /** How to call each served row of the feature with a valid request; `{}` for rows without input. */
  inputs(kit: ConformanceKit): ConformanceInputs;
  /** Rows whose success is made inside another row's story, with where. */
  madeElsewhere?: Record<string, string>;
}

/** Identity, for the type: `export const conformance = defineConformance({ inputs: (kit) => ({...}) })`. */
export const defineConformance = (c: FeatureConformance): FeatureConformance => c;
