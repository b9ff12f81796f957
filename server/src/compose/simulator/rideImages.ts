import type { Deps } from '../../platform/deps';
import { parkedVehicle } from '../seed/images';
import { Random } from '../../platform/lib/random';

const COUNT = 4;

/** A few parked-vehicle photos in storage for simulated ride ends, written once per start. */
export async function rideImageKeys(deps: Deps): Promise<string[]> {
  const random = new Random('simulator ride images');
  const keys: string[] = [];
  for (let i = 1; i <= COUNT; i += 1) {
    const key = `ride-images/simulated/photo-${i}.png`;
    try {
      await deps.storage.put(key, parkedVehicle(random), 'image/png');
      keys.push(key);
    } catch (error) {
      deps.log.warn({ err: error }, 'simulator: could not store a ride image');
    }
  }
  return keys;
}
