import { defineServerFeature } from '../feature';
import { tariffHandlers } from './handlers';
import { settleJobs } from './jobs';
import { tariffSchemaStatements } from './schema';
import { seedTariff } from './seed';

/**
 * Tariff change: all 13 `tariff` rows. The side menu's skeleton already has `/tariff-package`
 * ("Tarife ve Paket Değişikliği"), so no menu entry is added. The history references `lines`, so
 * its tables come after the core tables; the seed needs only the core seed's lines.
 */
export const feature = defineServerFeature({
  name: 'tariff',
  tables: tariffSchemaStatements,
  seed: { run: seedTariff },
  handlers: tariffHandlers,
  settle: settleJobs,
});
