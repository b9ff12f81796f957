import { registerHeldChangeExecutor, walletOf } from '../approvals';
import { UserError } from '../../platform/errors';
import { lockUser } from '../users';
import { writeSettlement } from './settleOne';

export const NOTHING_LEFT_TO_SETTLE = 'This user no longer owes anything; reject the request instead.';

/**
 * Approving a held settlement (issue 7 §4) writes what a settlement run would have: the
 * bill and the SETTLE log, by the staff member who asked. The amount is what was asked
 * for, at most what the user owes now, so an approval never pushes a wallet above 0.
 */
registerHeldChangeExecutor('SETTLEMENT', async (tx, request, clock) => {
  const { userId } = walletOf(request);
  const user = await lockUser(tx, userId);
  const owed = Math.max(0, -user.balancePiasters);
  const piasters = Math.min(request.amountPiasters, owed);
  if (piasters <= 0) throw new UserError(NOTHING_LEFT_TO_SETTLE);
  return writeSettlement(tx, { userId, piasters, staffId: request.requestedBy, clock });
});
