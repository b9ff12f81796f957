import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { areas } from '../../domains/areas/tables';
import { fenceStatus } from '../../domains/vehicles/fence';
import { vehicles } from '../../domains/vehicles/tables';
import { announcePosition } from './announce';
import { stepWithin } from './movement';

/**
 * One step of a simulated vehicle, outside the tick: the random walk a ride makes, stored
 * and announced exactly as the simulator's tick does. For the development route that lets
 * demos and the end-to-end test move one chosen vehicle now.
 */
export async function stepVehicle(
  deps: Deps,
  vehicleId: string,
  random: () => number = Math.random,
): Promise<{ _id: string; code: string; lat: number; long: number }> {
  const [vehicle] = await deps.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1);
  if (!vehicle) throw new Error(`no vehicle ${vehicleId}`);
  const [area] = vehicle.areaId
    ? await deps.db.select().from(areas).where(eq(areas.id, vehicle.areaId)).limit(1)
    : [];
  const fence = area ? (area.outerFence.length >= 3 ? area.outerFence : area.geofenceCoordinates) : [];
  // A vehicle already outside its fence walks freely; one inside stays inside.
  const [lat, long] = stepWithin([vehicle.lat, vehicle.long], fence, random, vehicle.isOutOfFence);
  const fences = fenceStatus([lat, long], area ?? null);
  const now = deps.clock.now();
  await deps.db
    .update(vehicles)
    .set({
      lat,
      long,
      isOutOfFence: fences.isOutOfFence,
      inOpsFence: fences.inOpsFence,
      lastUpdate: now,
      updatedAt: now,
    })
    .where(eq(vehicles.id, vehicle.id));
  announcePosition(deps.events, vehicle, lat, long, now);
  return { _id: vehicle.id, code: vehicle.code, lat, long };
}
