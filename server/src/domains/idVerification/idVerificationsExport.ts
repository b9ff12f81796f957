import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ID_VERIFICATIONS_EXPORT,
  type IdVerificationsExportField,
} from '@ops/shared/exports/idVerificationsExportFields';
import { ID_VERIFICATIONS_LIST, type IdVerificationsFilters } from '@ops/shared/lists/idVerifications';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { idVerificationStatusText, showsDataCompletion } from '@ops/shared/rules/idVerification';
import { roundTo } from '@ops/shared/rules/rounding';
import type { Db } from '../../platform/db/client';
import { ID_VERIFICATIONS_FILTER_CONDITIONS } from './list';
import { idVerifications } from './tables';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const reviewer = alias(users, 'reviewer');

const columns = {
  id: idVerifications.id,
  userId: idVerifications.userId,
  userName: users.name,
  userPhone: users.phoneNumber,
  status: idVerifications.status,
  skipped: idVerifications.skipped,
  reason: idVerifications.reason,
  nationalId: idVerifications.nationalId,
  dataCompletionStatus: idVerifications.dataCompletionStatus,
  reviewerName: reviewer.name,
  lastStatusAt: idVerifications.lastStatusAt,
  createdAt: idVerifications.createdAt,
  cursor: cursorText(idVerifications.createdAt),
};

// Newest first, like the list: id_verifications_created_idx serves the keyset.
const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select(columns)
    .from(idVerifications)
    .leftJoin(users, eq(users.id, idVerifications.userId))
    .leftJoin(reviewer, eq(reviewer.id, idVerifications.lastUpdatedById))
    .where(where)
    .orderBy(desc(idVerifications.createdAt), desc(idVerifications.id))
    .limit(size);

export type IdVerificationExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function verificationBatches(
  db: Db,
  filters: IdVerificationsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly IdVerificationExportRow[]> {
  const where = ids
    ? inArray(idVerifications.id, [...ids])
    : filterCondition(filters, ID_VERIFICATIONS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) =>
      selectBatch(db, and(where, olderThan(idVerifications.createdAt, idVerifications.id, after)), size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

const decided = (r: IdVerificationExportRow) => r.status !== 'pending' && r.lastStatusAt !== null;

const CELLS: Record<IdVerificationsExportField, FieldCell<IdVerificationExportRow>> = {
  id: { width: 26, value: (r) => r.id },
  user: { width: 24, value: (r) => r.userName ?? r.userId },
  userPhone: { width: 16, value: (r) => r.userPhone },
  createdAt: { width: 20, value: (r) => cairoDate(r.createdAt) },
  status: { width: 30, value: (r) => idVerificationStatusText(r.status, r.skipped) },
  reason: { width: 30, value: (r) => r.reason },
  checkDate: { width: 20, value: (r) => (decided(r) ? cairoDate(r.lastStatusAt) : null) },
  reviewer: { width: 20, value: (r) => r.reviewerName },
  nationalId: { width: 16, value: (r) => r.nationalId },
  // 02 §2: data completion is shown only when the verification is accepted.
  dataCompletion: {
    width: 14,
    value: (r) => (showsDataCompletion(r.status) ? r.dataCompletionStatus : null),
  },
  responseMinutes: {
    width: 12,
    value: (r) => (decided(r) ? roundTo((r.lastStatusAt!.getTime() - r.createdAt.getTime()) / 60_000) : null),
  },
};

/** ID Verifications (users.VIEW_VERIFICATION and users.EXPORT): the list's filters, the range being its `date`. */
export const idVerificationsExport: ExportModule<IdVerificationExportRow, IdVerificationsFilters> = {
  spec: ID_VERIFICATIONS_EXPORT,
  title: ID_VERIFICATIONS_EXPORT.title,
  fields: fieldsOf(ID_VERIFICATIONS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(ID_VERIFICATIONS_LIST, value, context),
  rowSource: verificationBatches,
};
