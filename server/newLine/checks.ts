/** Contact and customer checks, used by the wizard's validation steps and again by the order. */
import type { ContactValidationRequest, CustomerValidated } from '../../src/api/newLineTypes';
import type { Db } from '../db/schema';
import { NEW_LINE_MESSAGES as M } from '../handlers/newLineMessages';
import { optional, text, validateBody } from '../validate';
import { numberRow } from './numbers';

const MOBILE = /^5\d{9}$/;
const MOBILE_HINT = '5 ile başlayan 10 haneli bir numara olmalıdır.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseContact(value: unknown): ContactValidationRequest {
  const input = validateBody(value, {
    contactName: text({ maxLength: 100 }),
    contactPhone: text({ pattern: MOBILE, patternHint: MOBILE_HINT }),
    email: text({ maxLength: 120, pattern: EMAIL, patternHint: 'geçerli bir e-posta adresi olmalıdır.' }),
    m2mContactNumber: optional(text({ pattern: MOBILE, patternHint: MOBILE_HINT })),
    dataContactNumber: optional(text({ pattern: MOBILE, patternHint: MOBILE_HINT })),
  });
  return {
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    email: input.email,
    ...(input.m2mContactNumber ? { m2mContactNumber: input.m2mContactNumber } : {}),
    ...(input.dataContactNumber ? { dataContactNumber: input.dataContactNumber } : {}),
  };
}

/** A number of the operator's pool is by definition not in service, so nobody answers it. */
export function contactProblem(db: Db, contact: ContactValidationRequest): string | undefined {
  for (const msisdn of [contact.contactPhone, contact.m2mContactNumber, contact.dataContactNumber]) {
    if (msisdn && numberRow(db, msisdn)) return M.contactNotInService(msisdn);
  }
  return undefined;
}

export function customerStatus(db: Db, corporateNcst: string): CustomerValidated {
  const row = db
    .prepare('SELECT validated, message FROM newline_customers WHERE corporate_ncst = ?')
    .get(corporateNcst) as { validated: number; message: string | null } | undefined;
  return row?.validated
    ? { IsCustomerValidated: true }
    : { IsCustomerValidated: false, message: row?.message ?? 'Şirket bilgileriniz doğrulanamadı.' };
}
