import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { users } from '../../platform/session/tables';

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
 * balance the previous one left; other account changes (activation, plans) take it too.
 */
export async function lockUser(tx: Tx, userId: string): Promise<LockedUser> {
  const [row] = await tx
    .select({
      id: users.id,
      balancePiasters: users.balancePiasters,
      roleId: users.roleId,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new UserError(USER_NOT_FOUND);
  return row;
}
