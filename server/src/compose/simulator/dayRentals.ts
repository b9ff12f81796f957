import { and, asc, count, eq, gte } from 'drizzle-orm';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { calendarDateIn } from '@ops/shared/rules/dateRange';
import type { Deps } from '../../platform/deps';
import type { DayRentalView } from '../../domains/rentals/present';
import { createDayRental } from '../../domains/rentals/service';
import { Random } from '../../platform/lib/random';
import { users } from '../../platform/session/tables';

const DAY_MS = 86_400_000;
const PRICES = [15_000, 20_000, 25_000];
const STREETS = ['Road 9', 'Street 231', 'El Nasr Road', 'Gameat El Dewal', 'Makram Ebeid'];

/**
 * Riders booking day rentals in the rider app, as the simulator plays them: now and then a
 * rider with enough balance books tomorrow or the day after, paid through the ledger and
 * announced as NEW_DAY_RENTAL by the rentals service. Its own random stream, so bookings do
 * not shift the fleet's choices.
 */
export class SimulatedDayRentals {
  private readonly random: Random;

  constructor(seed: number) {
    this.random = new Random(seed).fork('day-rentals');
  }

  async tick(deps: Deps, chance: number): Promise<number> {
    if (!this.random.chance(chance)) return 0;
    return (await this.book(deps)) ? 1 : 0;
  }

  /** One booking now (also the development route's), or null when no rider can pay or the booking failed. */
  async book(deps: Deps): Promise<DayRentalView | null> {
    const price = this.random.pick(PRICES);
    // A rider who can pay from the balance, a different one each time.
    const canPay = and(eq(users.type, 'user'), gte(users.balancePiasters, price));
    const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(users).where(canPay);
    if (n === 0) return null;
    const [rider] = await deps.db
      .select({ id: users.id, areaId: users.areaId })
      .from(users)
      .where(canPay)
      .orderBy(asc(users.id))
      .offset(this.random.int(0, Math.min(n, 500) - 1))
      .limit(1);
    if (!rider) return null;
    const day = new Date(deps.clock.now().getTime() + this.random.int(1, 2) * DAY_MS);
    try {
      return await createDayRental(deps, {
        userId: rider.id,
        areaId: rider.areaId,
        rentalDate: calendarDateIn(day, CAIRO_TIME_ZONE),
        pricePiasters: price,
        deliveryAddress: `${this.random.int(1, 90)} ${this.random.pick(STREETS)}`,
      });
    } catch (error) {
      deps.log.debug({ err: error }, 'simulator: day rental skipped');
      return null;
    }
  }
}
