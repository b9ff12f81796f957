import { eq, inArray } from 'drizzle-orm';
import {
  approvalRefusal,
  approvalStatusAt,
  type MoneyApprovalKind,
  type MoneyApprovalStatus,
} from '@ops/shared/rules/moneyApprovals';
import type { Person } from '@ops/shared/rules/permissions/editRules';
import { toEgp } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import { walletLogViewsByIds, type PersonRef, type WalletLogView } from '../wallet';
import type { MoneyApprovalRow } from './tables';

/** A request as GraphQL shows it, with what the signed-in user may do with it. */
export interface MoneyApprovalView {
  _id: string;
  kind: MoneyApprovalKind;
  status: MoneyApprovalStatus;
  user: PersonRef | null;
  amount: number;
  /** Null for a request that governs a setting. */
  walletLogType: string | null;
  /** Why it was held, in the requester's words (issue 22). */
  heldReason: string | null;
  /** What a setting request would set, as JSON text; null for a wallet request. */
  setting: string | null;
  additionalReason: string | null;
  customComment: string | null;
  ride: string | null;
  requestedBy: PersonRef | null;
  requestedAt: string;
  expiresAt: string;
  decidedBy: PersonRef | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  walletLog: WalletLogView | null;
  /** Null when the viewer may approve or reject it now, else why not (the server's own words). */
  refusal: string | null;
}

export interface PersonWithRef {
  person: Person;
  ref: PersonRef;
}

/** The people of many requests in one query: their roles for the rules, their names for the page. */
export async function peopleByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, PersonWithRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      level: roles.level,
      department: roles.department,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        person: {
          _id: r.id,
          role:
            r.level === null || r.permissions === null
              ? null
              : { level: r.level, department: r.department, permissions: r.permissions },
        },
        ref: { _id: r.id, name: r.name, phoneNumber: r.phoneNumber },
      },
    ]),
  );
}

/** A THRESHOLD_CHANGE names the role it governs and that role's rank when asked. */
function governedRoleOf(request: MoneyApprovalRow): { _id: string; level: number } | null {
  if (request.kind !== 'THRESHOLD_CHANGE' || !request.payload) return null;
  return { _id: String(request.payload.roleId), level: Number(request.payload.roleLevel) };
}

/** The rule of shared/rules/moneyApprovals for one request and one viewer. */
export function refusalFor(
  viewer: Person,
  request: MoneyApprovalRow,
  people: Map<string, PersonWithRef>,
  now: Date,
): string | null {
  const targetId = request.targetUserId;
  return approvalRefusal({
    approver: viewer,
    requester: people.get(request.requestedBy)?.person ?? { _id: request.requestedBy, role: null },
    target: targetId === null ? null : (people.get(targetId)?.person ?? { _id: targetId, role: null }),
    kind: request.kind,
    governedRole: governedRoleOf(request),
    status: request.status,
    expiresAt: request.expiresAt,
    now,
  });
}

export async function approvalViews(
  db: Db | Tx,
  viewer: Person,
  rows: readonly MoneyApprovalRow[],
  now: Date,
): Promise<MoneyApprovalView[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => [
      r.requestedBy,
      ...(r.targetUserId ? [r.targetUserId] : []),
      ...(r.decidedBy ? [r.decidedBy] : []),
    ]),
  );
  const logs = await walletLogViewsByIds(
    db,
    rows.flatMap((r) => (r.walletLogId ? [r.walletLogId] : [])),
  );
  const logById = new Map(logs.map((log) => [log._id, log]));
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    status: approvalStatusAt(r.status, r.expiresAt, now),
    user: r.targetUserId ? (people.get(r.targetUserId)?.ref ?? null) : null,
    amount: toEgp(r.amountPiasters),
    walletLogType: r.walletLogType,
    heldReason: r.heldReason,
    setting: r.payload && r.targetUserId === null ? JSON.stringify(r.payload) : null,
    additionalReason: r.additionalReason,
    customComment: r.customComment,
    ride: r.rideId,
    requestedBy: people.get(r.requestedBy)?.ref ?? null,
    requestedAt: r.requestedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    decidedBy: r.decidedBy ? (people.get(r.decidedBy)?.ref ?? null) : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    rejectionReason: r.rejectionReason,
    walletLog: r.walletLogId ? (logById.get(r.walletLogId) ?? null) : null,
    refusal: refusalFor(viewer, r, people, now),
  }));
}
