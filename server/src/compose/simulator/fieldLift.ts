import { and, asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { LatLng } from '../../domains/areas/tables';
import { roles } from '../../platform/session/tables';
import type { Random } from '../../platform/lib/random';
import { recordStaffLocation } from '../../domains/staffLocations/service';
import { users } from '../../platform/session/tables';
import type { SimulatorTruth } from './truth';

/** Field technicians (operations staff who resolve ops tasks), looked up once per simulator. */
const technicians = new WeakMap<Deps, Promise<string[]>>();

function technicianIds(deps: Deps): Promise<string[]> {
  let ids = technicians.get(deps);
  if (!ids) {
    ids = deps.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(eq(users.type, 'operations'), sql`(${roles.permissions} -> 'opsTask' ->> 'RESOLVE') = 'true'`),
      )
      .orderBy(asc(users.id))
      .then((rows) => rows.map((row) => row.id));
    technicians.set(deps, ids);
  }
  return ids;
}

/**
 * The field team lifts a vehicle back inside its fence (the simulator's out-of-fence field
 * work): a technician's app reports beside the vehicle where they pick it up and where they
 * put it down, as a real technician's phone would, so the theft detector can tell the lift
 * from a theft. With no technician on staff the lift leaves no trace (and looks like a theft).
 */
export async function liftVehicle(
  deps: Deps,
  random: Random,
  truth: SimulatorTruth,
  vehicle: { id: string },
  from: LatLng,
  to: LatLng,
): Promise<void> {
  const ids = await technicianIds(deps);
  truth.lifted(vehicle.id, deps.clock.now());
  if (ids.length === 0) return;
  const userId = random.pick(ids);
  const beside = (point: LatLng) => ({
    userId,
    lat: point[0] + random.float(-0.0002, 0.0002),
    lng: point[1] + random.float(-0.0002, 0.0002),
    error: null,
  });
  await recordStaffLocation(deps, beside(from));
  await recordStaffLocation(deps, beside(to));
}
