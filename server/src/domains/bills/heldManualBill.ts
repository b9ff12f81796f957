import { eq } from 'drizzle-orm';
import type { ManualBillType } from '@ops/shared/rules/bills';
import { registerHeldChangeExecutor } from '../approvals';
import { UserError } from '../../platform/errors';
import { writeManualBill } from './manualBills';
import { heldManualBills } from './tables';

export const HELD_BILL_MISSING = 'The held bill could not be found; reject the request instead.';

/**
 * Approving a held manual bill (issue 7 §4's second signature) writes what the request
 * described, as the requester, with every check again under the locks: a bill refunded
 * in the meantime is refused, not refunded twice.
 */
registerHeldChangeExecutor('MANUAL_BILL', async (tx, request, clock) => {
  const [held] = await tx.select().from(heldManualBills).where(eq(heldManualBills.approvalId, request.id));
  if (!held) throw new UserError(HELD_BILL_MISSING);
  const { log } = await writeManualBill(tx, {
    type: held.billType as ManualBillType,
    userId: held.userId,
    changePiasters: held.balanceChangePiasters,
    reason: held.reason,
    refundedBillId: held.refundedBillId,
    staffId: request.requestedBy,
    clock,
  });
  return log;
});
