import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** A download key of the world's newest invoice, from the copy's own permission call. */
async function downloadKey(kit: ConformanceKit, row: string) {
  const { downloadKey } = await kit.content<{ downloadKey: string }>(row, { body: await newestInvoice(kit) });
  return { body: { downloadKey } };
}

async function newestInvoice(kit: ConformanceKit) {
  const current = await kit.content<{ invoices: { invoiceNo: string }[] }>('currentInvoiceInfo');
  return { invoiceNo: kit.first(current.invoices, 'a current invoice').invoiceNo };
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    invoicePdfPermission: async () => ({ body: await newestInvoice(kit) }),
    taxAuthorityInvoicePdfPermission: async () => ({ body: await newestInvoice(kit) }),
    invoicePdf: () => downloadKey(kit, 'invoicePdfPermission'),
    taxAuthorityInvoicePdf: () => downloadKey(kit, 'taxAuthorityInvoicePdfPermission'),
  }),
});
