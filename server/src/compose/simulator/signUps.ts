import type { Deps } from '../../platform/deps';
import { Random } from '../../platform/lib/random';
import { registerRider } from '../../domains/users/signUp';

const FIRST_NAMES = [
  'Omar',
  'Mona',
  'Youssef',
  'Salma',
  'Karim',
  'Nour',
  'Hassan',
  'Laila',
  'Mostafa',
  'Farida',
];
const LAST_NAMES = ['Adel', 'Fathy', 'Hamdy', 'Naguib', 'Saber', 'Lotfy', 'Mansour', 'Ezzat'];
const PREFIXES = ['10', '11', '12', '15'];

/**
 * Riders signing up in the rider app, as the simulator plays them: now and then a new
 * account, announced as NEW_USER. Its own random stream, so sign-ups do not shift the
 * fleet's choices; ids and numbers come from the stream and the clock, so a run with the
 * same seed and clock makes the same riders.
 */
export class SimulatedSignUps {
  private readonly random: Random;

  constructor(seed: number) {
    this.random = new Random(seed).fork('sign-ups');
  }

  async tick(deps: Deps, chance: number): Promise<number> {
    if (!this.random.chance(chance)) return 0;
    const now = deps.clock.now();
    const digits = String(this.random.int(0, 99_999_999)).padStart(8, '0');
    try {
      await registerRider(deps, {
        id: `sim${now.getTime().toString(36)}${digits}`,
        name: `${this.random.pick(FIRST_NAMES)} ${this.random.pick(LAST_NAMES)}`,
        phoneNumber: `+20${this.random.pick(PREFIXES)}${digits}`,
      });
      return 1;
    } catch (error) {
      // The number is already someone's (the unique index said no): no sign-up this tick.
      deps.log.debug({ err: error }, 'simulator: sign-up skipped');
      return 0;
    }
  }
}
