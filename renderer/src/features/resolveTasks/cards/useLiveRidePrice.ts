import { canEndRide } from '@ops/shared/rules/taskActions';
import type { TaskRide } from '../workspaceTypes';
import { useNow } from '../../../lib/useNow';
import { liveRidePrice, PRICE_RECALCULATION_MS } from '../timers';

/** Price and time of an ongoing ride on the 60-second clock; null once ended. */
export function useLiveRidePrice(ride: TaskRide | null): { durationMs: number; price: number } | null {
  const tick = useNow(PRICE_RECALCULATION_MS);
  if (!ride || !canEndRide(ride.status)) return null;
  return liveRidePrice(ride, tick);
}
