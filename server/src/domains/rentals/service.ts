import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { RENTALS_LIST, type RentalsFilters, type RentalsSortField } from '@ops/shared/lists/rentals';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { calendarDateIn } from '@ops/shared/rules/dateRange';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { isRentalStatus, RENTAL_MESSAGES, rentalTransitionProblem } from '@ops/shared/rules/rentals';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { bills } from '../bills';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { readListRequest, runListQuery, type FilterConditions } from '../../platform/lists/listQuery';
import { vehicles } from '../vehicles';
import { applyBalanceChange } from '../wallet';
import { rentalView, selectRentalViews, type DayRentalView } from './present';
import { dayRentalEvents, dayRentals } from './tables';

export const RENTAL_CONDITIONS: FilterConditions<RentalsFilters> = {
  status: (status) => eq(dayRentals.status, status),
  area: (areaIds) => inArray(dayRentals.areaId, areaIds),
  // The rented day, a Cairo calendar date, falls within the chosen days.
  date: (range) =>
    and(
      gte(dayRentals.rentalDate, calendarDateIn(new Date(range.startDate), CAIRO_TIME_ZONE)),
      lte(dayRentals.rentalDate, calendarDateIn(new Date(range.endDate), CAIRO_TIME_ZONE)),
    ),
  user: (userId) => eq(dayRentals.userId, userId),
};
const RENTAL_SORT = {
  createdAt: dayRentals.createdAt,
  rentalDate: dayRentals.rentalDate,
} as const satisfies Record<RentalsSortField, unknown>;

/** getDayRentals (rentals.VIEW_PAGE on the schema) on the list kit. */
export async function listDayRentals(
  deps: Deps,
  session: SessionInfo,
  args: ListRequestInput,
): Promise<{ rentals: DayRentalView[]; totalRentals: number; totalPages: number }> {
  const request = readListRequest(RENTALS_LIST, args, { role: session.role, now: deps.clock.now() });
  const page = await runListQuery(deps.db, request, {
    conditions: RENTAL_CONDITIONS,
    sortColumns: RENTAL_SORT,
    tieBreaker: dayRentals.id,
    table: dayRentals,
    rows: ({ where, orderBy, limit, offset }) =>
      selectRentalViews(deps.db, where, { limit, offset, order: orderBy }),
  });
  return { rentals: page.rows, totalRentals: page.total, totalPages: page.totalPages };
}

export interface RentalStatusChange {
  _id: string;
  status: string;
  expectedStatus: string;
  vehicleCode?: string | null;
  note?: string | null;
}

/**
 * setDayRentalStatus: one step of shared/rules/rentals.ts, recorded with who and when.
 * The row lock and expectedStatus make two people moving one rental at once end with one
 * move and a clear refusal, never two events for one step.
 */
export async function setDayRentalStatus(
  deps: Deps,
  session: SessionInfo,
  input: RentalStatusChange,
): Promise<DayRentalView> {
  requireLength('comment', input.note);
  if (!isRentalStatus(input.status) || !isRentalStatus(input.expectedStatus))
    throw new UserError(RENTAL_MESSAGES.badStatus);
  const to = input.status;
  await deps.db.transaction(async (tx) => {
    const [rental] = await tx.select().from(dayRentals).where(eq(dayRentals.id, input._id)).for('update');
    if (!rental) throw new UserError(RENTAL_MESSAGES.notFound);
    if (rental.status !== input.expectedStatus) throw new UserError(RENTAL_MESSAGES.changed);
    const problem = rentalTransitionProblem(
      rental.status,
      to,
      to === 'ready' ? input.vehicleCode : rental.vehicleId,
    );
    if (problem) throw new UserError(problem);
    let vehicleId = rental.vehicleId;
    if (to === 'ready') {
      const [vehicle] = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.code, input.vehicleCode!.trim()))
        .limit(1);
      if (!vehicle) throw new UserError(RENTAL_MESSAGES.vehicleNotFound);
      vehicleId = vehicle.id;
    }
    // Released back to pending: the prepared vehicle is no longer this rental's.
    if (to === 'pending') vehicleId = null;
    const at = deps.clock.now();
    await tx
      .update(dayRentals)
      .set({ status: to, vehicleId, updatedAt: at })
      .where(eq(dayRentals.id, rental.id));
    await tx.insert(dayRentalEvents).values({
      id: newId(),
      rentalId: rental.id,
      fromStatus: rental.status,
      toStatus: to,
      vehicleId: vehicleId ?? rental.vehicleId,
      byUserId: session.user._id,
      note: input.note?.trim() || null,
      at,
    });
  });
  return (await rentalView(deps.db, input._id))!;
}

export interface NewDayRental {
  userId: string;
  areaId: string | null;
  /** Cairo calendar day, YYYY-MM-DD. */
  rentalDate: string;
  pricePiasters: number;
  deliveryAddress?: string | null;
  deliveryLat?: number | null;
  deliveryLong?: number | null;
}

/**
 * A rider books a day rental (the rider app's call; the fleet simulator plays it). The
 * price is paid from the balance through the ledger with its bill, in one transaction with
 * the rental and its booking event; NEW_DAY_RENTAL goes out after commit.
 */
export async function createDayRental(deps: Deps, input: NewDayRental): Promise<DayRentalView> {
  const id = newId();
  await deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const billId = newId();
    await tx.insert(bills).values({
      id: billId,
      userId: input.userId,
      type: 'dayRental',
      date: at,
      totalCostPiasters: input.pricePiasters,
      actualCostPiasters: input.pricePiasters,
      paidWithBalancePiasters: input.pricePiasters,
      paymentMethod: 'balance',
      createdAt: at,
    });
    await applyBalanceChange(tx, {
      userId: input.userId,
      differencePiasters: -input.pricePiasters,
      type: 'DAY_RENTAL',
      clock: deps.clock,
      billId,
      additionalReason: 'Day rental',
    });
    await tx.insert(dayRentals).values({
      id,
      userId: input.userId,
      areaId: input.areaId,
      status: 'pending',
      rentalDate: input.rentalDate,
      pricePiasters: input.pricePiasters,
      billId,
      deliveryAddress: input.deliveryAddress ?? null,
      deliveryLat: input.deliveryLat ?? null,
      deliveryLong: input.deliveryLong ?? null,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(dayRentalEvents).values({
      id: newId(),
      rentalId: id,
      fromStatus: null,
      toStatus: 'pending',
      byUserId: null,
      note: null,
      at,
    });
  });
  const view = (await rentalView(deps.db, id))!;
  emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.NEW_DAY_RENTAL, view));
  return view;
}
