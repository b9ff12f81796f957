import { and, eq, inArray, sql } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { bills, REVENUE_BILL_TYPES } from '../bills';

export interface UserRevenues {
  actualRev: number;
  totalRev: number;
}

/**
 * getUsersRevenues (02 §7), from the user's revenue bills:
 * - totalRev = Σ total_cost: what the rides, rentals, reservations and plans were worth,
 *   promocodes and subscriptions included, refunded or not;
 * - actualRev = Σ actual_cost (total − promocode-paid − subscription-paid) of the bills whose
 *   payment succeeded and that were not refunded: what was really collected (balance or card).
 * So totalRev − actualRev is what promocodes, plans, failed payments and refunds covered.
 */
export async function getUsersRevenues(deps: Pick<Deps, 'db'>, userId: string): Promise<UserRevenues> {
  const [row] = await deps.db
    .select({
      total: sql<string>`coalesce(sum(${bills.totalCostPiasters}), 0)`,
      actual: sql<string>`coalesce(sum(${bills.actualCostPiasters}) filter (where ${bills.isPaymentSuccessful} and not ${bills.isRefunded}), 0)`,
    })
    .from(bills)
    .where(and(eq(bills.userId, userId), inArray(bills.type, [...REVENUE_BILL_TYPES])));
  // Sums of bigint come back as text: piasters are whole numbers, well inside a double.
  return { totalRev: toEgp(Number(row?.total ?? 0)), actualRev: toEgp(Number(row?.actual ?? 0)) };
}
