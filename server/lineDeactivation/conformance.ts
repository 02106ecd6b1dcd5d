import type { SelectionCheck } from '../../src/api/lineDeactivation/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** A small PDF, base64: what a scanned letter looks like to the upload's checks. */
export const PDF_BASE64 = Buffer.from('%PDF-1.4\n% belge\n%%EOF\n').toString('base64');

type Line = { msisdn: string };

/** A checked selection of one closable line of the world's company. */
async function selection(kit: ConformanceKit, offset: number): Promise<SelectionCheck> {
  const { items } = await kit.content<{ items: Line[] }>('lineDeactivationProductSelection', {
    body: { offset, limit: 10, filter: { productType: 'DATA' } },
  });
  const check = await kit.content<SelectionCheck>('lineDeactivationProductSelectionCheck', {
    body: { msisdns: items.map((line) => line.msisdn) },
  });
  if (!check.selectionId) throw new Error('no closable line in the seed');
  return check;
}

const upload = (kit: ConformanceKit, documentType = 'DEATH_CERTIFICATE') =>
  kit.content<{ documentId: string }>('lineDeactivationDocumentUpload', {
    body: { documentType, fileName: 'belge.pdf', mimeType: 'application/pdf', content: PDF_BASE64 },
  });

async function deactivation(kit: ConformanceKit) {
  const check = await selection(kit, 10);
  const transactionId = await kit.validatedOtp('LINE_DEACTIVATION', check.selectionId);
  return {
    body: { selectionId: check.selectionId, reasonId: 'NO_LONGER_NEEDED', documentIds: [], transactionId },
  };
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    lineDeactivationReasons: () => ({ body: {} }),
    lineDeactivationProductSelection: () => ({ body: { offset: 0, limit: 20 } }),
    lineDeactivationProductSelectionCheck: async () => {
      const { items } = await kit.content<{ items: Line[] }>('lineDeactivationProductSelection', {
        body: { offset: 0, limit: 3 },
      });
      return { body: { msisdns: items.map((line) => line.msisdn) } };
    },
    lineDeactivationDocumentUpload: () => ({
      body: {
        documentType: 'CLOSURE_LETTER',
        fileName: 'kapanis.pdf',
        mimeType: 'application/pdf',
        content: PDF_BASE64,
      },
    }),
    lineDeactivationDocumentList: () => ({ body: {} }),
    lineDeactivationDocumentDownload: async () => ({ body: { documentId: (await upload(kit)).documentId } }),
    lineDeactivationDocumentDelete: async () => ({ body: { documentId: (await upload(kit)).documentId } }),
    deactivateLine: () => deactivation(kit),
    lineDeactivationHistoryList: () => ({ body: {} }),
    lineDeactivationHistoryDetail: async () => {
      const request = await deactivation(kit);
      const done = await kit.content<{ deactivationId: string }>('deactivateLine', request);
      return { body: { deactivationId: done.deactivationId } };
    },
  }),
});
