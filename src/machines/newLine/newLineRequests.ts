/**
 * What the new-line wizard sends, built from its context: the product types whose numbers and
 * SIM cards are asked, the number reservation and the order. The chart (newLineMachine.ts) names
 * them as its invokes' inputs.
 */
import { NEW_LINE_PRODUCT_TYPES } from '../../api/newLine/types';
import type { NewLineContext } from './newLineContext';
import { NO_CONTACT } from './newLineRules';

type Args = { context: NewLineContext };

/** The product types the chosen lines have, in the catalogue's order. */
const productTypesOf = (context: NewLineContext) =>
  NEW_LINE_PRODUCT_TYPES.filter((t) => context.lines.some((l) => l.productType === t));

/** The numbers to choose from: the company's own and new ones, for the lines' types. */
export const numberListInput = ({ context }: Args) => ({ body: { productTypes: productTypesOf(context) } });

/** The SIM stock of the lines' types. */
export const simStockInput = ({ context }: Args) => ({ types: productTypesOf(context) });

/** New numbers reserved for the lines: the ones picked, or the system's choice. */
export const reservationInput = ({ context }: Args) => ({
  body: {
    selectVoiceLineForMe: context.selectVoiceLineForMe,
    selectDataLineForMe: context.selectDataLineForMe,
    lines: context.lines.map((line) => ({
      lineKey: line.key,
      productType: line.productType,
      msisdn: line.msisdn || undefined,
    })),
  },
});

/** The order, with the validated SMS code's transaction. */
export const orderInput = ({ context }: Args) => ({
  body: {
    draftId: context.draftId,
    transactionId: context.transactionId,
    hasNumber: context.hasNumber,
    reservationId: context.reservation?.reservationId,
    lines: context.lines.map((line) => ({
      lineKey: line.key,
      productType: line.productType,
      msisdn: line.msisdn,
      tariffId: line.tariffId,
      packageId: line.packageId || undefined,
      simType: line.simType,
      iccid: line.iccid,
    })),
    contact: context.contact ?? NO_CONTACT,
    preferences: context.preferences,
    partnerId: context.partnerId,
  },
});
