/**
 * Which line may change: a rule per line, checked when the change is validated and again when it
 * is applied (a line may have changed in between).
 */
import type { AbroadAction, AbroadLine, AbroadService } from '../../src/api/abroad/types';
import { ABROAD_MESSAGES } from './messages';

/**
 * Lines with unpaid invoices: people's active lines whose number ends in 13 or 37 (about 2 %),
 * a stable rule over the number as the dashboard's figures use, so a test can name them.
 */
export function hasUnpaidInvoices(line: Pick<AbroadLine, 'msisdn' | 'productType' | 'status'>): boolean {
  return line.productType !== 'M2M' && line.status === 'ACTIVE' && /(13|37)$/.test(line.msisdn);
}

const stateOf = (line: AbroadLine, service: AbroadService) =>
  service === 'ROAMING' ? line.roaming : line.callAbroad;

/** Why the line cannot take the change, or null when it can. */
export function refusalOf(line: AbroadLine, service: AbroadService, action: AbroadAction): string | null {
  if (line.status === 'SUSPENDED') return ABROAD_MESSAGES.suspended(service);
  if (stateOf(line, service) === (action === 'OPEN')) return ABROAD_MESSAGES.already(service, action);
  if (action === 'CLOSE') return null;
  if (service === 'CALL_ABROAD' && line.productType !== 'VOICE') return ABROAD_MESSAGES.noVoice;
  if (hasUnpaidInvoices(line)) return ABROAD_MESSAGES.unpaid(service);
  return null;
}
