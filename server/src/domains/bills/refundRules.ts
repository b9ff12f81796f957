import { refundEffectOf } from '@ops/shared/rules/bills';
import type { BillRow } from './tables';

/**
 * What may still be refunded of a bill, in piasters: what was collected (actual cost, card and
 * balance together) for a bill whose type's row in REFUND_EFFECTS allows a refund and that was
 * paid, once. Zero otherwise.
 */
export function refundablePiasters(
  bill: Pick<BillRow, 'type' | 'isRefunded' | 'isPaymentSuccessful' | 'actualCostPiasters'>,
): number {
  if (refundEffectOf(bill.type).effect === 'none') return 0;
  if (bill.isRefunded || !bill.isPaymentSuccessful) return 0;
  return Math.max(0, bill.actualCostPiasters);
}
