import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  PRIME_SUBSCRIPTIONS_EXPORT,
  type PrimeSubscriptionsExportField,
} from '@ops/shared/exports/primeSubscriptionsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  PRIME_SUBSCRIPTIONS_LIST,
  type PrimeSubscriptionsFilters,
} from '@ops/shared/lists/primeSubscriptions';
import { toEgp } from '@ops/shared/rules/money';
import { subscriptionStatus } from '@ops/shared/rules/subscription';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { isCurrentPlan, PRIME_SUBSCRIPTIONS_FILTER_CONDITIONS } from './subscriptionsList';
import { primeSubscriptions as subs } from './tables';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: subs,
      userName: users.name,
      phoneNumber: users.phoneNumber,
      isCurrent: isCurrentPlan,
      cursor: cursorText(subs.createdAt),
    })
    .from(subs)
    .leftJoin(users, eq(users.id, subs.userId))
    .where(where)
    .orderBy(desc(subs.createdAt), desc(subs.id))
    .limit(size);

export type PrimeSubscriptionExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function subscriptionBatches(
  db: Db,
  filters: PrimeSubscriptionsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly PrimeSubscriptionExportRow[]> {
  const where = ids
    ? inArray(subs.id, [...ids])
    : filterCondition(filters, PRIME_SUBSCRIPTIONS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(subs.createdAt, subs.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const CELLS: Record<PrimeSubscriptionsExportField, FieldCell<PrimeSubscriptionExportRow>> = {
  rider: { width: 22, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  plan: { width: 20, value: (r) => r.row.name },
  price: { width: 10, value: (r) => toEgp(r.row.pricePiasters) },
  // The shared status text (02 §5): a stop wins, then a renewal, then a free trial.
  status: { width: 16, value: (r) => subscriptionStatus({ _id: r.row.id, ...r.row }).text },
  usedUnlocks: { width: 10, value: (r) => r.row.usedUnlocks },
  usedReservations: { width: 10, value: (r) => r.row.usedReservations },
  savedCost: { width: 10, value: (r) => toEgp(r.row.savedCostPiasters) },
  current: { width: 8, value: (r) => (r.isCurrent ? 'Yes' : 'No'), words: true },
  validUntil: { width: 20, value: (r) => cairoDate(r.row.validUntil) },
  stoppedAt: { width: 20, value: (r) => cairoDate(r.row.stoppedAt) },
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
};

/** Prime (prime.VIEW_PAGE and prime.EXPORT): the subscriptions list's filters, read by its schema. */
export const primeSubscriptionsExport: ExportModule<PrimeSubscriptionExportRow, PrimeSubscriptionsFilters> = {
  spec: PRIME_SUBSCRIPTIONS_EXPORT,
  title: PRIME_SUBSCRIPTIONS_EXPORT.title,
  fields: fieldsOf(PRIME_SUBSCRIPTIONS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(PRIME_SUBSCRIPTIONS_LIST, value, context),
  rowSource: subscriptionBatches,
};
