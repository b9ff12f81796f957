import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRICE_MESSAGES } from '@ops/shared/rules/priceSettings';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { authenticate } from '../../platform/session/sessions';
import { createSession } from '../../platform/session/sessions';
import { userAudit } from '../../platform/audit/tables';
import { newId } from '../../platform/lib/ids';
import { finishRide } from '../rides/finish';
import { lockRide } from '../rides/lock';
import { startRide } from '../rides/start';
import { makeArea, makeVehicle } from '../tasks/testing';
import { createStaff } from '../../../test/staff';
import { users } from '../../platform/session/tables';
import { getRidePriceHistory, getRidePrices, setRidePrice } from './service';

let server: TestServer;
let deps: Deps;
beforeAll(async () => {
  server = await startTestServer();
  deps = server.server.deps;
});
afterAll(async () => server.close());

async function session(permissions = { pricing: { VIEW_PAGE: true, EDIT: true } }) {
  const staff = await createStaff(deps.db, { permissions, level: 2 });
  const { token } = await createSession(deps, {
    userId: staff.userId,
    deviceId: null,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { session: (await authenticate(deps, token))!, token };
}

async function rider(): Promise<string> {
  const id = newId();
  await deps.db.insert(users).values({
    id,
    name: 'Rider',
    phoneNumber: `+2012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  return id;
}

describe('ride prices per area and vehicle type', () => {
  it('defaults to 6 and 1 L.E; a change applies to rides started after it, not to the ride under way', async () => {
    const { session: admin } = await session();
    const area = await makeArea(deps);
    const rows = await getRidePrices(deps);
    expect(rows.filter((row) => row.areaId === area.id)).toEqual([
      expect.objectContaining({ vehicleType: 'Super C', basePrice: 6, minutePrice: 1, isDefault: true }),
      expect.objectContaining({ vehicleType: 'Super S', basePrice: 6, minutePrice: 1, isDefault: true }),
    ]);

    const before = await startRide(deps, {
      userId: await rider(),
      vehicleId: (await makeVehicle(deps, area.id)).id,
    });
    expect(before).toMatchObject({ basePricePiasters: 600, minutePricePiasters: 100 });

    server.clock.advance(1000);
    const changed = await setRidePrice(deps, admin, {
      areaId: area.id,
      vehicleType: 'Super C',
      basePrice: 8.5,
      minutePrice: 1.25,
      reason: 'New season',
    });
    expect(changed).toMatchObject({
      basePrice: 8.5,
      minutePrice: 1.25,
      isDefault: false,
      setBy: { _id: admin.user._id },
    });

    server.clock.advance(1000);
    const after = await startRide(deps, {
      userId: await rider(),
      vehicleId: (await makeVehicle(deps, area.id)).id,
    });
    expect(after).toMatchObject({ basePricePiasters: 850, minutePricePiasters: 125 });

    // Ten minutes later both rides end: each is charged at the price it started with.
    server.clock.advance(10 * 60_000);
    const at = server.clock.now();
    const charged = async (rideId: string) =>
      deps.db.transaction(
        async (tx) =>
          (
            await finishRide(tx, await lockRide(tx, rideId), {
              endedBy: 'user',
              endedByUserId: null,
              reason: null,
              charge: true,
              at,
              clock: server.clock,
              capPiasters: deps.config.rideCharge.capPiasters,
            })
          ).pricePiasters,
      );
    expect(await charged(before.id)).toBe(600 + 11 * 100);
    expect(await charged(after.id)).toBe(850 + 11 * 125);

    const audit = await deps.db.select().from(userAudit).where(eq(userAudit.action, 'setRidePrice'));
    expect(audit.at(-1)).toMatchObject({
      actorId: admin.user._id,
      reason: 'New season',
      before: { basePrice: 6, minutePrice: 1 },
      after: { basePrice: 8.5, minutePrice: 1.25 },
    });
    expect(await getRidePriceHistory(deps, { areaId: area.id, vehicleType: 'Super C' })).toHaveLength(1);
  });

  it.each([
    [{ basePrice: -1, minutePrice: 1, reason: 'r' }, PRICE_MESSAGES.basePrice],
    [{ basePrice: 6, minutePrice: 1.005, reason: 'r' }, PRICE_MESSAGES.minutePrice],
    [{ basePrice: 6, minutePrice: 1, reason: 'r' }, PRICE_MESSAGES.unchanged],
    [{ basePrice: 7, minutePrice: 1, reason: ' ' }, PRICE_MESSAGES.reasonRequired],
  ])('refuses %o with its message and changes nothing', async (input, message) => {
    const { session: admin } = await session();
    const area = await makeArea(deps);
    await expect(
      setRidePrice(deps, admin, { areaId: area.id, vehicleType: 'Super C', ...input }),
    ).rejects.toThrow(message);
    expect(await getRidePriceHistory(deps, { areaId: area.id, vehicleType: 'Super C' })).toHaveLength(0);
  });

  it('setRidePrice is refused without pricing.EDIT', async () => {
    const { token } = await session({ pricing: { VIEW_PAGE: true, EDIT: false } });
    const response = await server.gql(
      `mutation { setRidePrice(areaId: "a", vehicleType: "Super C", basePrice: 7, minutePrice: 1, reason: "r") { basePrice } }`,
      {},
      token,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
