import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { APPROVAL_PENDING } from '@ops/shared/rules/moneyApprovals';
import {
  parseWalletChargePlan,
  planBonusHeldReason,
  planRatioError,
  WALLET_CHARGE_PLAN_MESSAGES,
} from '@ops/shared/rules/walletChargePlan';
import type { Deps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import {
  registerHeldChangeExecutor,
  holdSettingChange,
  moneyLimitsOf,
  thresholdPiastersFor,
} from '../approvals';
import { recordAudit } from '../../platform/audit/record';
import { codedRefusal, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
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
  version: number;
  createdAt: string;
  autoChargesCount: number;
}

type PlanRow = typeof walletChargePlans.$inferSelect;

export const planView = (row: PlanRow, autoChargesCount: number): WalletChargePlanView => ({
  _id: row.id,
  price: toEgp(row.pricePiasters),
  amount: toEgp(row.amountPiasters),
  active: row.active,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  autoChargesCount,
});

function readPlan(input: unknown) {
  const parsed = parseWalletChargePlan(input);
  if (!parsed.ok) throw new UserError(parsed.error);
  return {
    pricePiasters: toPiasters(parsed.value.price),
    amountPiasters: toPiasters(parsed.value.amount),
    active: parsed.value.active,
  };
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

type PlanValues = ReturnType<typeof readPlan>;

const planFields = (
  row: Pick<PlanRow, 'pricePiasters' | 'amountPiasters' | 'active'> & { version?: number },
) => ({
  price: toEgp(row.pricePiasters),
  amount: toEgp(row.amountPiasters),
  active: row.active,
  ...(row.version === undefined ? {} : { version: row.version }),
});

/**
 * Issue 22 §1: a plan is a money setting. Its credit may exceed its price (a bonus) only
 * up to the ratio in the money limits; a bonus above the requester's role threshold waits
 * for a second signature. Null: apply now; else the request (the caller answers pending).
 */
async function boundedOrHeld(
  tx: Tx,
  deps: Deps,
  session: SessionInfo,
  values: PlanValues,
  payload: Record<string, unknown>,
) {
  const limits = await moneyLimitsOf(tx);
  const ratioError = planRatioError(values.pricePiasters, values.amountPiasters, limits.maxPlanRatio);
  if (ratioError) throw new UserError(ratioError);
  const bonus = values.amountPiasters - values.pricePiasters;
  const threshold = await thresholdPiastersFor(tx, session.role?._id);
  if (bonus <= threshold) return null;
  return holdSettingChange(tx, session, deps.clock, {
    kind: 'CHARGE_PLAN_CHANGE',
    payload: {
      ...payload,
      price: toEgp(values.pricePiasters),
      amount: toEgp(values.amountPiasters),
      active: values.active,
    },
    amountPiasters: bonus,
    heldReason: planBonusHeldReason(bonus, threshold),
  });
}

const pending = (request: { id: string }) => codedRefusal(APPROVAL_PENDING, { approvalId: request.id });

async function insertPlan(
  tx: Tx,
  values: PlanValues,
  by: string,
  at: Date,
  requestId: string | null,
): Promise<PlanRow> {
  const [row] = await tx
    .insert(walletChargePlans)
    .values({ id: newId(), ...values, version: 1, createdAt: at })
    .returning();
  await recordAudit(tx, {
    targetUserId: null,
    subject: { type: 'chargePlan', id: row!.id },
    actorId: by,
    action: 'createWalletChargePlan',
    before: {},
    after: planFields(row!),
    requestId,
    at,
  });
  return row!;
}

/** A new version of the plan: charges scheduled from now on copy it; those already scheduled keep theirs. */
async function updatePlan(
  tx: Tx,
  id: string,
  values: PlanValues,
  by: string,
  at: Date,
  requestId: string | null,
): Promise<PlanRow> {
  const [before] = await tx
    .select()
    .from(walletChargePlans)
    .where(eq(walletChargePlans.id, id))
    .for('update');
  if (!before) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.notFound);
  const [row] = await tx
    .update(walletChargePlans)
    .set({ ...values, version: before.version + 1 })
    .where(eq(walletChargePlans.id, id))
    .returning();
  await recordAudit(tx, {
    targetUserId: null,
    subject: { type: 'chargePlan', id },
    actorId: by,
    action: 'editWalletChargePlan',
    before: planFields(before),
    after: planFields(row!),
    requestId,
    at,
  });
  return row!;
}

/** createWalletChargePlan: settings.ADJUST_PAYMENT_METHODS (the schema's gate), bounded, audited, held above the threshold. */
export async function createWalletChargePlan(
  deps: Deps,
  session: SessionInfo,
  input: PlanInput,
): Promise<WalletChargePlanView> {
  const values = readPlan(input);
  const outcome = await deps.db.transaction(async (tx) => {
    const held = await boundedOrHeld(tx, deps, session, values, { action: 'create' });
    if (held) return { held, row: null };
    return { held: null, row: await insertPlan(tx, values, session.user._id, deps.clock.now(), null) };
  });
  if (outcome.held) throw pending(outcome.held);
  return planView(outcome.row!, 0);
}

export async function editWalletChargePlan(
  deps: Deps,
  session: SessionInfo,
  input: PlanInput & { id: string },
): Promise<WalletChargePlanView> {
  const values = readPlan({ price: input.price, amount: input.amount, active: input.active });
  const outcome = await deps.db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: walletChargePlans.id })
      .from(walletChargePlans)
      .where(eq(walletChargePlans.id, input.id));
    if (!exists) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.notFound);
    const held = await boundedOrHeld(tx, deps, session, values, { action: 'edit', planId: input.id });
    if (held) return { held, row: null };
    return {
      held: null,
      row: await updatePlan(tx, input.id, values, session.user._id, deps.clock.now(), null),
    };
  });
  if (outcome.held) throw pending(outcome.held);
  return planView(outcome.row!, await activeUses(deps.db, outcome.row!.id));
}

export async function deleteWalletChargePlan(
  deps: Deps,
  session: SessionInfo,
  id: string,
): Promise<{ _id: string }> {
  return deps.db.transaction(async (tx) => {
    // The plan row is locked so an auto charge cannot be added to it between the check and the delete.
    const [plan] = await tx
      .select()
      .from(walletChargePlans)
      .where(eq(walletChargePlans.id, id))
      .for('update');
    if (!plan) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.notFound);
    const [used] = await tx
      .select({ n: count() })
      .from(walletAutoCharges)
      .where(eq(walletAutoCharges.walletChargePlanId, id));
    if (Number(used?.n ?? 0) > 0) throw new UserError(WALLET_CHARGE_PLAN_MESSAGES.inUse);
    await tx.delete(walletChargePlans).where(eq(walletChargePlans.id, id));
    await recordAudit(tx, {
      targetUserId: null,
      subject: { type: 'chargePlan', id },
      actorId: session.user._id,
      action: 'deleteWalletChargePlan',
      before: planFields(plan),
      after: {},
      at: deps.clock.now(),
    });
    return { _id: id };
  });
}

/** Approving a held plan change (issue 22 §1): the ratio is checked again under today's limits, then the plan is written by the requester. */
registerHeldChangeExecutor('CHARGE_PLAN_CHANGE', async (tx, request, clock) => {
  const p = request.payload ?? {};
  const values = readPlan({ price: p.price, amount: p.amount, active: p.active });
  const ratioError = planRatioError(
    values.pricePiasters,
    values.amountPiasters,
    (await moneyLimitsOf(tx)).maxPlanRatio,
  );
  if (ratioError) throw new UserError(ratioError);
  if (p.action === 'edit')
    await updatePlan(tx, String(p.planId), values, request.requestedBy, clock.now(), request.id);
  else await insertPlan(tx, values, request.requestedBy, clock.now(), request.id);
  return null;
});
