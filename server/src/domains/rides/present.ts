import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import { bills } from '../bills';
import { promocodes } from '../promocodes';
import type { Deps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import type { PersonRef } from '../../platform/generated/graphql';
import { ridePricePiasters } from './price';
import { rides } from './tables';

/** A ride as GraphQL shows it (01 §3, 02 §3): EGP amounts, signed image links, references. */
export interface RideView {
  _id: string;
  status: string;
  createdAt: string;
  start_time: string;
  end_time: string | null;
  time: number;
  endedBy: string | null;
  endedByReason: string | null;
  basePrice: number;
  minutePrice: number;
  price: number;
  compensationAmount: number;
  imageUrl: string | null;
  additionalImageURL: string | null;
  startLat: number | null;
  startLong: number | null;
  stopLat: number | null;
  stopLong: number | null;
  startVehicleBattery: number | null;
  endVehicleBattery: number | null;
  rating: number | null;
  feedbackComment: string | null;
  freeRide: boolean;
  isExpressRide: boolean;
  distance: number | null;
  checkStatus: string;
  user: PersonRef | null;
  scooter: { _id: string; code: string } | null;
  area: { _id: string; name: string } | null;
  /** 02 §3 Ride.promocodeApplied: the code the ride was billed with, if any. */
  promocodeApplied: { _id: string; code: string } | null;
  bill: {
    _id: string;
    totalCost: number;
    actualCost: number;
    paidWithBalance: number;
    isPaymentSuccessful: boolean;
    paymentGateway: string | null;
  } | null;
}

type Order = SQL | SQL[];

/** Rides with rider, vehicle, area and bill. `order` defaults to newest first. */
export async function selectRideViews(
  deps: Pick<Deps, 'storage' | 'clock'> & { db: Db | Tx },
  where: SQL | undefined,
  page: { limit: number; offset: number; order?: Order } = { limit: 100, offset: 0 },
): Promise<RideView[]> {
  const order = page.order ?? [desc(rides.createdAt), desc(rides.id)];
  const rows = await deps.db
    .select({
      ride: rides,
      user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
      vehicle: { id: vehicles.id, code: vehicles.code },
      area: { id: areas.id, name: areas.name },
      bill: bills,
      promocode: { id: promocodes.id, code: promocodes.code },
    })
    .from(rides)
    .leftJoin(users, eq(users.id, rides.userId))
    .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .leftJoin(areas, eq(areas.id, rides.areaId))
    .leftJoin(bills, eq(bills.id, rides.billId))
    .leftJoin(promocodes, eq(promocodes.id, rides.promocodeId))
    .where(where)
    .orderBy(...(Array.isArray(order) ? order : [order]))
    .limit(page.limit)
    .offset(page.offset);
  const now = deps.clock.now();
  const sign = (key: string | null) => (key ? deps.storage.signedUrl(key) : null);
  return rows.map(({ ride, user, vehicle, area, bill, promocode }) => ({
    _id: ride.id,
    status: ride.status,
    createdAt: ride.createdAt.toISOString(),
    start_time: ride.startTime.toISOString(),
    end_time: ride.endTime?.toISOString() ?? null,
    time: ride.timeMs ?? Math.max(0, now.getTime() - ride.startTime.getTime()),
    endedBy: ride.endedBy,
    endedByReason: ride.endedByReason,
    basePrice: toEgp(ride.basePricePiasters),
    minutePrice: toEgp(ride.minutePricePiasters),
    // An ended ride's price is its bill's; an ongoing one is priced now (01 §4 recalculation).
    price: toEgp(bill ? bill.totalCostPiasters : ridePricePiasters(ride, now)),
    compensationAmount: toEgp(ride.compensationPiasters),
    imageUrl: sign(ride.imageUrl),
    additionalImageURL: sign(ride.additionalImageUrl),
    startLat: ride.startLat,
    startLong: ride.startLong,
    stopLat: ride.stopLat,
    stopLong: ride.stopLong,
    startVehicleBattery: ride.startVehicleBattery,
    endVehicleBattery: ride.endVehicleBattery,
    rating: ride.rating,
    feedbackComment: ride.feedbackComment,
    freeRide: ride.freeRide,
    isExpressRide: ride.isExpressRide,
    distance: ride.distanceM,
    checkStatus: ride.checkStatus,
    user: user?.id ? { _id: user.id, name: user.name ?? '', phoneNumber: user.phoneNumber ?? '' } : null,
    scooter: vehicle?.id ? { _id: vehicle.id, code: vehicle.code ?? '' } : null,
    area: area?.id ? { _id: area.id, name: area.name ?? '' } : null,
    promocodeApplied: promocode?.id ? { _id: promocode.id, code: promocode.code ?? '' } : null,
    bill: bill
      ? {
          _id: bill.id,
          totalCost: toEgp(bill.totalCostPiasters),
          actualCost: toEgp(bill.actualCostPiasters),
          paidWithBalance: toEgp(bill.paidWithBalancePiasters),
          isPaymentSuccessful: bill.isPaymentSuccessful,
          paymentGateway: bill.paymentGateway,
        }
      : null,
  }));
}

export async function rideView(
  deps: Pick<Deps, 'storage' | 'clock' | 'db'>,
  rideId: string,
): Promise<RideView | null> {
  const [view] = await selectRideViews(deps, inArray(rides.id, [rideId]), { limit: 1, offset: 0 });
  return view ?? null;
}
