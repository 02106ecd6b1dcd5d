/**
 * Hand-written request validators (no schema package): each rule parses one field and throws
 * a VALIDATION_ERROR envelope naming that field, so the client can show the message as is.
 */
import { BODY_CODES } from '../src/api/types';
import { ApiError } from './envelope';
import { FIELD_MESSAGES, MESSAGES } from './messages';

export interface Rule<T> {
  parse(value: unknown, field: string): T;
}

type Shape = Record<string, Rule<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Rule<infer T> ? T : never };

export function invalid(message: string): ApiError {
  return new ApiError(400, BODY_CODES.validation, message);
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

interface TextOptions {
  maxLength?: number;
  pattern?: RegExp;
  /** Completes "<field> alanı ..." when the pattern fails, e.g. "6 haneli olmalıdır." */
  patternHint?: string;
  oneOf?: readonly string[];
  /** Passwords keep their spaces; everything else is trimmed. */
  trim?: boolean;
}

/** A required string, trimmed unless told otherwise. */
export function text(options: TextOptions = {}): Rule<string> {
  return {
    parse(value, field) {
      if (isMissing(value)) throw invalid(FIELD_MESSAGES.required(field));
      if (typeof value !== 'string') throw invalid(FIELD_MESSAGES.string(field));
      const trimmed = options.trim === false ? value : value.trim();
      const max = options.maxLength ?? 500;
      if (trimmed.length > max) throw invalid(FIELD_MESSAGES.maxLength(field, max));
      if (options.pattern && !options.pattern.test(trimmed)) {
        throw invalid(FIELD_MESSAGES.pattern(field, options.patternHint ?? 'geçerli biçimde değil.'));
      }
      if (options.oneOf && !options.oneOf.includes(trimmed)) {
        throw invalid(FIELD_MESSAGES.oneOf(field, options.oneOf));
      }
      return trimmed;
    },
  };
}

/** A required finite number; numeric strings are accepted because older forms send them. */
export function num(options: { integer?: boolean; min?: number; max?: number } = {}): Rule<number> {
  return {
    parse(value, field) {
      if (isMissing(value)) throw invalid(FIELD_MESSAGES.required(field));
      const n = typeof value === 'string' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw invalid(FIELD_MESSAGES.number(field));
      if (options.integer && !Number.isInteger(n)) throw invalid(FIELD_MESSAGES.number(field));
      if (options.min !== undefined && n < options.min) throw invalid(FIELD_MESSAGES.number(field));
      if (options.max !== undefined && n > options.max) throw invalid(FIELD_MESSAGES.number(field));
      return n;
    },
  };
}

export function bool(): Rule<boolean> {
  return {
    parse(value, field) {
      if (value === undefined || value === null) throw invalid(FIELD_MESSAGES.required(field));
      if (typeof value !== 'boolean') throw invalid(FIELD_MESSAGES.boolean(field));
      return value;
    },
  };
}

/** A required array of non-empty strings (it may be empty itself). */
export function textList(options: { maxItems?: number } = {}): Rule<string[]> {
  return {
    parse(value, field) {
      if (value === undefined || value === null) throw invalid(FIELD_MESSAGES.required(field));
      const max = options.maxItems ?? 1000;
      if (!Array.isArray(value) || value.length > max) throw invalid(FIELD_MESSAGES.stringList(field));
      for (const item of value) {
        if (typeof item !== 'string' || item.trim() === '') {
          throw invalid(FIELD_MESSAGES.stringList(field));
        }
      }
      return value.map((item: string) => item.trim());
    },
  };
}

/** Wraps a rule so a missing value yields undefined instead of an error. */
export function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return {
    parse(value, field) {
      return isMissing(value) ? undefined : rule.parse(value, field);
    },
  };
}

/** Parses a JSON body against a shape; unknown keys are ignored, not echoed back. */
export function validateBody<S extends Shape>(body: unknown, shape: S): Parsed<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid(MESSAGES.bodyNotObject);
  }
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(shape)) {
    out[field] = rule.parse(source[field], field);
  }
  return out as Parsed<S>;
}

/**
 * The OTP transaction and code rules of the features that still validate by hand (documents,
 * approval procedures); the session rows use their schemas (src/api/sessionSchemas.ts).
 */
export const OTP_CODE_RULE = text({ pattern: /^\d{6}$/, patternHint: '6 haneli bir sayı olmalıdır.' });
export const TRANSACTION_ID_RULE = text({ maxLength: 64 });
