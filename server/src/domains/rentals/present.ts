import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { nextRentalStatuses } from '@ops/shared/rules/rentals';
import type { DayRentalPayload, DayRentalStepPayload } from '@ops/shared/realtime/riderEvents';
import { areas } from '../areas';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import type { PersonRef } from '../wallet';
import { dayRentalEvents, dayRentals } from './tables';

// The rental as getDayRentals shows it is also what NEW_DAY_RENTAL carries: one shape, in the realtime contract.
export type DayRentalEventView = DayRentalStepPayload;
export type DayRentalView = DayRentalPayload;

const person = (id: string | null, name: string | null, phone: string | null): PersonRef | null =>
  id ? { _id: id, name: name ?? '', phoneNumber: phone ?? '' } : null;

async function eventsOf(db: Db | Tx, rentalIds: string[]): Promise<Map<string, DayRentalEventView[]>> {
  const byRental = new Map<string, DayRentalEventView[]>();
  if (rentalIds.length === 0) return byRental;
  const rows = await db
    .select({ event: dayRentalEvents, code: vehicles.code, name: users.name, phone: users.phoneNumber })
    .from(dayRentalEvents)
    .leftJoin(vehicles, eq(vehicles.id, dayRentalEvents.vehicleId))
    .leftJoin(users, eq(users.id, dayRentalEvents.byUserId))
    .where(inArray(dayRentalEvents.rentalId, rentalIds))
    .orderBy(asc(dayRentalEvents.at), asc(dayRentalEvents.id));
  for (const { event, code, name, phone } of rows) {
    const list = byRental.get(event.rentalId) ?? [];
    list.push({
      _id: event.id,
      from: event.fromStatus,
      to: event.toStatus,
      vehicle: event.vehicleId ? { _id: event.vehicleId, code: code ?? '' } : null,
      by: person(event.byUserId, name, phone),
      note: event.note,
      at: event.at.toISOString(),
    });
    byRental.set(event.rentalId, list);
  }
  return byRental;
}

/** Rentals with rider, area, vehicle and their recorded status changes. */
export async function selectRentalViews(
  db: Db | Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number; order?: SQL[] } = { limit: 100, offset: 0 },
): Promise<DayRentalView[]> {
  const rows = await db
    .select({
      rental: dayRentals,
      userName: users.name,
      phone: users.phoneNumber,
      areaName: areas.name,
      code: vehicles.code,
    })
    .from(dayRentals)
    .leftJoin(users, eq(users.id, dayRentals.userId))
    .leftJoin(areas, eq(areas.id, dayRentals.areaId))
    .leftJoin(vehicles, eq(vehicles.id, dayRentals.vehicleId))
    .where(where)
    .orderBy(...(page.order ?? [desc(dayRentals.createdAt), desc(dayRentals.id)]))
    .limit(page.limit)
    .offset(page.offset);
  const events = await eventsOf(
    db,
    rows.map((row) => row.rental.id),
  );
  return rows.map(({ rental, userName, phone, areaName, code }) => ({
    _id: rental.id,
    user: person(rental.userId, userName, phone),
    area: rental.areaId ? { _id: rental.areaId, name: areaName ?? '' } : null,
    vehicle: rental.vehicleId ? { _id: rental.vehicleId, code: code ?? '' } : null,
    status: rental.status,
    rentalDate: rental.rentalDate,
    price: toEgp(rental.pricePiasters),
    billId: rental.billId,
    deliveryAddress: rental.deliveryAddress,
    deliveryLat: rental.deliveryLat,
    deliveryLong: rental.deliveryLong,
    createdAt: rental.createdAt.toISOString(),
    updatedAt: rental.updatedAt.toISOString(),
    nextStatuses: [...nextRentalStatuses(rental.status)],
    events: events.get(rental.id) ?? [],
  }));
}

export async function rentalView(db: Db | Tx, id: string): Promise<DayRentalView | null> {
  const [view] = await selectRentalViews(db, eq(dayRentals.id, id), { limit: 1, offset: 0 });
  return view ?? null;
}
