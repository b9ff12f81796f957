import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { WALLET_AUTO_CHARGES_LIST, type WalletAutoChargesFilters } from '@ops/shared/lists/walletAutoCharges';
import { toEgp } from '@ops/shared/rules/money';
import { canEditBalance } from '@ops/shared/rules/permissions/editRules';
import { WALLET_CHARGE_PLAN_MESSAGES } from '@ops/shared/rules/walletChargePlan';
import type { Deps } from '../../platform/deps';
import { recordAudit } from '../../platform/audit/record';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { listPage, type FilterConditions, type ListPage } from '../../platform/lists/listQuery';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { actorOf, personWithRole, USER_NOT_FOUND } from '../users';
import { users } from '../../platform/session/tables';
import { planView, type WalletChargePlanView } from './chargePlans';
import { WALLET_MESSAGES } from './messages';
import type { PersonRef } from './present';
import { walletAutoCharges, walletChargePlans } from './tables';

/** The users' auto charges (issue 7 §3) and removeWalletAutoChargeForUser (02 §7). */

export interface WalletAutoChargeView {
  _id: string;
  user: PersonRef | null;
  plan: WalletChargePlanView | null;
  maskedPan: string | null;
  threshold: number;
  active: boolean;
  lastChargedAt: string | null;
  removedAt: string | null;
  createdAt: string;
}

export const WALLET_AUTO_CHARGES_FILTER_CONDITIONS: FilterConditions<WalletAutoChargesFilters> = {
  userId: (id) => eq(walletAutoCharges.userId, id),
  planId: (id) => eq(walletAutoCharges.walletChargePlanId, id),
  status: (status) =>
    status === 'active' ? isNull(walletAutoCharges.removedAt) : isNotNull(walletAutoCharges.removedAt),
};

async function selectViews(
  db: Db | Tx,
  page: { where: ReturnType<typeof and>; orderBy: ReturnType<typeof sql>[]; limit: number; offset: number },
): Promise<WalletAutoChargeView[]> {
  const rows = await db
    .select({
      charge: walletAutoCharges,
      plan: walletChargePlans,
      userName: users.name,
      userPhone: users.phoneNumber,
    })
    .from(walletAutoCharges)
    .leftJoin(walletChargePlans, eq(walletChargePlans.id, walletAutoCharges.walletChargePlanId))
    .leftJoin(users, eq(users.id, walletAutoCharges.userId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ charge, plan, userName, userPhone }) => ({
    _id: charge.id,
    user: userName === null ? null : { _id: charge.userId, name: userName, phoneNumber: userPhone ?? '' },
    // The count is not read per row: the plans table shows it; here the plan is a label.
    plan: plan ? planView(plan, 0) : null,
    maskedPan: charge.maskedPan,
    threshold: toEgp(charge.thresholdPiasters),
    active: charge.active && charge.removedAt === null,
    lastChargedAt: charge.lastChargedAt?.toISOString() ?? null,
    removedAt: charge.removedAt?.toISOString() ?? null,
    createdAt: charge.createdAt.toISOString(),
  }));
}

export async function getWalletAutoCharges(
  deps: Deps,
  session: SessionInfo,
  args: ListRequestInput,
): Promise<{ autoCharges: WalletAutoChargeView[]; count: number; numberOfPages: number }> {
  const page: ListPage<WalletAutoChargeView> = await listPage(
    deps.db,
    WALLET_AUTO_CHARGES_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: WALLET_AUTO_CHARGES_FILTER_CONDITIONS,
      sortColumns: { createdAt: walletAutoCharges.createdAt, lastChargedAt: walletAutoCharges.lastChargedAt },
      tieBreaker: walletAutoCharges.id,
      table: walletAutoCharges,
      rows: (request) => selectViews(deps.db, request),
    },
  );
  return { autoCharges: page.rows, count: page.total, numberOfPages: page.totalPages };
}

/**
 * Stops a rider's auto charge: kept as history, marked removed. Allowed to whoever may edit
 * that rider's balance (02 §6 edit-balance rule): an auto charge is money into their wallet.
 */
export async function removeWalletAutoChargeForUser(
  deps: Deps,
  session: SessionInfo,
  input: { userIdToRemove: string; walletChargeId: string },
): Promise<WalletAutoChargeView> {
  const target = await personWithRole(deps.db, input.userIdToRemove);
  if (!target) throw new UserError(USER_NOT_FOUND);
  if (!canEditBalance(actorOf(session), target)) throw new UserError(WALLET_MESSAGES.notAllowedBalance);
  return deps.db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(walletAutoCharges)
      .where(eq(walletAutoCharges.id, input.walletChargeId))
      .for('update');
    if (!charge || charge.userId !== input.userIdToRemove)
      throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.autoChargeNotFound);
    if (charge.removedAt) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.autoChargeRemoved);
    const at = deps.clock.now();
    await tx
      .update(walletAutoCharges)
      .set({ active: false, removedAt: at })
      .where(eq(walletAutoCharges.id, charge.id));
    await recordAudit(tx, {
      targetUserId: charge.userId,
      actorId: session.user._id,
      action: 'removeWalletAutoChargeForUser',
      before: { walletAutoCharge: charge.id, active: charge.active },
      after: { walletAutoCharge: charge.id, active: false, removedAt: at.toISOString() },
      at,
    });
    const [view] = await selectViews(tx, {
      where: eq(walletAutoCharges.id, charge.id),
      orderBy: [],
      limit: 1,
      offset: 0,
    });
    return view!;
  });
}
