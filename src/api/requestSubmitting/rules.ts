/**
 * The served rules of a request form as pure checks, shared by the portal's form (react-hook-form
 * validate functions) and the sandbox (which checks the submitted body again), so both say the
 * same Turkish sentence naming the field by its label.
 */
import { normalizeMsisdn } from '../../lib/msisdn';
import type { DocumentSlot, FormField } from './types';

export const RULE_MESSAGES = {
  required: (label: string) => `${label} zorunludur.`,
  mustConfirm: (label: string) => `Devam etmek için “${label}” kutusunu işaretleyin.`,
  minLength: (label: string, n: number) => `${label} en az ${n} karakter olmalıdır.`,
  maxLength: (label: string, n: number) => `${label} en fazla ${n} karakter olabilir.`,
  min: (label: string, n: number) => `${label} en az ${n} olmalıdır.`,
  max: (label: string, n: number) => `${label} en fazla ${n} olabilir.`,
  notNumber: (label: string) => `${label} bir sayı olmalıdır.`,
  notDate: (label: string) => `${label} geçerli bir tarih olmalıdır.`,
  pastDate: (label: string, earliest: string) =>
    `${label} geçmiş bir gün olamaz; en erken ${earliest} seçebilirsiniz.`,
  dateTooEarly: (label: string, earliest: string) => `${label} en erken ${earliest} olabilir.`,
  dateTooLate: (label: string, latest: string, days: number) =>
    `${label} en geç ${latest} olabilir (bugünden en fazla ${days} gün sonrası).`,
  notOption: (label: string) => `${label} için listeden bir seçim yapın.`,
  fileType: (title: string, allowed: string) =>
    `${title} için yalnızca ${allowed} dosyası yükleyebilirsiniz.`,
  fileSize: (title: string, kb: number) => `${title} en fazla ${kb} KB olabilir.`,
  fileEmpty: (title: string) => `${title} için seçilen dosya boş.`,
} as const;

const MIME_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/** "PDF, JPG ya da PNG": the allowed types as a person reads them. */
export function allowedTypesText(mimeTypes: readonly string[]): string {
  const names = mimeTypes.map((m) => MIME_NAMES[m] ?? m);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ya da ${names.at(-1)}`;
}

/** A served pattern as a whole-value expression; a broken one never matches rather than crashing. */
export function patternOf(regex: string): RegExp {
  try {
    return new RegExp(`^(?:${regex})$`, 'u');
  } catch {
    return /$^/;
  }
}

const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The ISO day `days` after an ISO day (calendar arithmetic in UTC, so no clock shift moves it). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "2026-03-05" as a person reads it: 05.03.2026. */
const shownDay = (isoDay: string) => isoDay.split('-').reverse().join('.');

/** A date field's first and last allowed day from today, as ISO days (for the input's min/max too). */
export function dateBounds(field: FormField, today: string): { min?: string; max?: string } {
  const { minDaysAhead, maxDaysAhead } = field.rules;
  return {
    min: minDaysAhead === undefined ? undefined : addDays(today, minDaysAhead),
    max: maxDaysAhead === undefined ? undefined : addDays(today, maxDaysAhead),
  };
}

function checkDate(field: FormField, value: string, today: string): string | undefined {
  if (!isIsoDate(value)) return RULE_MESSAGES.notDate(field.label);
  const { min, max } = dateBounds(field, today);
  // ISO days compare as text.
  if (min !== undefined && value < min)
    return value < today
      ? RULE_MESSAGES.pastDate(field.label, shownDay(min))
      : RULE_MESSAGES.dateTooEarly(field.label, shownDay(min));
  if (max !== undefined && value > max)
    return RULE_MESSAGES.dateTooLate(field.label, shownDay(max), field.rules.maxDaysAhead ?? 0);
  return undefined;
}

/**
 * A text answer as it is kept: a number field's number in its national form however it was
 * written ("0530 044 38 96", "+90 530…"), anything else trimmed.
 */
export function normalizedValue(field: FormField, text: string): string {
  const value = text.trim();
  return field.kind === 'msisdn' ? (normalizeMsisdn(value) ?? value) : value;
}

/**
 * The first rule a value breaks, as its Turkish sentence, or undefined when it keeps them all.
 * Texts are checked trimmed; an empty optional field keeps every rule. `today` (an ISO day) is
 * what a date's served window counts from: the portal passes the person's day, the sandbox
 * Turkey's day.
 */
export function checkField(field: FormField, raw: unknown, today: string): string | undefined {
  const { label, rules } = field;
  if (field.kind === 'checkbox') {
    const on = raw === true || raw === 'true';
    return rules.required && !on ? RULE_MESSAGES.mustConfirm(label) : undefined;
  }
  const value = normalizedValue(
    field,
    typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw),
  );
  if (value === '') return rules.required ? RULE_MESSAGES.required(label) : undefined;
  if (rules.minLength !== undefined && value.length < rules.minLength)
    return RULE_MESSAGES.minLength(label, rules.minLength);
  if (rules.maxLength !== undefined && value.length > rules.maxLength)
    return RULE_MESSAGES.maxLength(label, rules.maxLength);
  if (rules.pattern && !patternOf(rules.pattern.regex).test(value)) return rules.pattern.message;
  if (field.kind === 'select' && !(field.options ?? []).some((o) => o.value === value))
    return RULE_MESSAGES.notOption(label);
  if (field.kind === 'date') return checkDate(field, value, today);
  if (field.kind === 'number') {
    const n = Number(value.replace(',', '.'));
    if (!Number.isFinite(n)) return RULE_MESSAGES.notNumber(label);
    if (rules.min !== undefined && n < rules.min) return RULE_MESSAGES.min(label, rules.min);
    if (rules.max !== undefined && n > rules.max) return RULE_MESSAGES.max(label, rules.max);
  }
  return undefined;
}

/** The file's type and size against a document slot's served rules. */
export function checkFile(slot: DocumentSlot, file: { type: string; size: number }): string | undefined {
  if (!slot.mimeTypes.includes(file.type))
    return RULE_MESSAGES.fileType(slot.title, allowedTypesText(slot.mimeTypes));
  if (file.size === 0) return RULE_MESSAGES.fileEmpty(slot.title);
  if (file.size > slot.maxBytes) return RULE_MESSAGES.fileSize(slot.title, Math.floor(slot.maxBytes / 1024));
  return undefined;
}
