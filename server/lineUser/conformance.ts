import { defineConformance } from '../conformanceKit';

const NEW_USER = {
  userName: 'Derya Kılıç',
  identityNumber: '10000000146',
  email: 'derya.kilic@firma.com.tr',
};

export const conformance = defineConformance({
  inputs: ({ content, first }) => {
    /** A line of the world's company, read from the list as the page does. */
    const ownLine = async () =>
      first(
        (
          await content<{ items: { msisdn: string }[] }>('lineUserProductList', {
            body: { offset: 0, limit: 1 },
          })
        ).items,
        'line of the company',
      ).msisdn;
    return {
      lineUserProductList: () => ({
        body: { offset: 0, limit: 20, sort: { field: 'userName', direction: 'asc' } },
      }),
      // The mailed answer: the suite's file check knows PDF types only; the files are read back in server/lineUser.
      lineUserProductExport: () => ({ body: { format: 'csv', sendMail: true } }),
      lineUserProduct: async () => ({ params: { productId: await ownLine() } }),
      lineUserProductValidate: async () => ({ params: { productId: await ownLine() }, body: NEW_USER }),
      lineUserProductUpdate: async () => ({ params: { productId: await ownLine() }, body: NEW_USER }),
      lineUserProductChange: async () => ({
        params: { productId: await ownLine() },
        body: { ...NEW_USER, identityNumber: '10000000078' },
      }),
      lineUserProductChangeDelete: async () => {
        const productId = await ownLine();
        await content('lineUserProductChange', {
          params: { productId },
          body: { ...NEW_USER, identityNumber: '10000000078' },
        });
        return { params: { productId } };
      },
      lineUserInvoiceNameVisibility: () => ({}),
      lineUserInvoiceNameVisibilityUpdate: async () => ({
        body: { visible: false, msisdns: [await ownLine()] },
      }),
    };
  },
});
