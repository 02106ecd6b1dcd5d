import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  PreOrderSelection,
  RemainingUsage,
  TariffChangeAnswer,
  TariffFaq,
  TariffMoreInfo,
  TariffOptions,
  TariffProductList,
} from '../../api/tariff/types';

/** The single tariff change's data, events and the figures the pages read from its context. */

export interface LineData {
  offers: TariffProductList;
  usage: RemainingUsage;
}

export interface Preparation {
  options: TariffOptions;
  preOrder: PreOrderSelection;
}

export interface TariffInfo {
  faq: TariffFaq;
  moreInfo: TariffMoreInfo;
}

export interface ChangeInput {
  msisdn: string;
  tariffId: string;
  commitmentMonths: 24 | 12 | 0;
  selections: string[];
  transactionId: string;
}

export interface TariffChangeContext {
  msisdn: string;
  /** The person's rights (the session's rights child): a change needs the tariff group's Talep. */
  rights: PersonRights | undefined;
  data: LineData | undefined;
  tariffId: string | undefined;
  preparation: Preparation | undefined;
  commitmentMonths: 24 | 12 | 0;
  selections: string[];
  info: TariffInfo | undefined;
  infoTariffId: string | undefined;
  /** The server's (or the error catalogue's) sentence for the last failed call. */
  failure: string | undefined;
  transactionId: string | undefined;
  result: TariffChangeAnswer | undefined;
}

export type TariffChangeEvent =
  | { type: 'user.retry' }
  | { type: 'tariff.choose'; tariffId: string }
  | { type: 'info.open'; tariffId: string }
  | { type: 'info.close' }
  | { type: 'commitment.choose'; months: 24 | 12 | 0 }
  | { type: 'selection.toggle'; code: string }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.restart' };

export const chosenOffer = (c: TariffChangeContext) =>
  c.data?.offers.tariffs.find((t) => t.tariffId === c.tariffId);
export const chosenFee = (c: TariffChangeContext) =>
  c.preparation?.options.commitments.find((o) => o.months === c.commitmentMonths)?.monthlyFee ?? 0;
/** The new monthly fee minus the current one, for the chosen commitment. */
export const monthlyDifference = (c: TariffChangeContext) =>
  Math.round((chosenFee(c) - (c.data?.offers.line?.monthlyFee ?? 0)) * 100) / 100;

/** Toggles a gift choice; a single-choice offer replaces, a multiple one stops at its maximum. */
export function toggled(selections: readonly string[], code: string, offer: PreOrderSelection): string[] {
  if (selections.includes(code)) return selections.filter((s) => s !== code);
  if (!offer.multiple) return [code];
  return selections.length >= offer.maxChoices ? [...selections] : [...selections, code];
}
