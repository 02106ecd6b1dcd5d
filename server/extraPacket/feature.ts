import { defineServerFeature } from '../feature';
import { extraPacketHandlers } from './handlers';
import { extraPacketSchemaStatements } from './schema';
import { seedExtraPackets } from './seed';

/**
 * Extra packet permissions: all six rows. The side menu's skeleton already has `/extraPacket`
 * ("Ekstra Paket İzinleri"), so no menu entry is added here.
 */
export const feature = defineServerFeature({
  name: 'extraPacket',
  tables: extraPacketSchemaStatements,
  // After line users: its bulk benchmark lines get permissions too.
  seed: { after: ['lineUser'], run: seedExtraPackets },
  handlers: extraPacketHandlers,
});
