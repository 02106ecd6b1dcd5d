/**
 * The take-over's business rules, free of SQL where they can be: masking another customer's
 * name and number, which lines may be taken over and why not, the simulated approval, and what
 * the wizard has to do next.
 */
import type {
  Approval,
  ContactMethod,
  LineCheck,
  LineRefusal,
  OwnerType,
  Preferences,
  SubscriptionInfo,
  TakeOverOrder,
  TakeOverProductType,
  TakeOverStatus,
} from '../../src/api/takeOver/types';
import { TAKE_OVER_MESSAGES as M } from './messages';

/** "Mehmet Yılmaz" → "Me**** Yı****": each word keeps two letters (another customer's data). */
export function maskName(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      const letters = [...word];
      return letters.length <= 2 ? word : letters.slice(0, 2).join('') + '*'.repeat(letters.length - 2);
    })
    .join(' ');
}

/** "5441000001" → "544 *** ** 01". */
export const maskPhone = (msisdn: string) => `${msisdn.slice(0, 3)} *** ** ${msisdn.slice(-2)}`;

export interface OwnerRow {
  id: string;
  owner_type: OwnerType;
  name: string;
  contact_phone: string;
  approval_delay_seconds: number;
  decision: 'APPROVE' | 'REJECT';
}

export interface CandidateRow {
  msisdn: string;
  owner_id: string;
  product_type: TakeOverProductType;
  tariff_name: string;
  iccid: string;
  line_user: string;
  block: 'UNPAID_DEBT' | 'LEGAL_HOLD' | 'IN_OTHER_TAKE_OVER' | null;
  debt: number | null;
  taken_by: string | null;
}

/** What the checks need to know about one asked number. */
export interface LineFacts {
  msisdn: string;
  candidate?: CandidateRow;
  owner?: OwnerRow;
  /** The asking company already has this line. */
  ownLine: boolean;
  /** An open take-over order other than the one being re-checked holds the line. */
  heldByOtherOrder: boolean;
  /** The number appeared earlier in the same request. */
  repeated: boolean;
}

function refusal(facts: LineFacts): { code: LineRefusal; reason: string } | undefined {
  const { candidate } = facts;
  if (facts.repeated) return { code: 'TWICE', reason: M.twice };
  if (facts.ownLine) return { code: 'OWN_LINE', reason: M.ownLine };
  if (!candidate || candidate.taken_by) return { code: 'NOT_FOUND', reason: M.lineNotFound };
  if (candidate.block === 'UNPAID_DEBT')
    return { code: 'UNPAID_DEBT', reason: M.unpaidDebt(candidate.debt ?? 0) };
  if (candidate.block === 'LEGAL_HOLD') return { code: 'LEGAL_HOLD', reason: M.legalHold };
  if (candidate.block === 'IN_OTHER_TAKE_OVER' || facts.heldByOtherOrder)
    return { code: 'IN_OTHER_TAKE_OVER', reason: M.inOtherTakeOver };
  return undefined;
}

/** One number's check as the wizard shows it: owner masked, and the reason when refused. */
export function checkLine(facts: LineFacts): LineCheck {
  const refused = refusal(facts);
  const known = facts.candidate && !facts.candidate.taken_by && !facts.ownLine;
  return {
    msisdn: facts.msisdn,
    ...(known && facts.candidate && facts.owner
      ? {
          productType: facts.candidate.product_type,
          ownerType: facts.owner.owner_type,
          ownerName: maskName(facts.owner.name),
          currentTariff: facts.candidate.tariff_name,
        }
      : {}),
    eligible: !refused,
    ...(refused ? { reasonCode: refused.code, reason: refused.reason } : {}),
  };
}

export interface ApprovalTimes {
  status: TakeOverStatus;
  method: ContactMethod;
  requestedAt: number;
  dueAt: number;
  decision: 'APPROVE' | 'REJECT';
  contactPhone: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The owner's answer as of `now`: pending until it is due (also for an order cancelled while
 * waiting), then the owner's scripted decision, which settle (record.ts) has written as the status.
 */
export function approvalOf(a: ApprovalTimes, now: number): Approval {
  const requestedAt = iso(a.requestedAt);
  if (a.status === 'AWAITING_APPROVAL' || a.dueAt > now) {
    const phone = maskPhone(a.contactPhone);
    return {
      status: 'PENDING',
      requestedAt,
      waitSeconds: Math.max(0, Math.ceil((a.dueAt - now) / 1000)),
      message: a.method === 'SMS' ? M.approvalPendingSms(phone) : M.approvalPendingCall(phone),
    };
  }
  const rejected = a.decision === 'REJECT';
  return {
    status: rejected ? 'REJECTED' : 'APPROVED',
    requestedAt,
    answeredAt: iso(a.dueAt),
    message: rejected ? M.approvalRefused : M.approvalGiven,
  };
}

/** The stored status once the simulated answers due by `now` are applied. */
export function statusAt(
  stored: TakeOverStatus,
  times: { approvalDueAt: number; decision: 'APPROVE' | 'REJECT'; completeDueAt: number | null },
  now: number,
): TakeOverStatus {
  if (stored === 'AWAITING_APPROVAL' && times.approvalDueAt <= now)
    return times.decision === 'REJECT' ? 'REJECTED' : 'APPROVED';
  if (stored === 'IN_PROGRESS' && times.completeDueAt !== null && times.completeDueAt <= now)
    return 'COMPLETED';
  return stored;
}

export interface FilledSteps {
  subscriptionInfo?: SubscriptionInfo;
  preferences?: Preferences;
  /** msisdn → tariff id */
  tariffs?: Record<string, string>;
}

/** Whether every line of the order has a chosen tariff. */
export const tariffsComplete = (msisdns: readonly string[], tariffs: Record<string, string> | undefined) =>
  msisdns.length > 0 && msisdns.every((m) => tariffs?.[m] !== undefined);

/** Where a wizard resumed on this order opens. */
export function nextStep(
  status: TakeOverStatus,
  steps: FilledSteps,
  msisdns: readonly string[],
): TakeOverOrder['nextStep'] {
  switch (status) {
    case 'AWAITING_APPROVAL':
      return 'APPROVAL';
    case 'APPROVED':
      if (!steps.subscriptionInfo) return 'SUBSCRIPTION_INFO';
      if (!tariffsComplete(msisdns, steps.tariffs)) return 'TARIFF';
      if (!steps.preferences) return 'PREFERENCES';
      return 'SUMMARY';
    case 'FINALIZED':
      return 'MARS';
    default:
      return 'DONE';
  }
}
