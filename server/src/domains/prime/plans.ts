import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { parsePrimePlan, PRIME_PLAN_MESSAGES, type PrimePlanInput } from '@ops/shared/rules/primePlan';
import { toPiasters } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { recordAudit } from '../../platform/audit/record';
import type { AuditFields } from '../../platform/audit/tables';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { planView, type PlanView } from './present';
import { primePlans, primeSubscriptions } from './tables';

type PlanRow = typeof primePlans.$inferSelect;

/** Per plan, its subscriptions that are their rider's current plan, not removed and still valid. */
async function activeCounts(
  deps: Pick<Deps, 'db'>,
  now: Date,
  planId?: string,
): Promise<Map<string, number>> {
  const counts = await deps.db
    .select({ planId: primeSubscriptions.planId, n: count() })
    .from(primeSubscriptions)
    .innerJoin(users, eq(users.subscriptionPlanId, primeSubscriptions.id))
    .where(
      and(
        isNull(primeSubscriptions.removedAt),
        gt(primeSubscriptions.validUntil, now),
        planId ? eq(primeSubscriptions.planId, planId) : undefined,
      ),
    )
    .groupBy(primeSubscriptions.planId);
  return new Map(counts.map((c) => [c.planId, Number(c.n)]));
}

/** getPrimePlans (prime.VIEW_PAGE): every plan, available first, cheapest first, with its active subscriptions. */
export async function getPrimePlans(deps: Pick<Deps, 'db' | 'clock'>): Promise<PlanView[]> {
  const now = deps.clock.now();
  const [rows, active] = await Promise.all([
    deps.db
      .select()
      .from(primePlans)
      .orderBy(desc(primePlans.available), asc(primePlans.pricePiasters), asc(primePlans.id)),
    activeCounts(deps, now),
  ]);
  return rows.map((row) => planView(row, active.get(row.id) ?? 0));
}

export interface PlanArgs {
  name?: string | null;
  description?: string | null;
  price?: number | null;
  priceBefore?: number | null;
  period?: number | null;
  periodUnit?: string | null;
  unlocks?: number | null;
  reservations?: number | null;
  available?: boolean | null;
  freeTrialUnit?: string | null;
  freeTrialValue?: number | null;
}

/** The arguments read by the one plan schema (shared/rules/primePlan.ts), or its message. */
function readPlan(args: PlanArgs): PrimePlanInput {
  const parsed = parsePrimePlan(args);
  if (!parsed.ok) throw new UserError(parsed.error);
  return parsed.value;
}

const columnsOf = (plan: PrimePlanInput) => ({
  name: plan.name,
  description: plan.description,
  pricePiasters: toPiasters(plan.price),
  priceBeforePiasters: plan.priceBefore === null ? null : toPiasters(plan.priceBefore),
  periodValue: plan.period,
  periodUnit: plan.periodUnit,
  unlocks: plan.unlocks,
  reservations: plan.reservations,
  available: plan.available,
  freeTrialUnit: plan.freeTrialUnit,
  freeTrialValue: plan.freeTrialValue,
});

/** The History entry's picture of a plan: what the form shows, in the units it shows. */
function auditFieldsOf(row: PlanRow): AuditFields {
  const v = planView(row, 0);
  return {
    name: v.name,
    description: v.description,
    price: v.price,
    priceBefore: v.priceBefore,
    period: v.period,
    periodUnit: v.periodUnit,
    unlocks: v.unlocks,
    reservations: v.reservations,
    available: v.available,
    freeTrialUnit: v.freeTrialUnit,
    freeTrialValue: v.freeTrialValue,
  };
}

/** createPrimePLan (prime.EDIT_PLANS): a new plan, with its History entry, or the rule's message and nothing stored. */
export async function createPrimePLan(deps: Deps, session: SessionInfo, args: PlanArgs): Promise<PlanView> {
  const plan = readPlan(args);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(primePlans)
      .values({
        id: newId(),
        ...columnsOf(plan),
        createdBy: session.user._id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      targetUserId: null,
      subject: { type: 'primePlan', id: created!.id },
      actorId: session.user._id,
      action: 'createPrimePLan',
      before: {},
      after: auditFieldsOf(created!),
      at: now,
    });
    return created!;
  });
  return planView(row, 0);
}

/**
 * editPrimePLan (prime.EDIT_PLANS): the whole plan replaced under a row lock, with the
 * fields before and after in History. Subscriptions already taken keep their snapshot
 * (prime_subscriptions copies the plan when it starts), so an edit changes only what
 * riders subscribe to from now.
 */
export async function editPrimePLan(
  deps: Deps,
  session: SessionInfo,
  args: PlanArgs & { _id: string },
): Promise<PlanView> {
  const plan = readPlan(args);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(primePlans).where(eq(primePlans.id, args._id)).for('update');
    if (!before) throw new UserError(PRIME_PLAN_MESSAGES.notFound);
    const [updated] = await tx
      .update(primePlans)
      .set({ ...columnsOf(plan), updatedAt: now })
      .where(eq(primePlans.id, before.id))
      .returning();
    await recordAudit(tx, {
      targetUserId: null,
      subject: { type: 'primePlan', id: before.id },
      actorId: session.user._id,
      action: 'editPrimePLan',
      before: auditFieldsOf(before),
      after: auditFieldsOf(updated!),
      at: now,
    });
    return updated!;
  });
  return planView(row, (await activeCounts(deps, now, row.id)).get(row.id) ?? 0);
}
