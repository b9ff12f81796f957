import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { readWirePayload } from '@ops/shared/realtime/wire';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { createStaff } from '../../../test/staff';
import { users } from '../../platform/session/tables';
import { depsOver } from '../wallet/testFixtures';
import { Random } from '../../platform/lib/random';
import { moveFieldStaff } from '../../compose/simulator/staffMovement';
import { fetchUserLocations, fetchUserOpsLocations, fetchUserOpsLocationsMap } from './queries';
import { PING_USER_OPS_LOCATION, pingUserOpsLocation, recordStaffLocation } from './service';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

describe('staff locations', () => {
  it('records reports, announces NEW_USER_OPS_LOCATION, and serves the three queries', async () => {
    const deps = depsOver(handle);
    const tech = await createStaff(handle.db, { level: 6 });
    const other = await createStaff(handle.db, { level: 6 });
    await handle.db.update(users).set({ name: 'Sara Field' }).where(eq(users.id, other.userId));
    await recordStaffLocation(deps, { userId: tech.userId, lat: 30.05, lng: 31.23 });
    await recordStaffLocation(deps, {
      userId: tech.userId,
      lat: 30.06,
      lng: 31.24,
      error: { code: 'E_GPS_TIMEOUT', message: 'Location request timed out' },
    });
    await recordStaffLocation(deps, { userId: other.userId, lat: 30.07, lng: 31.25 });

    const announced = deps.events.events.filter((e) => e.event === REALTIME_EVENTS.NEW_USER_OPS_LOCATION);
    expect(announced).toHaveLength(3);
    // What the server sends, the map's wire accepts (a refused frame never moves a pin).
    for (const { payload } of announced)
      expect(
        readWirePayload(REALTIME_EVENTS.NEW_USER_OPS_LOCATION, JSON.parse(JSON.stringify(payload))).ok,
      ).toBe(true);
    expect(announced[1]?.payload).toMatchObject({
      lat: 30.06,
      error: { code: 'E_GPS_TIMEOUT', message: 'Location request timed out' },
      user: { _id: tech.userId },
    });

    const history = await fetchUserLocations(deps, { userId: tech.userId });
    expect(history.totalRows).toBe(2);
    expect(history.locations[0]?.lat).toBe(30.06);
    const searched = await fetchUserOpsLocations(deps, { searchTerm: 'sara' });
    expect(searched.locations.map((l) => l.user._id)).toEqual([other.userId]);
    const map = await fetchUserOpsLocationsMap(deps);
    const mine = map.find((l) => l.user._id === tech.userId);
    expect(mine).toMatchObject({ lat: 30.06, error: { code: 'E_GPS_TIMEOUT' } });
    expect(map.filter((l) => l.user._id === tech.userId)).toHaveLength(1);
    await deps.vehicleGateway.close();
  });

  it('the simulator moves technicians who report, through the same service', async () => {
    const deps = depsOver(handle);
    const before = (await fetchUserOpsLocationsMap(deps)).length;
    const moved = await moveFieldStaff(deps, new Random(3));
    expect(before).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
    expect(deps.events.events.filter((e) => e.event === REALTIME_EVENTS.NEW_USER_OPS_LOCATION)).toHaveLength(
      moved,
    );
    await deps.vehicleGateway.close();
  });

  it('a ping reaches the staff member’s own room; an unknown user is refused', async () => {
    const deps = depsOver(handle);
    const tech = await createStaff(handle.db, { level: 6 });
    await expect(pingUserOpsLocation(deps, tech.userId)).resolves.toEqual({
      success: true,
      message: 'Ping sent',
    });
    expect(deps.events.events.at(-1)).toMatchObject({
      target: `user:${tech.userId}`,
      event: PING_USER_OPS_LOCATION,
    });
    await expect(pingUserOpsLocation(deps, 'nobody')).rejects.toThrow('Staff member not found');
    await deps.vehicleGateway.close();
  });
});
