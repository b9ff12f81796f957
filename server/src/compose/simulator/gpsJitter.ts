import type { LatLng } from '../../domains/areas/tables';
import { Random } from '../../platform/lib/random';
import type { SimulatorTruth } from './truth';

const METRES_PER_DEGREE = 111_195;
/** A parked device's fix: a few metres of noise (σ per axis)... */
export const GPS_NOISE_METRES = 4;
/** ...and now and then a reflection between buildings throws it tens of metres off. */
export const GPS_MULTIPATH_CHANCE = 0.08;
export const GPS_MULTIPATH_METRES = 35;

/**
 * GPS noise of parked vehicles (issue 23 item 2): each fix is the true position plus noise,
 * so the database sees a parked vehicle wander, as a real fleet's does. The true position is
 * kept here; a vehicle moved by anything else (a ride, a thief, the field team) is taken where
 * the database has it.
 */
export class GpsJitter {
  private readonly random: Random;
  private readonly standing = new Map<string, { truth: LatLng; reported: LatLng }>();

  constructor(
    seed: number,
    private readonly truth: SimulatorTruth,
  ) {
    this.random = new Random(`${seed}:gps`);
  }

  /** Where a parked vehicle really stands, given what the database has. */
  trueOf(vehicleId: string, stored: LatLng): LatLng {
    const known = this.standing.get(vehicleId);
    return known && known.reported[0] === stored[0] && known.reported[1] === stored[1] ? known.truth : stored;
  }

  /** The fix its device reports for a true position. */
  fix(vehicleId: string, truth: LatLng): LatLng {
    const sd = this.random.chance(GPS_MULTIPATH_CHANCE) ? GPS_MULTIPATH_METRES : GPS_NOISE_METRES;
    const north = this.random.gaussian(0, sd);
    const east = this.random.gaussian(0, sd);
    const reported: LatLng = [
      truth[0] + north / METRES_PER_DEGREE,
      truth[1] + east / (METRES_PER_DEGREE * Math.cos((truth[0] * Math.PI) / 180)),
    ];
    this.standing.set(vehicleId, { truth, reported });
    this.truth.jittered(vehicleId, Math.hypot(north, east));
    return reported;
  }

  /** Riding: the ride's own steps are its positions. */
  forget(vehicleId: string): void {
    this.standing.delete(vehicleId);
  }
}
