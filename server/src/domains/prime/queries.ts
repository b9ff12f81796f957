import { eq } from 'drizzle-orm';
import { PRIME_SUBSCRIPTIONS_LIST } from '@ops/shared/lists/primeSubscriptions';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { listPage } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { subscriptionView, type SubscriptionView } from './present';
import { isCurrentPlan, PRIME_SUBSCRIPTIONS_FILTER_CONDITIONS } from './subscriptionsList';
import { primeSubscriptions } from './tables';

export interface PrimeSubscriptionRowView {
  _id: string;
  subscription: SubscriptionView;
  subscriber: { _id: string; name: string; phoneNumber: string };
  isCurrent: boolean;
}

/** getPrimeSubscriptions (prime.VIEW_PAGE): the Prime page's subscriptions on the list helper. */
export async function getPrimeSubscriptions(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  args: ListRequestInput,
): Promise<{ subscriptions: PrimeSubscriptionRowView[]; totalCount: number; totalPages: number }> {
  const page = await listPage(
    deps.db,
    PRIME_SUBSCRIPTIONS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: PRIME_SUBSCRIPTIONS_FILTER_CONDITIONS,
      sortColumns: { createdAt: primeSubscriptions.createdAt, validUntil: primeSubscriptions.validUntil },
      tieBreaker: primeSubscriptions.id,
      table: primeSubscriptions,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select({
            sub: primeSubscriptions,
            name: users.name,
            phoneNumber: users.phoneNumber,
            isCurrent: isCurrentPlan,
          })
          .from(primeSubscriptions)
          .innerJoin(users, eq(users.id, primeSubscriptions.userId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    subscriptions: page.rows.map((row) => ({
      _id: row.sub.id,
      subscription: subscriptionView(row.sub),
      subscriber: { _id: row.sub.userId, name: row.name, phoneNumber: row.phoneNumber },
      isCurrent: row.isCurrent === true,
    })),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}
