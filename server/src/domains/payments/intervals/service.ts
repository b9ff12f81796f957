import { INTERVAL_PAYMENT_MESSAGES } from '@ops/shared/lists/intervalPayments';
import { can } from '@ops/shared/rules/permissions/can';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import { UserError } from '../../../platform/errors';
import { startAttempt } from './attempts';
import { intervalPaymentById, type IntervalPaymentView } from './queries';

/**
 * retryIntervalPayment(_id): a failed scheduled charge tried again now, by someone who may
 * refund bills (bills.refund, 02 §6: the finance right over card money). The gate refuses
 * others first; this check keeps the rule if the schema's gate ever changes. Twenty clicks at
 * once make one try: the charge's row lock lets the first through and the rest find it pending.
 */
export async function retryIntervalPayment(
  deps: Deps,
  session: SessionInfo,
  input: { _id: string },
): Promise<IntervalPaymentView> {
  if (!can(session.role, { layer: 'bills', permission: 'REFUND' }))
    throw new UserError(INTERVAL_PAYMENT_MESSAGES.notAllowed);
  await startAttempt(deps, { intervalPaymentId: input._id, byUserId: session.user._id });
  const view = await intervalPaymentById(deps.db, input._id);
  if (!view) throw new UserError(INTERVAL_PAYMENT_MESSAGES.notFound);
  return view;
}
