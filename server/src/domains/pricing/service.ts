import { and, asc, desc, eq } from 'drizzle-orm';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { PRICE_MESSAGES, priceInForce, priceInputError } from '@ops/shared/rules/priceSettings';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { recordAudit } from '../../platform/audit/record';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { VEHICLE_TYPES, type VehicleType } from '../vehicles';
import { ridePrices } from './tables';

type Reader = Db | Tx;

/**
 * The price a ride starting now in this area with this vehicle type takes (in piasters),
 * read in the ride's own transaction and stored on the ride: later changes never reach it.
 */
export async function priceForRide(
  db: Reader,
  areaId: string | null,
  vehicleType: string,
  at: Date,
): Promise<{ basePricePiasters: number; minutePricePiasters: number }> {
  const history = areaId ? await historyOf(db, areaId, vehicleType) : [];
  const price = priceInForce(history, at);
  return {
    basePricePiasters: toPiasters(price.basePrice),
    minutePricePiasters: toPiasters(price.minutePrice),
  };
}

async function historyOf(db: Reader, areaId: string, vehicleType: string) {
  const rows = await db
    .select()
    .from(ridePrices)
    .where(and(eq(ridePrices.areaId, areaId), eq(ridePrices.vehicleType, vehicleType)))
    .orderBy(desc(ridePrices.effectiveFrom), desc(ridePrices.id));
  return rows.map((row) => ({
    ...row,
    basePrice: toEgp(row.basePricePiasters),
    minutePrice: toEgp(row.minutePricePiasters),
  }));
}

export interface RidePriceView {
  areaId: string;
  areaName: string;
  vehicleType: string;
  basePrice: number;
  minutePrice: number;
  isDefault: boolean;
  effectiveFrom: string | null;
  setBy: { _id: string; name: string; phoneNumber: string } | null;
}

/** getRidePrices: one row per area and vehicle type, with the price in force now. */
export async function getRidePrices(deps: Deps): Promise<RidePriceView[]> {
  const now = deps.clock.now();
  const [areaRows, priceRows, people] = await Promise.all([
    deps.db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)),
    deps.db.select().from(ridePrices).orderBy(desc(ridePrices.effectiveFrom)),
    deps.db
      .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.type, 'operations')),
  ]);
  const views: RidePriceView[] = [];
  for (const area of areaRows) {
    for (const vehicleType of VEHICLE_TYPES) {
      const history = priceRows
        .filter(
          (row) =>
            row.areaId === area.id &&
            row.vehicleType === vehicleType &&
            row.effectiveFrom.getTime() <= now.getTime(),
        )
        .map((row) => ({
          ...row,
          basePrice: toEgp(row.basePricePiasters),
          minutePrice: toEgp(row.minutePricePiasters),
        }));
      const price = priceInForce(history, now);
      const latest = history[0] ?? null;
      views.push({
        areaId: area.id,
        areaName: area.name,
        vehicleType,
        basePrice: price.basePrice,
        minutePrice: price.minutePrice,
        isDefault: price.isDefault,
        effectiveFrom: latest?.effectiveFrom.toISOString() ?? null,
        setBy: latest?.setBy ? (people.find((person) => person._id === latest.setBy) ?? null) : null,
      });
    }
  }
  return views;
}

export async function getRidePriceHistory(deps: Deps, input: { areaId: string; vehicleType: string }) {
  const rows = await deps.db
    .select({ row: ridePrices, name: users.name, phoneNumber: users.phoneNumber })
    .from(ridePrices)
    .leftJoin(users, eq(users.id, ridePrices.setBy))
    .where(and(eq(ridePrices.areaId, input.areaId), eq(ridePrices.vehicleType, input.vehicleType)))
    .orderBy(desc(ridePrices.effectiveFrom), desc(ridePrices.id));
  return rows.map(({ row, name, phoneNumber }) => ({
    _id: row.id,
    areaId: row.areaId,
    vehicleType: row.vehicleType,
    basePrice: toEgp(row.basePricePiasters),
    minutePrice: toEgp(row.minutePricePiasters),
    effectiveFrom: row.effectiveFrom.toISOString(),
    setBy: row.setBy ? { _id: row.setBy, name: name ?? '', phoneNumber: phoneNumber ?? '' } : null,
    reason: row.reason,
  }));
}

/** setRidePrice (pricing.EDIT): a new entry in force from now, audited with the reason. */
export async function setRidePrice(
  deps: Deps,
  session: SessionInfo,
  input: { areaId: string; vehicleType: string; basePrice: number; minutePrice: number; reason: string },
): Promise<RidePriceView> {
  if (!VEHICLE_TYPES.includes(input.vehicleType as VehicleType))
    throw new UserError(PRICE_MESSAGES.vehicleType);
  requireLength('reason', input.reason.trim());
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // One change at a time per area: two editors cannot both think they replaced the same price.
    const [area] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(eq(areas.id, input.areaId))
      .for('update');
    if (!area) throw new UserError(PRICE_MESSAGES.areaNotFound);
    const before = priceInForce(await historyOf(tx, input.areaId, input.vehicleType), now);
    const problem = priceInputError(input, before);
    if (problem) throw new UserError(problem);
    const id = newId();
    await tx.insert(ridePrices).values({
      id,
      areaId: input.areaId,
      vehicleType: input.vehicleType,
      basePricePiasters: toPiasters(input.basePrice),
      minutePricePiasters: toPiasters(input.minutePrice),
      effectiveFrom: now,
      setBy: session.user._id,
      reason: input.reason.trim(),
    });
    await recordAudit(tx, {
      targetUserId: null,
      subject: { type: 'ridePrice', id },
      actorId: session.user._id,
      action: 'setRidePrice',
      before: {
        areaId: input.areaId,
        vehicleType: input.vehicleType,
        basePrice: before.basePrice,
        minutePrice: before.minutePrice,
      },
      after: {
        areaId: input.areaId,
        vehicleType: input.vehicleType,
        basePrice: input.basePrice,
        minutePrice: input.minutePrice,
      },
      reason: input.reason.trim(),
      at: now,
    });
  });
  const views = await getRidePrices(deps);
  return views.find((view) => view.areaId === input.areaId && view.vehicleType === input.vehicleType)!;
}
