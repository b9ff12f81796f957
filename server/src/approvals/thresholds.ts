import { eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, DEFAULT_APPROVAL_THRESHOLD } from '@ops/shared/rules/moneyApprovals';
import { toEgp, toPiasters, isWholePiasters } from '@ops/shared/rules/money';
import type { Deps } from '../app/deps';
import type { SessionInfo } from '../auth/sessionTypes';
import type { Db, Tx } from '../db/client';
import { UserError } from '../graphql/errors';
import { roles } from '../roles/tables';
import { moneyApprovalThresholds } from './tables';

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
}

/** Every role with its threshold, for the settings screen. */
export async function getMoneyApprovalThresholds(deps: Deps): Promise<ThresholdView[]> {
  const rows = await deps.db
    .select({ id: roles.id, name: roles.name, level: roles.level, t: moneyApprovalThresholds.thresholdPiasters })
    .from(roles)
    .leftJoin(moneyApprovalThresholds, eq(moneyApprovalThresholds.roleId, roles.id))
    .orderBy(roles.level, roles.name);
  return rows.map((r) => ({
    roleId: r.id,
    roleName: r.name,
    level: r.level,
    threshold: r.t === null ? DEFAULT_APPROVAL_THRESHOLD : toEgp(r.t),
    isDefault: r.t === null,
  }));
}

/** Sets one role's threshold (EGP, 0 or more: 0 means every money edit of that role is held). */
export async function setMoneyApprovalThreshold(deps: Deps, session: SessionInfo, input: { roleId: string; threshold: number }): Promise<ThresholdView> {
  if (!Number.isFinite(input.threshold) || input.threshold < 0 || !isWholePiasters(input.threshold)) throw new UserError(APPROVAL_MESSAGES.thresholdNotValid);
  const [role] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.roleId));
  if (!role) throw new UserError('Role not found!');
  const values = { roleId: input.roleId, thresholdPiasters: toPiasters(input.threshold), updatedBy: session.user._id, updatedAt: deps.clock.now() };
  await deps.db.insert(moneyApprovalThresholds).values(values).onConflictDoUpdate({ target: moneyApprovalThresholds.roleId, set: values });
  return (await getMoneyApprovalThresholds(deps)).find((t) => t.roleId === input.roleId)!;
}
