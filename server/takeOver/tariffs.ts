/** The tariffs a taken-over line may move to: by line type, and by who owned it before. */
import type { TariffOption } from '../../src/api/newLineTypes';
import type { OwnerType, TakeOverProductType } from '../../src/api/takeOverTypes';

/** Corporate tariffs per line type; a person's voice line may also take the welcome tariff. */
export const TAKE_OVER_TARIFFS: Record<TakeOverProductType, readonly TariffOption[]> = {
  VOICE: [
    {
      id: 'TO-V-15GB',
      name: 'Kurumsal Devir 15 GB',
      monthlyFee: 389.9,
      description: '15 GB internet, 1500 dakika, 500 SMS',
    },
    {
      id: 'TO-V-2000DK',
      name: 'Kurumsal Konuşkan 2000 DK',
      monthlyFee: 299.9,
      description: '5 GB internet, 2000 dakika, 250 SMS',
    },
    {
      id: 'TO-V-SINIRSIZ',
      name: 'Kurumsal Sınırsız Plus',
      monthlyFee: 649.9,
      description: 'Sınırsız konuşma, 40 GB internet, 1000 SMS',
    },
  ],
  DATA: [
    { id: 'TO-D-20GB', name: 'Kurumsal Data 20 GB', monthlyFee: 249.9, description: '20 GB mobil internet' },
    { id: 'TO-D-50GB', name: 'Kurumsal Data 50 GB', monthlyFee: 399.9, description: '50 GB mobil internet' },
  ],
};

export const WELCOME_TARIFF: TariffOption = {
  id: 'TO-V-HOSGELDIN',
  name: 'Devir Hoş Geldin 10 GB',
  monthlyFee: 199.9,
  description: 'Bireysel aboneden devralınan hatlara özel: 10 GB internet, 1000 dakika',
};

/** A person's voice line may also take the welcome tariff (it moves to a corporate one anyway). */
export function tariffOptions(productType: TakeOverProductType, ownerType: OwnerType): TariffOption[] {
  const base = [...TAKE_OVER_TARIFFS[productType]];
  return productType === 'VOICE' && ownerType === 'PERSON' ? [WELCOME_TARIFF, ...base] : base;
}

export function tariffById(
  productType: TakeOverProductType,
  ownerType: OwnerType,
  id: string | undefined,
): TariffOption | undefined {
  return id === undefined ? undefined : tariffOptions(productType, ownerType).find((t) => t.id === id);
}
