import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DATA_COMPLETION_STATUSES, IdVerificationStatus } from '@ops/shared/rules/labels';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type { IdVerificationStatus };
export type DataCompletionStatus = (typeof DATA_COMPLETION_STATUSES)[number];

/** OCR output and staff-completed data share one shape (02 §3). */
export interface IdCardData {
  IDNumber?: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  dateOfBirth?: string;
  year?: string;
  month?: string;
  day?: string;
  address1?: string;
  address2?: string;
  region?: string;
  city?: string;
  profression?: string;
  gender?: string;
}

export const idVerifications = pgTable('id_verifications', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  status: text('status').$type<IdVerificationStatus>().notNull().default('pending'),
  skipped: boolean('skipped').notNull().default(false),
  /** Stored file keys relative to `${DATA_DIR}/files`; URLs are signed when read. */
  selfieImageKey: text('selfie_image_key'),
  frontIdImageKey: text('front_id_image_key'),
  backIdImageKey: text('back_id_image_key'),
  deviceId: text('device_id'),
  ipAddress: text('ip_address'),
  reason: text('reason'),
  nationalId: text('national_id'),
  dataCompletionStatus: text('data_completion_status')
    .$type<DataCompletionStatus>()
    .notNull()
    .default('pending'),
  lastUpdatedById: text('last_updated_by_id'),
  relatedAnotherUserId: text('related_another_user_id'),
  ocrData: jsonb('ocr_data').$type<IdCardData>(),
  verifiedData: jsonb('verified_data').$type<IdCardData>(),
  /** Who saved 'Save && Mark as Completed', and when (migration 0016). */
  dataCompletedById: text('data_completed_by_id'),
  dataCompletedAt: ts('data_completed_at'),
  lastStatusAt: ts('last_status_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
