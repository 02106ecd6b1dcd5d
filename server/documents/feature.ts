import { defineServerFeature } from '../feature';
import { documentHandlers } from './handlers';
import { documentSchemaStatements } from './schema';
import { seedDocuments } from './seed';

/** Documents: the company's document set, order documents signed with the document OTP. */
export const feature = defineServerFeature({
  name: 'documents',
  tables: documentSchemaStatements,
  // Order documents name real orders of the company.
  seed: { after: ['orders'], run: seedDocuments },
  handlers: documentHandlers,
  menu: [
    {
      id: 'requests.set-document',
      title: 'Yetki Belgeleri',
      url: '/set-document',
      parent: 'requests',
      after: 'requests.documents',
    },
    {
      id: 'requests.order-document',
      title: 'Sipariş Belgeleri',
      url: '/order-document',
      parent: 'requests',
      after: 'requests.set-document',
    },
  ],
});
