/**
 * The tariffs a taken-over line may move to: the core catalogue's tariffs sold on take-over
 * (server/db/products.ts), by line type; the welcome tariff only for a person's voice line.
 */
import type { TariffOption } from '../../src/api/newLine/types';
import type { OwnerType, TakeOverProductType } from '../../src/api/takeOver/types';
import { allowanceText, type Tariff, tariffsOfferedIn } from '../db/products';

/** Offered only to lines taken over from a person (it moves to a corporate tariff anyway). */
export const WELCOME_TARIFF_ID = 'KRM-DVR-HG-10';

const option = (t: Tariff): TariffOption => ({
  id: t.id,
  name: t.name,
  monthlyFee: t.priceKurus / 100,
  description: allowanceText(t),
});

/** Corporate tariffs first, the line type's take-over tariff at their head. */
const corporate = (productType: TakeOverProductType) => {
  const all = tariffsOfferedIn('TAKE_OVER', productType).filter((t) => t.id !== WELCOME_TARIFF_ID);
  const own = all.filter((t) => t.offeredIn.length === 1);
  return [...own, ...all.filter((t) => !own.includes(t))].map(option);
};

export function tariffOptions(productType: TakeOverProductType, ownerType: OwnerType): TariffOption[] {
  const welcome = tariffsOfferedIn('TAKE_OVER', productType).filter((t) => t.id === WELCOME_TARIFF_ID);
  return [...(ownerType === 'PERSON' ? welcome.map(option) : []), ...corporate(productType)];
}

export function tariffById(
  productType: TakeOverProductType,
  ownerType: OwnerType,
  id: string | undefined,
): TariffOption | undefined {
  return id === undefined ? undefined : tariffOptions(productType, ownerType).find((t) => t.id === id);
}
