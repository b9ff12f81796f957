import type { RentalStatus } from '@ops/shared/rules/rentals';
import { calendarDateIn } from '@ops/shared/rules/dateRange';
import { randomPointInPolygon } from '../../../domains/areas/geometry';
import { bills } from '../../../domains/bills/tables';
import { dayRentalEvents, dayRentals } from '../../../domains/rentals/tables';
import { insertBatches } from '../insert';
import { addCount, DAY, HOUR, MINUTE, staffWithRole, type SeedContext, type SeedStep } from '../context';

const STREETS = [
  'Road 9',
  'Street 231',
  'El Nasr Road',
  'Mohamed Farid',
  'Gameat El Dewal',
  'Makram Ebeid',
  'El Tahrir',
  'Abbas El Akkad',
];
const PRICES = [15_000, 20_000, 25_000];
const ORDER: RentalStatus[] = ['pending', 'ready', 'delivered', 'collected'];

/**
 * Day rentals (migration 0020) of card riders over the last 60 days and the next three:
 * past days collected, today's ready or delivered, coming days pending or ready. Each is paid
 * by card with its dayRental bill (card payments leave no wallet log), and each step it took
 * is a day_rental_events row by a field technician.
 */
export const rentalsStep: SeedStep = {
  name: 'rentals',
  async run(ctx: SeedContext) {
    const random = ctx.random('rentals');
    const now = ctx.now.getTime();
    const riders = ctx.state.riders.filter(
      (rider) => rider.paymentMethod === 'card' && rider.createdAt.getTime() < now - 70 * DAY,
    );
    const pool = riders.length > 0 ? riders : ctx.state.riders;
    const staff = [...staffWithRole(ctx, 'Field Technician'), ...staffWithRole(ctx, 'Operations Manager')];
    const actors = staff.length > 0 ? staff : ctx.state.staff;
    const rentalRows: Array<typeof dayRentals.$inferInsert> = [];
    const eventRows: Array<typeof dayRentalEvents.$inferInsert> = [];
    const billRows: Array<typeof bills.$inferInsert> = [];
    const count = ctx.scaled(150, 24);
    for (let i = 0; i < count; i++) {
      const rider = random.pick(pool);
      const area =
        ctx.state.areas.find((candidate) => candidate.id === rider.areaId) ?? random.pick(ctx.state.areas);
      // The first few are upcoming, so every status shows at any scale.
      const dayOffset = i < 6 ? random.int(0, 3) : random.int(-60, 3);
      const day = new Date(now + dayOffset * DAY);
      const bookedAt = new Date(
        now + (Math.min(dayOffset, 0) - random.int(1, 5)) * DAY + random.int(8, 20) * HOUR,
      );
      const status: RentalStatus =
        dayOffset < 0
          ? 'collected'
          : dayOffset === 0
            ? random.pick(['ready', 'delivered'] as const)
            : i % 3 === 0
              ? 'ready'
              : 'pending';
      const vehicles = ctx.state.vehicles.filter(
        (vehicle) => vehicle.areaId === area.id && vehicle.inService,
      );
      const vehicle =
        status === 'pending' ? null : random.pick(vehicles.length > 0 ? vehicles : ctx.state.vehicles);
      const price = random.pick(PRICES);
      const [lat, long] = randomPointInPolygon(area.outer, () => random.float(0, 1));
      const id = random.id(bookedAt);
      const billId = random.id(bookedAt);
      billRows.push({
        id: billId,
        userId: rider.id,
        type: 'dayRental',
        date: bookedAt,
        totalCostPiasters: price,
        actualCostPiasters: price,
        paymentMethod: 'card',
        paymentGateway: 'Paymob',
        maskedPan: rider.maskedPan,
        createdAt: bookedAt,
      });
      const steps = ORDER.slice(0, ORDER.indexOf(status) + 1);
      let at = bookedAt;
      steps.forEach((step, index) => {
        if (index > 0)
          at = new Date(
            Math.min(
              now - MINUTE,
              Math.max(at.getTime() + HOUR, day.getTime() - 12 * HOUR + index * 5 * HOUR),
            ),
          );
        eventRows.push({
          id: random.id(at),
          rentalId: id,
          fromStatus: index === 0 ? null : steps[index - 1]!,
          toStatus: step,
          vehicleId: index === 0 ? null : (vehicle?.id ?? null),
          byUserId: index === 0 ? null : random.pick(actors).id,
          note: null,
          at,
        });
      });
      rentalRows.push({
        id,
        userId: rider.id,
        areaId: area.id,
        vehicleId: vehicle?.id ?? null,
        status,
        rentalDate: calendarDateIn(day, 'Africa/Cairo'),
        pricePiasters: price,
        billId,
        deliveryAddress: `${random.int(1, 90)} ${random.pick(STREETS)}, ${area.name}`,
        deliveryLat: lat,
        deliveryLong: long,
        createdAt: bookedAt,
        updatedAt: at,
      });
    }
    await insertBatches(ctx.tx, bills, billRows);
    await insertBatches(ctx.tx, dayRentals, rentalRows);
    await insertBatches(ctx.tx, dayRentalEvents, eventRows);
    addCount(ctx, 'day_rentals', rentalRows.length);
    addCount(ctx, 'day_rental_events', eventRows.length);
    addCount(ctx, 'bills', billRows.length);
  },
};
