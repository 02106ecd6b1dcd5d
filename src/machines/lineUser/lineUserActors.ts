import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { LineUserExportRequest, LineUserProduct, LineUserValidation } from '../../api/lineUser/types';
import type { VisibilityTarget } from './invoiceNameBulkMachine';
import type { SaveInput } from './lineUserEditTypes';

/**
 * The person fields of the form as the rows take them (empty optional texts are left out; so is
 * an empty TC number in a correction, which keeps the stored one).
 */
function personOf(values: SaveInput['values'], mode: SaveInput['mode']) {
  const identityNumber = values.identityNumber.trim();
  return {
    userName: values.userName.trim(),
    ...(mode === 'change' || identityNumber ? { identityNumber } : {}),
    email: values.email.trim(),
    ...(values.department.trim() ? { department: values.department.trim() } : {}),
    ...(values.costCenter.trim() ? { costCenter: values.costCenter.trim() } : {}),
  };
}

/** The real actors of the edit machine: its defaults. */
export const lineUserEditActors = {
  loadLine: fromPromise<LineUserProduct, { productId: string }>(({ input, signal }) =>
    callEndpoint('lineUserProduct', { params: { productId: input.productId } }, signal),
  ),
  validate: fromPromise<LineUserValidation, SaveInput>(({ input, signal }) =>
    callEndpoint(
      'lineUserProductValidate',
      { params: { productId: input.productId }, body: personOf(input.values, input.mode) },
      signal,
    ),
  ),
  save: fromPromise<LineUserProduct, SaveInput>(({ input, signal }) => {
    const params = { productId: input.productId };
    const person = personOf(input.values, input.mode);
    if (input.mode === 'correct')
      return callEndpoint('lineUserProductUpdate', { params, body: person }, signal);
    const effectiveDate = input.values.effectiveDate.trim();
    return callEndpoint(
      'lineUserProductChange',
      {
        params,
        body: {
          ...person,
          identityNumber: input.values.identityNumber.trim(),
          ...(effectiveDate ? { effectiveDate } : {}),
        },
      },
      signal,
    );
  }),
  withdrawChange: fromPromise<LineUserProduct, { productId: string }>(({ input, signal }) =>
    callEndpoint('lineUserProductChangeDelete', { params: { productId: input.productId } }, signal),
  ),
  setInvoiceName: fromPromise<{ visible: boolean }, { msisdn: string; visible: boolean }>(
    async ({ input, signal }) => {
      await callEndpoint(
        'lineUserInvoiceNameVisibilityUpdate',
        { body: { visible: input.visible, msisdns: [input.msisdn] } },
        signal,
      );
      return { visible: input.visible };
    },
  ),
};

/** The real actor of the bulk visibility machine. */
export const invoiceNameBulkActors = {
  updateVisibility: fromPromise<{ updated: number }, VisibilityTarget>(({ input, signal }) =>
    callEndpoint(
      'lineUserInvoiceNameVisibilityUpdate',
      {
        body: {
          visible: input.visible,
          ...(input.msisdns ? { msisdns: input.msisdns } : { filter: input.filter ?? {} }),
        },
      },
      signal,
    ),
  ),
};

/** The export's real call (blob mode: the file, or with sendMail the mail receipt). */
export const callLineUserExport = (body: LineUserExportRequest) =>
  callEndpoint('lineUserProductExport', { body });
