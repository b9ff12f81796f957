import { sql } from 'drizzle-orm';
import { reservationCost } from '@ops/shared/rules/reservations';
import { bills } from '../../../domains/bills/tables';
import { queryRows } from '../../../platform/db/client';
import { reservations } from '../../../domains/reservations/tables';
import { insertBatches } from '../insert';
import { addCount, DAY, MINUTE, type SeedContext, type SeedStep } from '../context';

/** The seed's areas all offer these (steps/areas.ts reservationPlans). */
const PLANS = [
  { minutes: 10, costPiasters: 300 },
  { minutes: 20, costPiasters: 500 },
];

/**
 * Reservations (migration 0020). Used ones are the reservations the finance step already
 * billed before a ride (rides.reservation_id, reserved 8 minutes before the start, the
 * plan read from the bill's cost). Expired ones are card riders' holds that ran out without
 * a ride, each with its reserveVehicle bill; a few recent holds are still running (unused)
 * when the seed's `now` is the present.
 */
export const reservationsStep: SeedStep = {
  name: 'reservations',
  async run(ctx: SeedContext) {
    const random = ctx.random('reservations');
    const now = ctx.now.getTime();
    const used = await queryRows<{
      ride_id: string;
      reservation_id: string;
      user_id: string;
      vehicle_id: string;
      area_id: string | null;
      start_time: string;
      cost: string | null;
    }>(
      ctx.tx,
      sql`select distinct on (r.id) r.id as ride_id, r.reservation_id, r.user_id, r.vehicle_id, r.area_id, r.start_time::text as start_time, b.total_cost_piasters::text as cost
          from rides r
          left join bills b on b.user_id = r.user_id and b.type = 'reserveVehicle' and b.date = r.start_time - interval '8 minutes'
          where r.reservation_id is not null`,
    );
    const rows: Array<typeof reservations.$inferInsert> = used.map((ride) => {
      const cost = Number(ride.cost ?? PLANS[0]!.costPiasters);
      const plan = PLANS.find((candidate) => candidate.costPiasters === cost) ?? PLANS[0]!;
      const start = new Date(ride.start_time);
      const reservedAt = new Date(start.getTime() - 8 * MINUTE);
      return {
        id: ride.reservation_id,
        userId: ride.user_id,
        vehicleId: ride.vehicle_id,
        areaId: ride.area_id,
        minutes: plan.minutes,
        costPiasters: plan.costPiasters,
        rideId: ride.ride_id,
        reservedAt,
        expiresAt: new Date(reservedAt.getTime() + plan.minutes * MINUTE),
        usedAt: start,
      };
    });
    const riders = ctx.state.riders.filter((rider) => rider.paymentMethod === 'card');
    const pool = riders.length > 0 ? riders : ctx.state.riders;
    const billRows: Array<typeof bills.$inferInsert> = [];
    const extra = ctx.scaled(300, 20);
    for (let i = 0; i < extra; i++) {
      const rider = random.pick(pool);
      const areaVehicles = ctx.state.vehicles.filter((vehicle) => vehicle.areaId === rider.areaId);
      const vehicle = random.pick(areaVehicles.length > 0 ? areaVehicles : ctx.state.vehicles);
      const minutes = random.pick(PLANS).minutes;
      const cost = reservationCost(PLANS, minutes);
      if (!cost.ok) throw new Error(cost.error);
      // The last few are a few minutes old: still holding at `now`.
      const reservedAt = new Date(
        i < 3 ? now - random.int(1, 5) * MINUTE : now - random.float(1 * DAY, 90 * DAY),
      );
      const billId = random.id(reservedAt);
      billRows.push({
        id: billId,
        userId: rider.id,
        type: 'reserveVehicle',
        date: reservedAt,
        totalCostPiasters: cost.costPiasters,
        actualCostPiasters: cost.costPiasters,
        paymentMethod: 'card',
        paymentGateway: 'Paymob',
        maskedPan: rider.maskedPan,
        createdAt: reservedAt,
      });
      rows.push({
        id: random.id(reservedAt),
        userId: rider.id,
        vehicleId: vehicle.id,
        areaId: vehicle.areaId,
        minutes,
        costPiasters: cost.costPiasters,
        billId,
        rideId: null,
        reservedAt,
        expiresAt: new Date(reservedAt.getTime() + minutes * MINUTE),
        usedAt: null,
      });
    }
    await insertBatches(ctx.tx, bills, billRows);
    await insertBatches(ctx.tx, reservations, rows);
    addCount(ctx, 'reservations', rows.length);
    addCount(ctx, 'bills', billRows.length);
  },
};
