import { runningTotalHeldReason } from '@ops/shared/rules/moneyLimits';
import { toPiasters } from '@ops/shared/rules/money';

/** The server's answer of moneyHoldForecast (EGP). */
export interface HoldForecast {
  threshold: number;
  windowHours: number;
  overallMultiple: number;
  movedToUser: number;
  movedOverall: number;
  userIsRider: boolean;
}

/** Why this amount would wait for a second signature, in the hold's own words; null when it moves at once. */
export function heldReasonBeforeSave(amountEgp: number, forecast: HoldForecast): string | null {
  return runningTotalHeldReason({
    amountPiasters: Math.abs(toPiasters(amountEgp)),
    toTargetPiasters: toPiasters(forecast.movedToUser),
    overallPiasters: toPiasters(forecast.movedOverall),
    thresholdPiasters: toPiasters(forecast.threshold),
    limits: { windowHours: forecast.windowHours, overallMultiple: forecast.overallMultiple },
    targetIsRider: forecast.userIsRider,
  });
}
