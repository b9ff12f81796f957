import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { parseWalletChargePlan, WALLET_CHARGE_PLAN_MESSAGES } from '@ops/shared/rules/walletChargePlan';
import type { Deps } from '../app/deps';
import type { Db, Tx } from '../db/client';
import { UserError } from '../graphql/errors';
import { newId } from '../lib/ids';
import { walletAutoCharges, walletChargePlans } from './tables';

/**
 * Wallet charge plans (02 §3, §5, §7): the top-ups riders choose for automatic charges.
 * Input is read by shared/rules/walletChargePlan.ts, the same schema the dialog uses.
 * Deleting a plan that any auto charge points at is refused: removed auto charges keep
 * their plan as history, and a rider's active one would lose what it charges. The
 * refusal tells staff to deactivate the plan, which stops it being offered.
 */

export interface WalletChargePlanView {
  _id: string;
  price: number;
  amount: number;
  active: boolean;
  createdAt: string;
  autoChargesCount: number;
}

type PlanRow = typeof walletChargePlans.$inferSelect;

export const planView = (row: PlanRow, autoChargesCount: number): WalletChargePlanView => ({
  _id: row.id,
  price: toEgp(row.pricePiasters),
  amount: toEgp(row.amountPiasters),
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  autoChargesCount,
});

function readPlan(input: unknown) {
  const parsed = parseWalletChargePlan(input);
  if (!parsed.ok) throw new UserError(parsed.error);
  return { pricePiasters: toPiasters(parsed.value.price), amountPiasters: toPiasters(parsed.value.amount), active: parsed.value.active };
}

/** Auto charges still running on a plan. */
async function activeUses(db: Db | Tx, planId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletAutoCharges)
    .where(and(eq(walletAutoCharges.walletChargePlanId, planId), isNull(walletAutoCharges.removedAt)));
  return Number(row?.n ?? 0);
}

export async function getAllWalletChargePlan(deps: Deps): Promise<WalletChargePlanView[]> {
  const uses = deps.db
    .select({ planId: walletAutoCharges.walletChargePlanId, n: count().as('n') })
    .from(walletAutoCharges)
    .where(isNull(walletAutoCharges.removedAt))
    .groupBy(walletAutoCharges.walletChargePlanId)
    .as('uses');
  const rows = await deps.db
    .select({ plan: walletChargePlans, n: uses.n })
    .from(walletChargePlans)
    .leftJoin(uses, eq(uses.planId, walletChargePlans.id))
    .orderBy(desc(walletChargePlans.createdAt), desc(walletChargePlans.id));
  return rows.map((row) => planView(row.plan, Number(row.n ?? 0)));
}

export interface PlanInput {
  price: number;
  amount: number;
  active: boolean;
}

export async function createWalletChargePlan(deps: Deps, input: PlanInput): Promise<WalletChargePlanView> {
  const values = readPlan(input);
  const [row] = await deps.db
    .insert(walletChargePlans)
    .values({ id: newId(), ...values, createdAt: deps.clock.now() })
    .returning();
  return planView(row!, 0);
}

export async function editWalletChargePlan(deps: Deps, input: PlanInput & { id: string }): Promise<WalletChargePlanView> {
  const values = readPlan({ price: input.price, amount: input.amount, active: input.active });
  const [row] = await deps.db.update(walletChargePlans).set(values).where(eq(walletChargePlans.id, input.id)).returning();
  if (!row) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.notFound);
  return planView(row, await activeUses(deps.db, row.id));
}

export async function deleteWalletChargePlan(deps: Deps, id: string): Promise<{ _id: string }> {
  return deps.db.transaction(async (tx) => {
    // The plan row is locked so an auto charge cannot be added to it between the check and the delete.
    const [plan] = await tx.select({ id: walletChargePlans.id }).from(walletChargePlans).where(eq(walletChargePlans.id, id)).for('update');
    if (!plan) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.notFound);
    const [used] = await tx.select({ n: count() }).from(walletAutoCharges).where(eq(walletAutoCharges.walletChargePlanId, id));
    if (Number(used?.n ?? 0) > 0) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.inUse);
    await tx.delete(walletChargePlans).where(eq(walletChargePlans.id, id));
    return { _id: id };
  });
}
