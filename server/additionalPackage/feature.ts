import { defineServerFeature } from '../feature';
import { settleAllDecisions } from './approval';
import { packageDashboardHandlers } from './dashboard';
import { additionalPackageHandlers } from './handlers';
import { packageSchemaStatements } from './schema';
import { seedAdditionalPackages } from './seed';

/**
 * Additional packages: all eleven rows. The side menu's skeleton already has the package pages
 * (buy, history, cancel); the confirm page is added under them. The tables reference `lines`;
 * the seed only needs the core seed's lines.
 */
export const feature = defineServerFeature({
  name: 'additionalPackage',
  tables: packageSchemaStatements,
  seed: { run: seedAdditionalPackages },
  handlers: additionalPackageHandlers,
  dashboard: { cards: packageDashboardHandlers },
  settle: (db, now) => settleAllDecisions(db, now()),
  menu: [
    {
      id: 'packages.confirm',
      title: 'Onay Bekleyen Ek Paketler',
      url: '/additional-package-confirm',
      parent: 'packages',
      after: 'packages.cancel',
    },
  ],
});
