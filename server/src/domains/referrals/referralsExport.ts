import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REFER_INITIATORS_EXPORT,
  REFERRED_USERS_EXPORT,
  type ReferInitiatorsExportField,
  type ReferredUsersExportField,
} from '@ops/shared/exports/referralsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  REFER_INITIATORS_LIST,
  REFERRED_USERS_LIST,
  type ReferInitiatorsFilters,
  type ReferredUsersFilters,
} from '@ops/shared/lists/referrals';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import {
  INITIATOR_SCOPE,
  REFER_INITIATORS_FILTER_CONDITIONS,
  REFERRED_SCOPE,
  REFERRED_USERS_FILTER_CONDITIONS,
} from './referralsList';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const referrer = alias(users, 'referrer');

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: users,
      areaName: areas.name,
      referrerName: referrer.name,
      cursor: cursorText(users.createdAt),
    })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(referrer, eq(referrer.id, users.referrerId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);

export type ReferralExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** One of the two lists' users (its scope and filters, or the selection), newest registration first. */
function referralBatches(
  db: Db,
  scope: SQL,
  where: SQL | undefined,
  ids: readonly string[] | null,
): AsyncIterable<readonly ReferralExportRow[]> {
  const rows = ids ? inArray(users.id, [...ids]) : where;
  return keysetBatches(
    (after, size) => selectBatch(db, and(scope, rows, olderThan(users.createdAt, users.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const common = {
  name: { width: 22, value: (r: ReferralExportRow) => r.row.name },
  phoneNumber: { width: 16, value: (r: ReferralExportRow) => r.row.phoneNumber },
  area: { width: 16, value: (r: ReferralExportRow) => r.areaName },
  trips: { width: 8, value: (r: ReferralExportRow) => r.row.tripsCount },
  createdAt: { width: 20, value: (r: ReferralExportRow) => cairoDate(r.row.createdAt) },
};

const REFERRED_CELLS: Record<ReferredUsersExportField, FieldCell<ReferralExportRow>> = {
  referrer: { width: 22, value: (r) => r.referrerName },
  ...common,
};

const INITIATOR_CELLS: Record<ReferInitiatorsExportField, FieldCell<ReferralExportRow>> = {
  ...common,
  referralCode: { width: 14, value: (r) => r.row.referralCode },
  referrals: { width: 10, value: (r) => r.row.referralsCount },
  addedBalance: { width: 14, value: (r) => toEgp(r.row.referralsAddedBalancePiasters) },
};

/** Referred Users (users.VIEW_PAGE and users.EXPORT). */
export const referredUsersExport: ExportModule<ReferralExportRow, ReferredUsersFilters> = {
  spec: REFERRED_USERS_EXPORT,
  title: REFERRED_USERS_EXPORT.title,
  fields: fieldsOf(REFERRED_USERS_EXPORT, REFERRED_CELLS),
  readFilters: (value, context) => parseFilterValue(REFERRED_USERS_LIST, value, context),
  rowSource: (db, filters, ids) =>
    referralBatches(db, REFERRED_SCOPE, filterCondition(filters, REFERRED_USERS_FILTER_CONDITIONS), ids),
};

/** Refer Initiator Users (users.VIEW_PAGE and users.EXPORT). */
export const referInitiatorsExport: ExportModule<ReferralExportRow, ReferInitiatorsFilters> = {
  spec: REFER_INITIATORS_EXPORT,
  title: REFER_INITIATORS_EXPORT.title,
  fields: fieldsOf(REFER_INITIATORS_EXPORT, INITIATOR_CELLS),
  readFilters: (value, context) => parseFilterValue(REFER_INITIATORS_LIST, value, context),
  rowSource: (db, filters, ids) =>
    referralBatches(db, INITIATOR_SCOPE, filterCondition(filters, REFER_INITIATORS_FILTER_CONDITIONS), ids),
};
