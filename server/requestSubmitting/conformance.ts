import { type ConformanceKit, defineConformance } from '../conformanceKit';
import { SEED_PDF } from './seed';

const PDF_BASE64 = SEED_PDF.toString('base64');

const upload = (kit: ConformanceKit) =>
  kit.content<{ documentId: string }>('requestSubmittingUpload', {
    body: {
      pageName: 'company-title-change',
      documentType: 'TRADE_REGISTRY_GAZETTE',
      fileName: 'gazete.pdf',
      mimeType: 'application/pdf',
      content: PDF_BASE64,
    },
  });

async function firstDemand(kit: ConformanceKit): Promise<string> {
  const list = await kit.content<{ items: { demandId: string }[] }>('requestSubmittingDemandList', {});
  return kit.first(list.items, 'a seeded demand').demandId;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    requestSubmittingMenu: () => ({}),
    requestSubmittingDemandFormData: () => ({
      params: { pageName: 'invoice-address-change' },
      body: {
        action: 'SUBMIT',
        values: {
          city: 'İzmir',
          district: 'Konak',
          address: 'Alsancak Mah. 1453 Sok. No: 5',
          postalCode: '35220',
        },
        documentIds: [],
      },
    }),
    requestSubmittingUpload: () => ({
      body: {
        pageName: 'company-title-change',
        documentType: 'TRADE_REGISTRY_GAZETTE',
        fileName: 'gazete.pdf',
        mimeType: 'application/pdf',
        content: PDF_BASE64,
      },
    }),
    requestSubmittingViewUpload: async () => ({ params: { documentId: (await upload(kit)).documentId } }),
    requestSubmittingUploadDelete: async () => ({ params: { documentId: (await upload(kit)).documentId } }),
    requestSubmittingDemandList: () => ({}),
    requestSubmittingHistoryDetailList: async () => ({ params: { orderId: await firstDemand(kit) } }),
    requestSubmittingDemandHistoryDetail: async () => ({
      params: { orderId: await firstDemand(kit) },
      body: {},
    }),
  }),
});
