import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPROVAL_MESSAGES, DEFAULT_APPROVAL_THRESHOLD, thresholdError } from '@ops/shared/rules/moneyApprovals';
import { parseRowsPerPage } from '@ops/shared/rules/limits';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import type { Deps } from '../app/deps';
import type { SessionInfo } from '../auth/sessionTypes';
import type { Db, Tx } from '../db/client';
import { UserError } from '../graphql/errors';
import { newId } from '../lib/ids';
import { roles } from '../roles/tables';
import { users } from '../users/tables';
import type { PersonRef } from '../wallet/present';
import { moneyApprovalThresholdChanges, moneyApprovalThresholds } from './tables';

/** The requester's role threshold in piasters; no role or no row: the default (500 EGP). */
export async function thresholdPiastersFor(db: Db | Tx, roleId: string | null | undefined): Promise<number> {
  const fallback = toPiasters(DEFAULT_APPROVAL_THRESHOLD);
  if (!roleId) return fallback;
  const [row] = await db.select({ t: moneyApprovalThresholds.thresholdPiasters }).from(moneyApprovalThresholds).where(eq(moneyApprovalThresholds.roleId, roleId));
  return row?.t ?? fallback;
}

export interface ThresholdView {
  roleId: string;
  roleName: string;
  level: number;
  /** EGP. */
  threshold: number;
  isDefault: boolean;
  updatedBy: PersonRef | null;
  updatedAt: string | null;
}

const editor = alias(users, 'editor');

async function thresholdViews(db: Db | Tx, roleId?: string): Promise<ThresholdView[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      level: roles.level,
      t: moneyApprovalThresholds.thresholdPiasters,
      updatedAt: moneyApprovalThresholds.updatedAt,
      editorId: editor.id,
      editorName: editor.name,
      editorPhone: editor.phoneNumber,
    })
    .from(roles)
    .leftJoin(moneyApprovalThresholds, eq(moneyApprovalThresholds.roleId, roles.id))
    .leftJoin(editor, eq(editor.id, moneyApprovalThresholds.updatedBy))
    .where(roleId ? eq(roles.id, roleId) : undefined)
    .orderBy(roles.level, roles.name);
  return rows.map((r) => ({
    roleId: r.id,
    roleName: r.name,
    level: r.level,
    threshold: r.t === null ? DEFAULT_APPROVAL_THRESHOLD : toEgp(r.t),
    isDefault: r.t === null,
    updatedBy: r.editorId ? { _id: r.editorId, name: r.editorName ?? '', phoneNumber: r.editorPhone ?? '' } : null,
    updatedAt: r.t === null ? null : (r.updatedAt?.toISOString() ?? null),
  }));
}

/** Every role with its threshold, for the thresholds screen (settings.VIEW_TAB in the schema). */
export function getMoneyApprovalThresholds(deps: Pick<Deps, 'db'>): Promise<ThresholdView[]> {
  return thresholdViews(deps.db);
}

/**
 * Sets one role's threshold (whole EGP, 0 or more: 0 means every money edit of that role is
 * held). The new value and its trail entry commit together, and the row lock makes two
 * editors at once record each other's value as their "before".
 */
export async function setMoneyApprovalThreshold(deps: Deps, session: SessionInfo, input: { roleId: string; threshold: number }): Promise<ThresholdView> {
  const invalid = thresholdError(input.threshold);
  if (invalid) throw new UserError(invalid);
  return deps.db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId)).for('update');
    if (!role) throw new UserError(APPROVAL_MESSAGES.roleNotFound);
    const [current] = await tx.select({ t: moneyApprovalThresholds.thresholdPiasters }).from(moneyApprovalThresholds).where(eq(moneyApprovalThresholds.roleId, input.roleId));
    const now = deps.clock.now();
    const after = toPiasters(input.threshold);
    const values = { roleId: input.roleId, thresholdPiasters: after, updatedBy: session.user._id, updatedAt: now };
    await tx.insert(moneyApprovalThresholds).values(values).onConflictDoUpdate({ target: moneyApprovalThresholds.roleId, set: values });
    await tx.insert(moneyApprovalThresholdChanges).values({ id: newId(), roleId: input.roleId, beforePiasters: current?.t ?? null, afterPiasters: after, changedBy: session.user._id, changedAt: now });
    return (await thresholdViews(tx, input.roleId))[0]!;
  });
}

export interface ThresholdChangeView {
  _id: string;
  roleId: string;
  roleName: string;
  /** EGP; null when the role used the default before. */
  before: number | null;
  after: number;
  changedBy: PersonRef | null;
  changedAt: string;
}

const DEFAULT_CHANGE_ROWS = 10;

/** The newest threshold changes, for the screen's "Recent changes" (settings.VIEW_TAB). */
export async function getMoneyApprovalThresholdChanges(deps: Deps, input: { rowsPerPage?: number | null }): Promise<ThresholdChangeView[]> {
  const rows = parseRowsPerPage(input.rowsPerPage, DEFAULT_CHANGE_ROWS);
  if (!rows.ok) throw new UserError(rows.error);
  const found = await deps.db
    .select({ change: moneyApprovalThresholdChanges, roleName: roles.name, editorId: editor.id, editorName: editor.name, editorPhone: editor.phoneNumber })
    .from(moneyApprovalThresholdChanges)
    .innerJoin(roles, eq(roles.id, moneyApprovalThresholdChanges.roleId))
    .leftJoin(editor, eq(editor.id, moneyApprovalThresholdChanges.changedBy))
    .orderBy(desc(moneyApprovalThresholdChanges.changedAt), desc(moneyApprovalThresholdChanges.id))
    .limit(rows.rows);
  return found.map(({ change, roleName, editorId, editorName, editorPhone }) => ({
    _id: change.id,
    roleId: change.roleId,
    roleName,
    before: change.beforePiasters === null ? null : toEgp(change.beforePiasters),
    after: toEgp(change.afterPiasters),
    changedBy: editorId ? { _id: editorId, name: editorName ?? '', phoneNumber: editorPhone ?? '' } : null,
    changedAt: change.changedAt.toISOString(),
  }));
}
