/**
 * Schemas of the entry rows: the seamless-login token exchange, the development-only fake login
 * and the landing's component info (spec §7). The answers of the two logins are the ordinary
 * login response, so the portal stores them exactly as its own login.
 */
import * as v from 'valibot';
import { list, text } from '../contract/fields';

/** A one-time token minted by another operator channel: URL-safe, 32 to 128 characters. */
export const SeamlessLoginRequest = v.object({
  token: text('Giriş anahtarı', {
    min: 32,
    max: 128,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'Giriş anahtarı geçersiz karakterler içeriyor.',
  }),
});
export type SeamlessLoginRequest = v.InferInput<typeof SeamlessLoginRequest>;

/** Development and the sandbox's test mode only: a person by user name, no password or code. */
export const FakeLoginRequest = v.object({ userName: text('Kullanıcı adı', { max: 100 }) });
export type FakeLoginRequest = v.InferInput<typeof FakeLoginRequest>;

/** Which components to describe; none named means all of them. */
export const ComponentInfoRequest = v.object({
  codes: v.optional(list('Bileşen kodları', text('Bileşen kodu', { max: 50 }), 20)),
});
export type ComponentInfoRequest = v.InferInput<typeof ComponentInfoRequest>;

/** One component of the landing page: whether it is switched on and which version runs. */
export const ComponentInfoItem = v.object({
  code: v.string(),
  title: v.string(),
  enabled: v.boolean(),
  version: v.string(),
});
export type ComponentInfoItem = v.InferOutput<typeof ComponentInfoItem>;

export const ComponentInfo = v.object({ components: v.array(ComponentInfoItem) });
export type ComponentInfo = v.InferOutput<typeof ComponentInfo>;
