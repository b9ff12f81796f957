import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPROVAL_MESSAGES,
  APPROVAL_PENDING,
  DEFAULT_APPROVAL_THRESHOLD,
  thresholdError,
} from '@ops/shared/rules/moneyApprovals';
import {
  GOVERNANCE_MESSAGES,
  thresholdChangeRefusal,
  thresholdRaiseNeedsSignature,
} from '@ops/shared/rules/moneyGovernance';
import { parseRowsPerPage } from '@ops/shared/rules/limits';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { registerHeldChangeExecutor } from './executors';
import { holdSettingChange } from './hold';
import { thresholdPiastersFor } from './limitsStore';
import { codedRefusal, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet';
import { moneyApprovalThresholdChanges, moneyApprovalThresholds } from './tables';

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
    updatedBy: r.editorId
      ? { _id: r.editorId, name: r.editorName ?? '', phoneNumber: r.editorPhone ?? '' }
      : null,
    updatedAt: r.t === null ? null : (r.updatedAt?.toISOString() ?? null),
  }));
}

/** Every role with its threshold, for the thresholds screen (settings.VIEW_TAB in the schema). */
export function getMoneyApprovalThresholds(deps: Pick<Deps, 'db'>): Promise<ThresholdView[]> {
  return thresholdViews(deps.db);
}

/** Writes one role's threshold and its trail entry (who asked; the approval names who signed second). */
async function writeThreshold(
  tx: Tx,
  roleId: string,
  afterPiasters: number,
  by: string,
  now: Date,
): Promise<void> {
  const [current] = await tx
    .select({ t: moneyApprovalThresholds.thresholdPiasters })
    .from(moneyApprovalThresholds)
    .where(eq(moneyApprovalThresholds.roleId, roleId));
  const values = { roleId, thresholdPiasters: afterPiasters, updatedBy: by, updatedAt: now };
  await tx
    .insert(moneyApprovalThresholds)
    .values(values)
    .onConflictDoUpdate({ target: moneyApprovalThresholds.roleId, set: values });
  await tx.insert(moneyApprovalThresholdChanges).values({
    id: newId(),
    roleId,
    beforePiasters: current?.t ?? null,
    afterPiasters,
    changedBy: by,
    changedAt: now,
  });
}

/**
 * Sets one role's threshold (whole EGP, 0 or more: 0 means every money edit of that role is
 * held). Issue 22 §3: never one's own role nor a role ranked at or above one's own
 * (thresholdChangeRefusal, which the screen also applies); a cut applies at once, a raise
 * lets more money move on one signature and is held for a second one (answered as the
 * error APPROVAL_PENDING with the request's id, after the request is stored). The new
 * value and its trail entry commit together, and the role row lock makes two editors at
 * once record each other's value as their "before".
 */
export async function setMoneyApprovalThreshold(
  deps: Deps,
  session: SessionInfo,
  input: { roleId: string; threshold: number },
): Promise<ThresholdView> {
  const invalid = thresholdError(input.threshold);
  if (invalid) throw new UserError(invalid);
  const held = await deps.db.transaction(async (tx) => {
    const [role] = await tx
      .select({ id: roles.id, level: roles.level })
      .from(roles)
      .where(eq(roles.id, input.roleId))
      .for('update');
    if (!role) throw new UserError(APPROVAL_MESSAGES.roleNotFound);
    const refusal = thresholdChangeRefusal(session.role, { _id: role.id, level: role.level });
    if (refusal) throw new UserError(refusal);
    const before = await thresholdPiastersFor(tx, role.id);
    const after = toPiasters(input.threshold);
    if (thresholdRaiseNeedsSignature(before, after)) {
      return holdSettingChange(tx, session, deps.clock, {
        kind: 'THRESHOLD_CHANGE',
        payload: {
          roleId: role.id,
          roleLevel: role.level,
          before: toEgp(before),
          threshold: input.threshold,
        },
        amountPiasters: after,
        heldReason: GOVERNANCE_MESSAGES.raiseHeld,
      });
    }
    await writeThreshold(tx, role.id, after, session.user._id, deps.clock.now());
    return null;
  });
  if (held) throw codedRefusal(APPROVAL_PENDING, { approvalId: held.id });
  return (await thresholdViews(deps.db, input.roleId))[0]!;
}

registerHeldChangeExecutor('THRESHOLD_CHANGE', async (tx, request, clock) => {
  const roleId = String(request.payload?.roleId);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
  if (!role) throw new UserError(APPROVAL_MESSAGES.roleNotFound);
  await writeThreshold(tx, roleId, request.amountPiasters, request.requestedBy, clock.now());
  return null;
});

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
export async function getMoneyApprovalThresholdChanges(
  deps: Deps,
  input: { rowsPerPage?: number | null },
): Promise<ThresholdChangeView[]> {
  const rows = parseRowsPerPage(input.rowsPerPage, DEFAULT_CHANGE_ROWS);
  if (!rows.ok) throw new UserError(rows.error);
  const found = await deps.db
    .select({
      change: moneyApprovalThresholdChanges,
      roleName: roles.name,
      editorId: editor.id,
      editorName: editor.name,
      editorPhone: editor.phoneNumber,
    })
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
