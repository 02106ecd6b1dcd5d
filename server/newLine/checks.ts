/** Contact and customer checks, used by the wizard's validation steps and again by the order. */
import type { ContactValidationRequest, CustomerValidated } from '../../src/api/newLine/types';
import type { Db } from '../db/schema';
import { NEW_LINE_MESSAGES as M } from './messages';
import { numberRow } from './numbers';

/** The contact as it is stored: the optional numbers only when given. */
export function storedContact(input: ContactValidationRequest): ContactValidationRequest {
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
