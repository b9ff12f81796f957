import { eq } from 'drizzle-orm';
import { loosensMoneyLimits, moneyLimitsError, type MoneyLimits } from '@ops/shared/rules/moneyLimits';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { recordAudit } from '../../platform/audit/record';
import { UserError } from '../../platform/errors';
import { approvalViews, type MoneyApprovalView } from './present';
import { registerHeldChangeExecutor } from './executors';
import { holdSettingChange } from './hold';
import { moneyLimitsOf } from './limitsStore';
import { moneyLimits } from './tables';
import { actorOf } from '../users';

export function getMoneyLimits(deps: Pick<Deps, 'db'>): Promise<MoneyLimits> {
  return moneyLimitsOf(deps.db);
}

/** Writes the limits and their History entry; the row lock orders two writers. */
async function writeLimits(
  tx: Tx,
  limits: MoneyLimits,
  by: string,
  at: Date,
  requestId: string | null,
): Promise<MoneyLimits> {
  await tx.select({ id: moneyLimits.id }).from(moneyLimits).where(eq(moneyLimits.id, true)).for('update');
  const before = await moneyLimitsOf(tx);
  const values = {
    windowHours: limits.windowHours,
    overallMultiple: limits.overallMultiple,
    maxPlanRatioPct: Math.round(limits.maxPlanRatio * 100),
    updatedBy: by,
    updatedAt: at,
  };
  await tx
    .insert(moneyLimits)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: moneyLimits.id, set: values });
  await recordAudit(tx, {
    targetUserId: null,
    subject: { type: 'moneyLimits', id: 'money_limits' },
    actorId: by,
    action: 'setMoneyLimits',
    before: { ...before },
    after: { ...limits },
    requestId,
    at,
  });
  return limits;
}

export interface MoneyLimitsResult {
  limits: MoneyLimits;
  /** Set when the change loosens the limits: held for a second signature, not applied. */
  approval: MoneyApprovalView | null;
}

const LOOSENED = 'This change lets more money move on one signature; a second signature is needed.';

/**
 * setMoneyLimits (issue 22 §2/§3): the limits bind everyone, the requester included, so a
 * change that loosens them (shorter window, larger totals, larger plan ratio) waits for a
 * second signature; a tightening applies at once. The gate is the settings permission.
 */
export async function setMoneyLimits(
  deps: Deps,
  session: SessionInfo,
  input: MoneyLimits,
): Promise<MoneyLimitsResult> {
  const limits: MoneyLimits = {
    windowHours: input.windowHours,
    overallMultiple: input.overallMultiple,
    maxPlanRatio: input.maxPlanRatio,
  };
  const invalid = moneyLimitsError(limits);
  if (invalid) throw new UserError(invalid);
  const outcome = await deps.db.transaction(async (tx) => {
    const before = await moneyLimitsOf(tx);
    if (loosensMoneyLimits(before, limits)) {
      const held = await holdSettingChange(tx, session, deps.clock, {
        kind: 'MONEY_LIMITS_CHANGE',
        payload: { ...limits },
        amountPiasters: 0,
        heldReason: LOOSENED,
      });
      return { limits: before, held };
    }
    return { limits: await writeLimits(tx, limits, session.user._id, deps.clock.now(), null), held: null };
  });
  const approval = outcome.held
    ? (await approvalViews(deps.db, actorOf(session), [outcome.held], deps.clock.now()))[0]!
    : null;
  return { limits: outcome.limits, approval };
}

registerHeldChangeExecutor('MONEY_LIMITS_CHANGE', async (tx, request, clock) => {
  const p = request.payload ?? {};
  await writeLimits(
    tx,
    {
      windowHours: Number(p.windowHours),
      overallMultiple: Number(p.overallMultiple),
      maxPlanRatio: Number(p.maxPlanRatio),
    },
    request.requestedBy,
    clock.now(),
    request.id,
  );
  return null;
});
