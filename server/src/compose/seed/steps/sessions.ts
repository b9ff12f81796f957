import { sql } from 'drizzle-orm';
import { randomPointInPolygon } from '../../../domains/areas/geometry';
import { queryRows } from '../../../platform/db/client';
import { appSessions } from '../../../domains/sessions/tables';
import { insertBatches } from '../insert';
import { addCount, DAY, MINUTE, type SeedArea, type SeedContext, type SeedStep } from '../context';

type SessionRow = typeof appSessions.$inferInsert;

/**
 * Rider app sessions and staff ops-app sessions (migration 0017) for App Sessions and Ops
 * Sessions: opened at points inside the Cairo areas over the last 30 days. A rider's ride
 * comes from a session opened a few minutes before it; other sessions end without a ride.
 */
export const appSessionsStep: SeedStep = {
  name: 'app-sessions',
  async run(ctx: SeedContext) {
    const random = ctx.random('app-sessions');
    const unit = () => random.float(0, 1);
    const now = ctx.now.getTime();
    const areaById = new Map(ctx.state.areas.map((area) => [area.id, area]));
    const pointIn = (area: SeedArea) => randomPointInPolygon(area.outer, unit);
    const rows: SessionRow[] = [];
    const device = () => (random.chance(0.55) ? 'android' : 'ios');

    // Sessions that became rides: the recent rides, each opened 1-6 minutes before it started.
    const recentRides = ctx.state.rides.filter((ride) => now - ride.startTime.getTime() < 30 * DAY);
    for (const ride of recentRides.slice(-ctx.scaled(1500, 100))) {
      const area = areaById.get(ride.areaId) ?? ctx.state.areas[0]!;
      const startedAt = new Date(ride.startTime.getTime() - random.int(1, 6) * MINUTE);
      const [lat, lng] = pointIn(area);
      rows.push({
        id: random.id(startedAt),
        userId: ride.userId,
        kind: 'app',
        startedAt,
        endedAt: ride.endTime ? new Date(ride.endTime.getTime() + random.int(0, 3) * MINUTE) : null,
        lat,
        lng,
        areaId: area.id,
        deviceId: random.hex(16),
        operatingSystem: device(),
        appVersion: `3.${random.int(8, 14)}.${random.int(0, 9)}`,
        rideId: ride.id,
      });
    }
    // Sessions that did not: riders who looked and left.
    const riders = ctx.state.riders;
    for (let i = 0; i < ctx.scaled(1500, 100) && riders.length > 0; i++) {
      const rider = random.pick(riders);
      const area = areaById.get(rider.areaId) ?? ctx.state.areas[0]!;
      const startedAt = new Date(now - random.float(5 * MINUTE, 30 * DAY));
      const [lat, lng] = pointIn(area);
      rows.push({
        id: random.id(startedAt),
        userId: rider.id,
        kind: 'app',
        startedAt,
        endedAt: new Date(startedAt.getTime() + random.int(1, 12) * MINUTE),
        lat,
        lng,
        areaId: area.id,
        deviceId: random.hex(16),
        operatingSystem: device(),
        appVersion: `3.${random.int(8, 14)}.${random.int(0, 9)}`,
        rideId: null,
      });
    }
    // Staff in the ops app: one or two shifts a day over two weeks, in their areas.
    for (const member of ctx.state.staff) {
      const areaIds = member.opsAreas.length ? member.opsAreas : member.areaId ? [member.areaId] : [];
      if (areaIds.length === 0) continue;
      for (let day = 13; day >= 0; day--) {
        for (let shift = 0; shift < random.int(1, 2); shift++) {
          const area = areaById.get(random.pick(areaIds)) ?? ctx.state.areas[0]!;
          const startedAt = new Date(now - day * DAY - random.float(0, 20) * 60 * MINUTE);
          const [lat, lng] = pointIn(area);
          rows.push({
            id: random.id(startedAt),
            userId: member.id,
            kind: 'ops',
            startedAt,
            endedAt: new Date(startedAt.getTime() + random.int(20, 240) * MINUTE),
            lat,
            lng,
            areaId: area.id,
            deviceId: random.hex(16),
            operatingSystem: 'android',
            appVersion: `1.${random.int(2, 6)}.${random.int(0, 9)}`,
            rideId: null,
          });
        }
      }
    }
    rows.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    await insertBatches(ctx.tx, appSessions, rows);
    addCount(ctx, 'app_sessions', rows.length);
  },
};

/**
 * Express partners: the riders step marks some riders express riders; here the two oldest of
 * them become express admins too, and two of every three of their rides are express rides.
 */
export const expressStep: SeedStep = {
  name: 'express',
  async run(ctx: SeedContext) {
    await ctx.tx.execute(sql`
      update users set is_express_admin = true
      where id in (select id from users where is_express_rider order by created_at, id limit 2)`);
    await ctx.tx.execute(sql`
      update rides set is_express_ride = true
      where user_id in (select id from users where is_express_rider) and ascii(right(id, 1)) % 3 <> 0`);
    const [counted] = await queryRows<{ n: number | string }>(
      ctx.tx,
      sql`select count(*) as n from rides where is_express_ride`,
    );
    addCount(ctx, 'rides (express)', Number(counted?.n ?? 0));
  },
};
