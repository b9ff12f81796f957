import { toEgp } from '@ops/shared/rules/money';
import { canEditBalance } from '@ops/shared/rules/permissions/editRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { USER_NOT_FOUND, actorOf, personWithRole } from '../users';
import { WALLET_MESSAGES } from '../wallet';
import { holdStanding } from './hold';

export interface MoneyHoldForecastView {
  threshold: number;
  windowHours: number;
  overallMultiple: number;
  movedToUser: number;
  movedOverall: number;
  userIsRider: boolean;
}

/**
 * moneyHoldForecast (issue 23): what the edit-balance dialog needs to say BEFORE Save that an
 * amount will wait for a second signature. The same standing the hold weighs at Save
 * (holdStanding), for the same callers editBalance lets through; the dialog applies the shared
 * runningTotalHeldReason to the amount as it is typed. Save still decides: a move by the same
 * person in between is counted there.
 */
export async function moneyHoldForecast(
  deps: Deps,
  session: SessionInfo,
  userId: string,
): Promise<MoneyHoldForecastView> {
  const target = await personWithRole(deps.db, userId);
  if (!target) throw new UserError(USER_NOT_FOUND);
  if (!canEditBalance(actorOf(session), target)) throw new UserError(WALLET_MESSAGES.notAllowedBalance);
  const standing = await holdStanding(
    deps.db,
    session,
    { _id: userId, isRider: target.role === null },
    deps.clock.now(),
  );
  return {
    threshold: toEgp(standing.thresholdPiasters),
    windowHours: standing.limits.windowHours,
    overallMultiple: standing.limits.overallMultiple,
    movedToUser: toEgp(standing.toTargetPiasters),
    movedOverall: toEgp(standing.overallPiasters),
    userIsRider: standing.targetIsRider,
  };
}
