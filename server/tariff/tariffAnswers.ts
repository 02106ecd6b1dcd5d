/** A catalogue tariff as the tariff rows answer it: its public shape, its pre-order choices, the checks of a choice. */
import { BODY_CODES } from '../../src/api/types';
import { ApiError } from '../envelope';
import { type CatalogueTariff, findTariff, PRE_ORDER_CHOICES } from './catalogue';
import { TARIFF_MESSAGES as M } from './messages';

const notFound = (message: string) => new ApiError(404, BODY_CODES.notFound, message);
const tl = (kurus: number) => kurus / 100;

export const publicTariff = (t: CatalogueTariff) => ({
  tariffId: t.tariffId,
  name: t.name,
  monthlyFee: tl(t.monthlyFeeKurus),
  minutes: t.minutes,
  sms: t.sms,
  dataMb: t.dataMb,
  commitmentMonths: t.commitmentMonths,
  productTypes: [...t.productTypes],
  summary: t.summary,
  preOrder: Boolean(t.preOrder),
});

export function tariffOrFail(idOrName: string): CatalogueTariff {
  const tariff = findTariff(idOrName);
  if (!tariff) throw notFound(M.unknownTariff);
  return tariff;
}

/** Spec §5 pre-order selection: what the tariff asks for before it is ordered. */
export function preOrderOf(tariff: CatalogueTariff) {
  const offer = tariff.preOrder;
  return {
    offerName: tariff.name,
    required: Boolean(offer),
    multiple: offer?.multiple ?? false,
    maxChoices: offer?.maxChoices ?? 0,
    choices: offer ? PRE_ORDER_CHOICES.map((c) => ({ ...c })) : [],
  };
}

/** Why these choices do not fit the tariff's pre-order selection, or null. */
export function selectionProblem(tariff: CatalogueTariff, selections: readonly string[]): string | null {
  const offer = tariff.preOrder;
  if (!offer) return selections.length > 0 ? M.selectionNotOffered : null;
  if (selections.length === 0) return M.selectionRequired(offer.maxChoices);
  if (new Set(selections).size !== selections.length || selections.length > offer.maxChoices)
    return M.selectionTooMany(offer.maxChoices);
  if (!selections.every((s) => PRE_ORDER_CHOICES.some((c) => c.code === s))) return M.selectionUnknown;
  return null;
}
