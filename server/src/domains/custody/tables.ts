import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CustodyStatus } from '@ops/shared/rules/custody';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type CustodyTransferStatus = CustodyStatus;

export const custodyTransfers = pgTable('custody_transfers', {
  id: text('id').primaryKey(),
  areaId: text('area_id'),
  status: text('status').$type<CustodyTransferStatus>().notNull().default('pending'),
  giverId: text('giver_id').notNull(),
  receiverId: text('receiver_id').notNull(),
  acceptedAt: ts('accepted_at'),
  batteriesCountGiver: integer('batteries_count_giver').notNull().default(0),
  batteriesCountReceiver: integer('batteries_count_receiver'),
  /** Stored file keys relative to `${DATA_DIR}/files`. */
  batteriesImageGiverKey: text('batteries_image_giver_key'),
  batteriesImageReceiverKey: text('batteries_image_receiver_key'),
  checkoutPermissionGiven: boolean('checkout_permission_given').notNull().default(false),
  ignoreValidation: boolean('ignore_validation').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});
