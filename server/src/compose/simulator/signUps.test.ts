import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { readWirePayload } from '@ops/shared/realtime/wire';
import type { Clock } from '../../platform/deps';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { users } from '../../platform/session/tables';
import { depsOver } from '../../domains/wallet/testFixtures';
import { SimulatedSignUps } from './signUps';

/** Issue 7 §2: a rider's sign-up reaches the Users page's room as NEW_USER, after the row is written. */

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

describe('simulated sign-ups', () => {
  it('write the rider and announce NEW_USER to its topic with a row the list can show', async () => {
    const deps = depsOver(handle, fixedClock);
    const signUps = new SimulatedSignUps(42);
    expect(await signUps.tick(deps, 1)).toBe(1);
    expect(await signUps.tick(deps, 0)).toBe(0);
    const events = deps.events.events.filter((event) => event.event === REALTIME_EVENTS.NEW_USER);
    expect(events).toHaveLength(1);
    expect(events[0]!.target).toBe(`topic:${REALTIME_EVENTS.NEW_USER}`);
    // Read as the Users page reads it off the wire: a payload it would drop fails here.
    const read = readWirePayload(REALTIME_EVENTS.NEW_USER, JSON.parse(JSON.stringify(events[0]!.payload)));
    if (!read.ok) throw new Error('the Users page would drop this NEW_USER');
    const payload = read.payload;
    const [row] = await handle.db.select().from(users).where(eq(users.id, payload._id));
    expect(row).toMatchObject({
      phoneNumber: payload.phoneNumber,
      type: 'user',
      active: true,
      balancePiasters: 0,
      tripsCount: 0,
    });
    expect(payload.createdAt).toBe(AT.toISOString());
    expect(payload.phoneNumber).toMatch(/^\+201[0125]\d{8}$/);
  });

  it('the same seed draws the same rider; a number already taken is skipped without an event', async () => {
    const first = depsOver(handle, fixedClock);
    expect(await new SimulatedSignUps(7).tick(first, 1)).toBe(1);
    // Later, the same seed: the same number comes up, the unique index refuses it, nothing is announced.
    const later = depsOver(handle, { now: () => new Date(AT.getTime() + 60_000) });
    expect(await new SimulatedSignUps(7).tick(later, 1)).toBe(0);
    expect(later.events.events).toEqual([]);
  });
});
