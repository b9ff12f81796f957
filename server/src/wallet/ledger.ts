import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { UserError } from '../graphql/errors';
import { newId } from '../lib/ids';
import { users } from '../users/tables';
import { walletLogs, type WalletLogType } from './tables';

export type WalletLogRow = typeof walletLogs.$inferSelect;

export interface LockedUser {
  id: string;
  balancePiasters: number;
  roleId: string | null;
  active: boolean;
}

export const USER_NOT_FOUND = 'User not found!';

/**
 * Locks the account row until the transaction ends. Every balance change takes this
 * lock first, so two changes to one wallet run one after the other and each sees the
 * balance the previous one left.
 */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser> {
  const [row] = await tx
    .select({ id: users.id, balancePiasters: users.balancePiasters, roleId: users.roleId, active: users.active })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new UserError(USER_NOT_FOUND);
  return row;
}

export interface BalanceChange {
  userId: string;
  differencePiasters: number;
  type: WalletLogType;
  at: Date;
  dashboardUserId?: string | null;
  additionalReason?: string | null;
  customComment?: string | null;
  rideId?: string | null;
  billId?: string | null;
}

/**
 * The one way a balance moves: inside the caller's transaction, lock the user row,
 * write the wallet log (prev, curr, difference) and the new balance together.
 * Amounts are whole piasters; a fraction here is a programming error, not user input.
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange): Promise<WalletLogRow> {
  if (!Number.isSafeInteger(change.differencePiasters)) throw new Error(`not whole piasters: ${change.differencePiasters}`);
  const user = await lockUser(tx, change.userId);
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
      createdAt: change.at,
    })
    .returning();
  await tx.update(users).set({ balancePiasters: curr, updatedAt: change.at }).where(eq(users.id, change.userId));
  return log!;
}
