import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The column migration 0004 adds to wallet_logs (wallet/tables.ts is the data model's):
 * a FINE_WAIVE entry names the fine it waives, unique, so a fine is waived once.
 */
export const walletLogWaives = pgTable('wallet_logs', {
  id: text('id').primaryKey(),
  waivesLogId: text('waives_log_id'),
});
