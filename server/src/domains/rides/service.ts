import { formatEgp, toEgp } from '@ops/shared/rules/money';
import { canEditBalance } from '@ops/shared/rules/permissions/editRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { holdIfAboveThreshold, approvalViews, type MoneyApprovalView } from '../approvals';
import type { MoneyApprovalRow } from '../approvals';
import { UserError } from '../../platform/errors';
import { actorOf, personWithRole, USER_NOT_FOUND } from '../users';
import { checkTaskForAction, recordIfInTask } from '../tasks';
import {
  checkAmount,
  checkReason,
  type ReasonInput,
  WALLET_MESSAGES,
  type WalletLogRow,
  type WalletLogView,
  walletLogViewsByIds,
} from '../wallet';
import { reviewRideCharge } from './chargeReview';
import { afterRideEnded } from './events';
import { finishRide } from './finish';
import { lockRide, type RideRow } from './lock';
import { checkCompensationCap, compensableTotal, compensate } from './heldCompensation';
import { RIDE_MESSAGES } from './messages';
import { rideView, type RideView } from './present';

export interface RideMoneyResult {
  ride: RideView;
  /** The entries this call wrote: the charge, then the compensation, when there were any. */
  walletLogs: WalletLogView[];
  /** A compensation above the requester's threshold, held for a second signature (issue 7 §4) instead of given. */
  pendingApproval: MoneyApprovalView | null;
}

async function mayCompensate(deps: Deps, session: SessionInfo, riderId: string): Promise<void> {
  const rider = await personWithRole(deps.db, riderId);
  if (!rider) throw new UserError(USER_NOT_FOUND);
  if (!canEditBalance(actorOf(session), rider)) throw new UserError(WALLET_MESSAGES.notAllowedBalance);
}

async function answer(
  deps: Deps,
  rideId: string,
  logs: Array<WalletLogRow | null>,
  held: MoneyApprovalRow | null = null,
  session?: SessionInfo,
): Promise<RideMoneyResult> {
  const ride = await rideView(deps, rideId);
  const pendingApproval =
    held && session ? (await approvalViews(deps.db, actorOf(session), [held], deps.clock.now()))[0]! : null;
  return {
    ride: ride!,
    walletLogs: await walletLogViewsByIds(
      deps.db,
      logs.filter((log): log is WalletLogRow => !!log).map((log) => log.id),
    ),
    pendingApproval,
  };
}

/**
 * The compensation of one ride, or, above the requester's threshold, a held request:
 * the cap is checked first so a request that could never be given is refused now.
 */
async function compensateOrHold(
  tx: Tx,
  deps: Deps,
  session: SessionInfo,
  ride: RideRow,
  totalPiasters: number,
  input: EndRidePayInput,
  piasters: number,
  at: Date,
) {
  const entry = {
    piasters,
    staffId: session.user._id,
    additionalReason: input.additionalReason!.trim(),
    customComment: input.customComment?.trim() || null,
  };
  checkCompensationCap(ride, totalPiasters, piasters);
  const held = await holdIfAboveThreshold(tx, session, deps.clock, {
    kind: 'RIDE_COMPENSATION',
    targetUserId: ride.userId,
    amountPiasters: piasters,
    walletLogType: 'MANUAL_INPUT',
    rideId: ride.id,
    taskId: input.taskId,
    additionalReason: entry.additionalReason,
    customComment: entry.customComment,
  });
  if (held) return { log: null, held };
  return { log: await compensate(tx, ride, totalPiasters, entry, at, deps.clock), held: null };
}

export interface EndRidePayInput extends ReasonInput {
  id: string;
  riderId: string;
  /** EGP to give back (minutes × price per minute in the dialog); 0 for none. */
  balance: number;
  taskId?: string | null;
}

/**
 * 'End and pay' (endRidePayWithSelectedAmount): ends the ongoing ride, charges its price
 * once and, when an amount is chosen, compensates within the ride's cost. The ride row
 * lock makes simultaneous presses queue; the first ends it, the rest find it ended.
 */
export async function endRidePayWithSelectedAmount(
  deps: Deps,
  session: SessionInfo,
  input: EndRidePayInput,
): Promise<RideMoneyResult> {
  const piasters = checkAmount(input.balance, { allowZero: true, allowNegative: false });
  checkReason(input);
  if (piasters > 0) await mayCompensate(deps, session, input.riderId);
  const at = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    if (ride.userId !== input.riderId) throw new UserError(RIDE_MESSAGES.notThisRider);
    const finished = await finishRide(tx, ride, {
      endedBy: 'dashboard',
      endedByUserId: session.user._id,
      reason: input.additionalReason!.trim(),
      charge: true,
      at,
      clock: deps.clock,
      capPiasters: deps.config.rideCharge.capPiasters,
    });
    const compensation =
      piasters > 0
        ? await compensateOrHold(
            tx,
            deps,
            session,
            finished.ride,
            finished.chargedPiasters,
            input,
            piasters,
            at,
          )
        : { log: null, held: null };
    const given =
      piasters === 0
        ? ''
        : compensation.held
          ? `, compensation of ${formatEgp(toEgp(piasters))} sent for approval`
          : `, compensated ${formatEgp(toEgp(piasters))}`;
    await recordIfInTask(
      tx,
      input.taskId,
      'RIDE_END',
      `End and pay: ${formatEgp(toEgp(finished.pricePiasters))}${given}`,
      session,
    );
    return { finished, compensation };
  });
  await afterRideEnded(deps, result.finished.ride, session.user._id, input.taskId);
  await reviewRideCharge(deps, result.finished);
  return answer(
    deps,
    input.id,
    [result.finished.chargeLog, result.compensation.log],
    result.compensation.held,
    session,
  );
}

/** 'endRidePay (id)' of 02 §7: end and charge, nothing given back. */
export async function endRidePay(
  deps: Deps,
  session: SessionInfo,
  input: { id: string; taskId?: string | null },
): Promise<RideMoneyResult> {
  const at = deps.clock.now();
  const finished = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    const done = await finishRide(tx, ride, {
      endedBy: 'dashboard',
      endedByUserId: session.user._id,
      reason: null,
      charge: true,
      at,
      clock: deps.clock,
      capPiasters: deps.config.rideCharge.capPiasters,
    });
    await recordIfInTask(
      tx,
      input.taskId,
      'RIDE_END',
      `End and pay: ${formatEgp(toEgp(done.pricePiasters))}`,
      session,
    );
    return done;
  });
  await afterRideEnded(deps, finished.ride, session.user._id, input.taskId);
  await reviewRideCharge(deps, finished);
  return answer(deps, input.id, [finished.chargeLog]);
}

/** 'End for Free': the ride ends, the bill records its price, the wallet is not touched. */
export async function endRideForFree(
  deps: Deps,
  session: SessionInfo,
  input: { id: string; taskId?: string | null },
): Promise<RideMoneyResult> {
  const at = deps.clock.now();
  const finished = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    const done = await finishRide(tx, ride, {
      endedBy: 'dashboard',
      endedByUserId: session.user._id,
      reason: 'End for Free',
      charge: false,
      at,
      clock: deps.clock,
      capPiasters: deps.config.rideCharge.capPiasters,
    });
    await recordIfInTask(tx, input.taskId, 'RIDE_END', 'End for Free', session);
    return done;
  });
  await afterRideEnded(deps, finished.ride, session.user._id, input.taskId);
  return answer(deps, input.id, []);
}

export type CompensateInput = EndRidePayInput;

/** compensateWithoutEnding: compensation on a ride, ongoing (priced now) or ended (its bill's total). */
export async function compensateWithoutEnding(
  deps: Deps,
  session: SessionInfo,
  input: CompensateInput,
): Promise<RideMoneyResult> {
  const piasters = checkAmount(input.balance, { allowNegative: false });
  checkReason(input);
  await mayCompensate(deps, session, input.riderId);
  const at = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    // The task first (issue 6 §5): a task the caller may not write into refuses the action before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const ride = await lockRide(tx, input.id);
    if (ride.userId !== input.riderId) throw new UserError(RIDE_MESSAGES.notThisRider);
    const total = await compensableTotal(tx, ride, at);
    const outcome = await compensateOrHold(tx, deps, session, ride, total, input, piasters, at);
    const what = outcome.held
      ? `Compensation of ${formatEgp(toEgp(piasters))} sent for approval`
      : `Compensated ${formatEgp(toEgp(piasters))}`;
    await recordIfInTask(tx, input.taskId, 'USER_EDIT_BALANCE', `${what} for ride ${ride.id}`, session);
    return outcome;
  });
  return answer(deps, input.id, [result.log], result.held, session);
}
