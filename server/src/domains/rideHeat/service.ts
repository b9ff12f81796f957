import { checkHeatRequest, type HeatRequest } from '@ops/shared/analytics/heat';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { rideHeatCells, rideHeatHours, type RideHeatmap } from './query';

/** Reads a heat request with the shared rules; a bad one is refused in their words before any query runs. */
function checked(request: HeatRequest) {
  const result = checkHeatRequest(request);
  if (!result.ok) throw new UserError(result.error);
  return result.value;
}

export function getRideHeatmap(deps: Deps, request: HeatRequest): Promise<RideHeatmap> {
  return rideHeatCells(deps.db, checked(request));
}

export function getRideHeatHours(
  deps: Deps,
  request: Omit<HeatRequest, 'hour' | 'cellSize'>,
): Promise<number[]> {
  return rideHeatHours(deps.db, checked(request));
}
