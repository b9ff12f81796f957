import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { USERS_EXPORT, type UsersExportField } from '@ops/shared/exports/usersExportFields';
import { USERS_LIST, type UsersFilters } from '@ops/shared/lists/users';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { idVerificationStatusLabel } from '@ops/shared/rules/labels';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { idVerifications } from '../idVerification';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { USERS_FILTER_CONDITIONS } from './usersList';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

// The latest verification is the rider's status (as on the Users page and its filter).
const latestVerification = sql<
  string | null
>`(select ${idVerifications.status} from ${idVerifications} where ${idVerifications.userId} = ${users.id} order by ${idVerifications.createdAt} desc limit 1)`;

const columns = {
  id: users.id,
  name: users.name,
  phoneNumber: users.phoneNumber,
  email: users.email,
  balancePiasters: users.balancePiasters,
  tripsCount: users.tripsCount,
  type: users.type,
  active: users.active,
  blockedFromDashboard: users.isBlockedFromDashboard,
  blockedByDeviceId: users.blockedByDeviceId,
  nationalId: users.nationalId,
  isExpressRider: users.isExpressRider,
  operatingSystem: users.operatingSystem,
  verificationStatus: latestVerification,
  areaName: areas.name,
  lastRideAt: users.lastRideAt,
  createdAt: users.createdAt,
  cursor: cursorText(users.createdAt),
};

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select(columns)
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);

export type UserExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** The users getUsers lists for the same filters, newest first (the list's default order). */
function userBatches(
  db: Db,
  filters: UsersFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly UserExportRow[]> {
  const where = ids ? inArray(users.id, [...ids]) : filterCondition(filters, USERS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(users.createdAt, users.id, after)), size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

const status = (row: UserExportRow): string =>
  row.blockedFromDashboard || row.blockedByDeviceId ? 'Blocked' : row.active ? 'Active' : 'Deactivated';

const USER_FIELD_CELLS: Record<UsersExportField, FieldCell<UserExportRow>> = {
  name: { width: 24, value: (r) => r.name },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  email: { width: 26, value: (r) => r.email },
  balance: { width: 12, value: (r) => toEgp(r.balancePiasters) },
  tripsCount: { width: 8, value: (r) => r.tripsCount },
  status: { width: 12, value: status, words: true },
  verification: {
    width: 14,
    value: (r) => (r.verificationStatus ? idVerificationStatusLabel(r.verificationStatus) : 'Not sent'),
    words: true,
  },
  nationalId: { width: 16, value: (r) => r.nationalId },
  area: { width: 16, value: (r) => r.areaName },
  type: { width: 12, value: (r) => (r.type === 'operations' ? 'Operations' : 'User'), words: true },
  isExpressRider: { width: 10, value: (r) => (r.isExpressRider ? 'Yes' : 'No'), words: true },
  deviceOS: { width: 10, value: (r) => r.operatingSystem },
  lastRideAt: { width: 20, value: (r) => cairoDate(r.lastRideAt) },
  createdAt: { width: 20, value: (r) => cairoDate(r.createdAt) },
};

/** Users (users.EXPORT): the Users list's filters, read by USERS_LIST's schema (promocode needs its permission there too). */
export const usersExport: ExportModule<UserExportRow, UsersFilters> = {
  spec: USERS_EXPORT,
  title: USERS_EXPORT.title,
  fields: fieldsOf(USERS_EXPORT, USER_FIELD_CELLS),
  readFilters: (value, context) => parseFilterValue(USERS_LIST, value, context),
  rowSource: userBatches,
};
