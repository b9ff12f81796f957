import { eq } from 'drizzle-orm';
import { DEFAULT_APPROVAL_THRESHOLD } from '@ops/shared/rules/moneyApprovals';
import { DEFAULT_MONEY_LIMITS, type MoneyLimits } from '@ops/shared/rules/moneyLimits';
import { toPiasters } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { moneyApprovalThresholds, moneyLimits } from './tables';

/** The money limits as stored (migration 0041 seeds the row); the defaults if it is missing. */
export async function moneyLimitsOf(db: Db | Tx): Promise<MoneyLimits> {
  const [row] = await db.select().from(moneyLimits).where(eq(moneyLimits.id, true));
  if (!row) return DEFAULT_MONEY_LIMITS;
  return {
    windowHours: row.windowHours,
    overallMultiple: row.overallMultiple,
    maxPlanRatio: row.maxPlanRatioPct / 100,
  };
}
/** The requester's role threshold in piasters; no role or no row: the default (500 EGP). */
export async function thresholdPiastersFor(db: Db | Tx, roleId: string | null | undefined): Promise<number> {
  const fallback = toPiasters(DEFAULT_APPROVAL_THRESHOLD);
  if (!roleId) return fallback;
  const [row] = await db
    .select({ t: moneyApprovalThresholds.thresholdPiasters })
    .from(moneyApprovalThresholds)
    .where(eq(moneyApprovalThresholds.roleId, roleId));
  return row?.t ?? fallback;
}
