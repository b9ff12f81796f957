import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import { idVerifications, type IdCardData } from './tables';

export interface PersonRefView {
  _id: string;
  name: string;
  phoneNumber: string;
}

/** An ID verification as GraphQL shows it (02 §3); image fields carry storage keys, signed on request. */
export interface IdVerificationView {
  _id: string;
  user: PersonRefView;
  status: string;
  skipped: boolean;
  selfieImageURL: string | null;
  frontIDImageURL: string | null;
  backIDImageURL: string | null;
  deviceID: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastStatusAt: string | null;
  dataCompletionStatus: string;
  reason: string | null;
  nationalID: string | null;
  lastUpdatedBy: { _id: string; name: string } | null;
  relatedAnotherUser: { _id: string; name: string } | null;
  ocrData: IdCardDataView | null;
  verifiedData: IdCardDataView | null;
  dataCompletedBy: { _id: string; name: string } | null;
  dataCompletedAt: string | null;
}

const updatedBy = alias(users, 'idv_updated_by');
const related = alias(users, 'idv_related_user');
const completedBy = alias(users, 'idv_completed_by');

const CARD_FIELDS = [
  'IDNumber',
  'firstName',
  'lastName',
  'fullName',
  'dateOfBirth',
  'year',
  'month',
  'day',
  'address1',
  'address2',
  'region',
  'city',
  'profression',
  'gender',
] as const satisfies ReadonlyArray<keyof IdCardData>;

export type IdCardDataView = { [K in (typeof CARD_FIELDS)[number]]: string | null };

/** Every card field present, absent ones null: GraphQL lists each one. */
function cardView(data: IdCardData | null): IdCardDataView | null {
  if (!data) return null;
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, data[field] ?? null])) as IdCardDataView;
}

const named = (row: { id: string | null; name: string | null } | null) =>
  row?.id ? { _id: row.id, name: row.name ?? '' } : null;

const viewColumns = {
  v: idVerifications,
  user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
  updatedBy: { id: updatedBy.id, name: updatedBy.name },
  related: { id: related.id, name: related.name },
  completedBy: { id: completedBy.id, name: completedBy.name },
};

/** The verifications matching `where`, with their user, last reviewer, related user and completer. */
function selectViewRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(viewColumns)
    .from(idVerifications)
    .innerJoin(users, eq(users.id, idVerifications.userId))
    .leftJoin(updatedBy, eq(updatedBy.id, idVerifications.lastUpdatedById))
    .leftJoin(related, eq(related.id, idVerifications.relatedAnotherUserId))
    .leftJoin(completedBy, eq(completedBy.id, idVerifications.dataCompletedById))
    .where(where)
    .$dynamic();
}

type ViewRow = Awaited<ReturnType<typeof selectViewRows>>[number];

function toView(row: ViewRow): IdVerificationView {
  const { v } = row;
  return {
    _id: v.id,
    user: { _id: row.user.id, name: row.user.name, phoneNumber: row.user.phoneNumber },
    status: v.status,
    skipped: v.skipped,
    selfieImageURL: v.selfieImageKey,
    frontIDImageURL: v.frontIdImageKey,
    backIDImageURL: v.backIdImageKey,
    deviceID: v.deviceId,
    ipAddress: v.ipAddress,
    createdAt: v.createdAt.toISOString(),
    lastStatusAt: v.lastStatusAt?.toISOString() ?? null,
    dataCompletionStatus: v.dataCompletionStatus,
    reason: v.reason,
    nationalID: v.nationalId,
    lastUpdatedBy: named(row.updatedBy),
    relatedAnotherUser: named(row.related),
    ocrData: cardView(v.ocrData),
    verifiedData: cardView(v.verifiedData),
    dataCompletedBy: named(row.completedBy),
    dataCompletedAt: v.dataCompletedAt?.toISOString() ?? null,
  };
}

/** One verification; null when none matches. */
export async function selectVerificationView(
  db: Db | Tx,
  where: SQL,
  orderBy: SQL[] = [],
): Promise<IdVerificationView | null> {
  const [row] = await selectViewRows(db, where)
    .orderBy(...orderBy)
    .limit(1);
  return row ? toView(row) : null;
}

/** A page of verifications (the ID verification list). */
export async function selectVerificationViews(
  db: Db | Tx,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<IdVerificationView[]> {
  const rows = await selectViewRows(db, page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toView);
}
