import { STOLEN_ALERT_KINDS, THEFT_REASON, type TheftKind } from '@ops/shared/rules/alerts';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { raiseVehicleCondition } from '../tasks';
import { raiseStolenAlert } from './stolenAlert';
import { theftIncidents } from './tables';

export interface WatchedVehicle {
  id: string;
  code: string;
  lat: number;
  long: number;
}

/**
 * One theft incident: ONE urgent task through the task engine (a new task, or the case
 * added to the vehicle's open task; its workspace card offers Ring and Motor Lock), the
 * incident kept for the record, and (for a move while locked, not for a vehicle parked outside
 * its fence) the lost/stolen alert that moves the badges.
 */
export async function raiseTheftIncident(
  deps: Deps,
  vehicle: WatchedVehicle,
  kind: TheftKind,
): Promise<void> {
  const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: THEFT_REASON[kind] });
  await deps.db.insert(theftIncidents).values({
    id: newId(),
    vehicleId: vehicle.id,
    code: vehicle.code,
    kind,
    lat: vehicle.lat,
    long: vehicle.long,
    taskId: task._id,
    raisedAt: deps.clock.now(),
  });
  if (STOLEN_ALERT_KINDS.has(kind)) await raiseStolenAlert(deps, vehicle.id, kind);
  deps.log.info({ code: vehicle.code, kind, taskId: task._id }, 'theft incident raised');
}
