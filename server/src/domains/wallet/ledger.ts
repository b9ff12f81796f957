import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/deps';
import type { Tx } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { lockUser } from '../users';
import { users } from '../../platform/session/tables';
import { walletLogs, type WalletLogType } from './tables';

export type WalletLogRow = typeof walletLogs.$inferSelect;

export interface BalanceChange {
  userId: string;
  differencePiasters: number;
  type: WalletLogType;
  /**
   * Read only once the wallet is locked: a time taken before the lock would let a change
   * that waited for it carry an earlier time than the change it waited for.
   */
  clock: Clock;
  dashboardUserId?: string | null;
  additionalReason?: string | null;
  customComment?: string | null;
  rideId?: string | null;
  billId?: string | null;
}

/**
 * The entry's time, under the wallet's lock: never earlier than, nor equal to, the
 * wallet's latest entry (two changes within one millisecond, or a clock stepped back),
 * so ordering a wallet's entries by time gives the order their balances were written in.
 */
async function entryTime(tx: Tx, userId: string, now: Date): Promise<Date> {
  const [latest] = await tx
    .select({ at: walletLogs.createdAt })
    .from(walletLogs)
    .where(eq(walletLogs.userId, userId))
    .orderBy(desc(walletLogs.createdAt))
    .limit(1);
  if (!latest || latest.at.getTime() < now.getTime()) return now;
  return new Date(latest.at.getTime() + 1);
}

/**
 * The one way a balance moves: inside the caller's transaction, lock the user row,
 * write the wallet log (prev, curr, difference) and the new balance together.
 * Amounts are whole piasters; a fraction here is a programming error, not user input.
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange): Promise<WalletLogRow> {
  if (!Number.isSafeInteger(change.differencePiasters))
    throw new Error(`not whole piasters: ${change.differencePiasters}`);
  const user = await lockUser(tx, change.userId);
  const at = await entryTime(tx, change.userId, change.clock.now());
  const prev = user.balancePiasters;
  const curr = prev + change.differencePiasters;
  const [log] = await tx
    .insert(walletLogs)
    .values({
      id: newId(),
      userId: change.userId,
      dashboardUserId: change.dashboardUserId ?? null,
      type: change.type,
      differencePiasters: change.differencePiasters,
      prevBalancePiasters: prev,
      currBalancePiasters: curr,
      additionalReason: change.additionalReason ?? null,
      customComment: change.customComment ?? null,
      rideId: change.rideId ?? null,
      billId: change.billId ?? null,
      createdAt: at,
    })
    .returning();
  await tx.update(users).set({ balancePiasters: curr, updatedAt: at }).where(eq(users.id, change.userId));
  return log!;
}
