/** The order's lines in the machine's context, and the pure rules over them. */
import type {
  SimCardLimit,
  SimChangeReason,
  SimOrderItem,
  SimProduct,
  SimProductCode,
  SimReasonCode,
} from '../../api/simCard/types';
import type { PickerLine } from '../shared/linePicker/types';

/** A chosen line with the SIM card asked for it; '' until the person picks one. */
export interface OrderLine {
  msisdn: string;
  productType: SimOrderItem['productType'];
  tariffName: string;
  userName: string;
  productCode: SimProductCode | '';
  reasonCode: SimReasonCode | '';
}

/** The one product that fits a line type, when there is only one; otherwise the person chooses. */
export function defaultProduct(
  products: readonly SimProduct[],
  type: OrderLine['productType'],
): SimProductCode | '' {
  const fitting = products.filter((p) => p.lineTypes.includes(type));
  return fitting.length === 1 ? fitting[0]!.code : '';
}

/** Lines from the picker join the order once each, after the ones already there. */
export function addPicked(
  lines: readonly OrderLine[],
  picked: readonly PickerLine[],
  products: readonly SimProduct[],
) {
  const have = new Set(lines.map((l) => l.msisdn));
  const added = picked
    .filter((p) => !have.has(p.msisdn))
    .map(
      (p): OrderLine => ({
        msisdn: p.msisdn,
        productType: p.productType,
        tariffName: p.tariffName,
        userName: p.userName,
        productCode: defaultProduct(products, p.productType),
        reasonCode: '',
      }),
    );
  return [...lines, ...added];
}

/** Rows the server accepted from a file join the order once each, as they were checked. */
export function addImported(lines: readonly OrderLine[], items: readonly SimOrderItem[]) {
  const have = new Set(lines.map((l) => l.msisdn));
  return [...lines, ...items.filter((item) => !have.has(item.msisdn))];
}

export const isComplete = (line: OrderLine) => line.productCode !== '' && line.reasonCode !== '';

/** How many lines go over what is left of the month's limit (0 when they fit). */
export const overLimit = (lines: readonly OrderLine[], limit: SimCardLimit | undefined) =>
  Math.max(0, lines.length - (limit?.remaining ?? 0));

/** "3 × Üçlü kesim SIM kart, 1 × eSIM profili": the confirmation's count per product or reason. */
export function countsBy<T extends { code: string; name: string }>(
  lines: readonly OrderLine[],
  list: readonly T[],
  key: (line: OrderLine) => string,
): { name: string; count: number }[] {
  return list
    .map((entry) => ({ name: entry.name, count: lines.filter((l) => key(l) === entry.code).length }))
    .filter((entry) => entry.count > 0);
}

export type { SimChangeReason, SimProduct };
