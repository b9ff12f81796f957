import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { Clock } from '../../platform/deps';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { dayRentals } from '../../domains/rentals/tables';
import { createRider, depsOver } from '../../domains/wallet/testFixtures';
import { SimulatedDayRentals } from './dayRentals';

/** Issue 9 §4: the simulator books day rentals now and then, and each reaches the Rentals page's room as NEW_DAY_RENTAL. */

const AT = new Date('2026-11-22T10:00:00Z');
const fixedClock: Clock = { now: () => AT };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

describe('simulated day rentals', () => {
  it('books a pending rental for a rider who can pay, then announces it', async () => {
    const deps = depsOver(handle, fixedClock);
    expect(await new SimulatedDayRentals(1).tick(deps, 1)).toBe(0); // nobody can pay yet: no booking, no event
    expect(deps.events.events).toEqual([]);
    await createRider(handle.db, 50_000);
    expect(await new SimulatedDayRentals(1).tick(deps, 1)).toBe(1);
    expect(await new SimulatedDayRentals(1).tick(deps, 0)).toBe(0);
    const events = deps.events.events.filter((event) => event.event === REALTIME_EVENTS.NEW_DAY_RENTAL);
    expect(events).toHaveLength(1);
    const payload = events[0]!.payload as { _id: string; status: string; rentalDate: string };
    const [row] = await handle.db.select().from(dayRentals).where(eq(dayRentals.id, payload._id));
    expect(row).toMatchObject({ status: 'pending' });
    expect(['2026-11-23', '2026-11-24']).toContain(payload.rentalDate);
  });
});
