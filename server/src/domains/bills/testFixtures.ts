import type { Db } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { bills } from './tables';

export type BillInsert = Partial<typeof bills.$inferInsert> & { userId: string };

/** A bill the system made (a paid ride by default), for tests. Not a test file itself. */
export async function insertBill(db: Db, values: BillInsert): Promise<string> {
  const id = values.id ?? newId();
  await db.insert(bills).values({
    type: 'ride',
    date: new Date('2026-01-10T10:00:00Z'),
    totalCostPiasters: 2500,
    actualCostPiasters: 2500,
    paidWithBalancePiasters: 2500,
    paymentGateway: null,
    ...values,
    id,
  });
  return id;
}
