/**
 * Pure rules of the re-contract wizard, kept apart from the chart so each is tested on its own.
 */
import { MAX_RE_CONTRACT_LINES, type OfferActions, type ReContractLine } from '../../api/reContract/types';
import type { ChosenLine } from './reContractDraft';

/** The business code the submit answers when the campaign ended while the person was choosing. */
export const CAMPAIGN_CLOSED_CODE = 'CAMPAIGN_CLOSED';

/** What the wizard keeps of a listed line once it is chosen. */
export const toChosen = (line: ReContractLine | ChosenLine): ChosenLine => ({
  msisdn: line.msisdn,
  productType: line.productType,
  tariffName: line.tariffName,
  userName: line.userName,
});

/** One order holds lines of one product type only (the sandbox refuses a mix). */
export const mixedProductTypes = (lines: readonly ChosenLine[]) =>
  new Set(lines.map((l) => l.productType)).size > 1;

/** Lines that can go on to the offers: at least one, within the order's limit, of one product type. */
export const validChoice = (lines: readonly ChosenLine[]) =>
  lines.length > 0 && lines.length <= MAX_RE_CONTRACT_LINES && !mixedProductTypes(lines);

/** The offer shown chosen: the one chosen before when it is still offered, else the best one. */
export function offerToChoose(actions: OfferActions, chosen: string): string {
  return actions.offers.some((o) => o.offerId === chosen) ? chosen : actions.bestOfferId;
}

/** The error is the submit's "campaign closed" refusal. */
export const campaignClosedError = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === CAMPAIGN_CLOSED_CODE;

/** The error's Turkish message, for the analytics event. */
export const errorText = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};
