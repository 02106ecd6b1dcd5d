/**
 * The company's lines as the re-contract list shows them, and the check of the lines a person
 * chose: each must be the company's, once, of one product type and re-contractable now.
 */
import type { ReContractLine } from '../../src/api/reContract/types';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { monthlyUsageGb, tariffFacts } from './catalogue';
import {
  CLOSE_TO_END_DAYS,
  type CommitmentLine,
  type CommitmentState,
  commitmentLines,
  commitmentState,
} from './commitment';
import { RE_CONTRACT_CODES as CODES, RE_CONTRACT_MESSAGES as M } from './messages';
import type { ChosenLine } from './offers';

function commitmentText(line: CommitmentLine, state: CommitmentState): string {
  const { daysLeft } = state;
  if (daysLeft === null) return M.noCommitment;
  if (state.commitmentStatus === 'ENDED') return M.ended(line.commitmentEnd ?? '');
  if (state.commitmentStatus === 'ENDING') return daysLeft === 0 ? M.endsToday : M.ending(daysLeft);
  return M.committed(line.commitmentEnd ?? '');
}

function refusalText(line: CommitmentLine, state: CommitmentState): string | undefined {
  switch (state.refusal) {
    case 'SUSPENDED':
      return M.suspended;
    case 'IN_OTHER_ORDER':
      return M.inOtherOrder(line.openOrder ?? '');
    case 'UNDER_COMMITMENT':
      return M.underCommitment(line.commitmentEnd ?? '', CLOSE_TO_END_DAYS);
    default:
      return undefined;
  }
}

export function toListLine(line: CommitmentLine, now: number): ReContractLine {
  const state = commitmentState(line, now);
  const reason = refusalText(line, state);
  return {
    msisdn: line.msisdn,
    productType: line.productType,
    tariffName: line.tariffName,
    status: line.status,
    userName: line.userName,
    ...(line.commitmentEnd !== null ? { commitmentEnd: line.commitmentEnd } : {}),
    commitmentStatus: state.commitmentStatus,
    commitmentText: commitmentText(line, state),
    canContract: state.refusal === undefined,
    ...(state.refusal ? { reasonCode: state.refusal, reason } : {}),
  };
}

const refuse = (message: string) => new ApiError(409, CODES.lineNotEligible, message);

/** The chosen lines with their tariff and usage; refuses the whole choice on the first bad line. */
export function checkChosen(
  db: Db,
  corporateNcst: string,
  msisdns: readonly string[],
  now: number,
): ChosenLine[] {
  // Only the chosen lines are read: the company may have 10,000 (issue 42).
  const byNumber = new Map(commitmentLines(db, corporateNcst, now, msisdns).map((l) => [l.msisdn, l]));
  const seen = new Set<string>();
  const chosen = msisdns.map((msisdn) => {
    const line = byNumber.get(msisdn);
    if (!line) throw refuse(M.lineNotFound(msisdn));
    if (seen.has(msisdn)) throw refuse(M.twice(msisdn));
    seen.add(msisdn);
    const state = commitmentState(line, now);
    if (state.refusal) throw refuse(M.lineRefused(msisdn, refusalText(line, state) ?? ''));
    const facts = tariffFacts(line.tariffName, line.productType);
    return {
      msisdn,
      productType: line.productType,
      tariffName: line.tariffName,
      monthlyUsageGb: monthlyUsageGb(msisdn, facts.dataGb),
      monthlyFee: facts.monthlyFee,
      commitmentEnded: state.commitmentStatus === 'ENDED',
    };
  });
  if (new Set(chosen.map((l) => l.productType)).size > 1) throw refuse(M.mixedTypes);
  return chosen;
}
