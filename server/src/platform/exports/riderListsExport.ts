import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  TOP_RIDERS_EXPORT,
  TOP_RIDERS_LIST,
  USERS_LIFE_CYCLE_EXPORT,
  WALLET_AUTO_CHARGES_EXPORT,
  type TopRidersExportField,
  type TopRidersFilters,
  type UsersLifeCycleExportField,
  type WalletAutoChargesExportField,
} from '@ops/shared/exports/riderListsExportFields';
import { dateRangeSchema } from '@ops/shared/lists/dateRangeFilter';
import { parseFilterValue, type ListDefinition } from '@ops/shared/lists/listRequest';
import { USER_LIFE_CYCLE_LIST, type UserLifeCycleFilters } from '@ops/shared/lists/userLifeCycle';
import { WALLET_AUTO_CHARGES_LIST, walletAutoChargesFilterSchema, type WalletAutoChargesSortField } from '@ops/shared/lists/walletAutoCharges';
import { TOP_RIDERS_MAX_LIMIT } from '@ops/shared/rules/lastMonth';
import { formatEgp, toEgp } from '@ops/shared/rules/money';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { systemClock } from '../deps';
import { areas } from '../../domains/areas/tables';
import type { Db } from '../db/client';
import { filterCondition } from '../lists/listQuery';
import { topRidersLastMonth, type TopRider } from '../../domains/referrals/topRiders';
import { roles } from '../../domains/roles/tables';
import { BY_A_USER, userLifeCycleConditions } from '../../domains/userLifeCycle/lifeCycleList';
import { users } from '../../domains/users/tables';
import { vehicleLifeCycle, vehicles } from '../../domains/vehicles/tables';
import { WALLET_AUTO_CHARGES_FILTER_CONDITIONS } from '../../domains/wallet/autoCharges';
import { walletAutoCharges, walletChargePlans } from '../../domains/wallet/tables';
import { cairoDate, cairoTime } from './cells';
import { cursorText, keysetBatches, olderThan } from './keyset';
import { fieldsOf, type ExportModule, type FieldCell } from './types';

// ---- Top Riders By Area ----

/**
 * The page's own ranking (topRidersLastMonth, its default length), one batch of at most 20.
 * A selection drops the area (POST /export reads no filters with ids), so it is picked from
 * the whole month's ranking at its longest, where every rider of the page's default view stands.
 */
async function* topRiderBatches(db: Db, filters: TopRidersFilters, ids: readonly string[] | null): AsyncGenerator<readonly TopRider[]> {
  const deps = { db, clock: systemClock };
  const month = ids ? await topRidersLastMonth(deps, { limit: TOP_RIDERS_MAX_LIMIT }) : await topRidersLastMonth(deps, { areaId: filters.area });
  const riders = ids ? month.riders.filter((rider) => ids.includes(rider._id)) : month.riders;
  if (riders.length > 0) yield riders;
}

const TOP_RIDER_CELLS: Record<TopRidersExportField, FieldCell<TopRider>> = {
  rank: { width: 5, value: (r) => r.rank },
  name: { width: 22, value: (r) => r.name || r._id },
  phone: { width: 16, value: (r) => r.phoneNumber },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  rides: { width: 8, value: (r) => r.ridesCount },
  minutes: { width: 9, value: (r) => r.minutes },
  spent: { width: 12, value: (r) => r.spent },
};

/** Top Riders By Area (users.VIEW_PAGE and users.EXPORT): last month's ranking, of one area or all. */
export const topRidersExport: ExportModule<TopRider, TopRidersFilters> = {
  spec: TOP_RIDERS_EXPORT,
  title: TOP_RIDERS_EXPORT.title,
  fields: fieldsOf(TOP_RIDERS_EXPORT, TOP_RIDER_CELLS),
  readFilters: (value, context) => parseFilterValue(TOP_RIDERS_LIST, value, context),
  rowSource: topRiderBatches,
};

// ---- Users Life Cycle ----

const selectLifeCycle = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      id: vehicleLifeCycle.id,
      case: vehicleLifeCycle.case,
      createdAt: vehicleLifeCycle.createdAt,
      userId: vehicleLifeCycle.userId,
      userName: users.name,
      roleName: roles.name,
      code: vehicleLifeCycle.code,
      areaName: areas.name,
      service: vehicleLifeCycle.service,
      batterySerial: vehicleLifeCycle.batterySerial,
      battery: vehicleLifeCycle.battery,
      cursor: cursorText(vehicleLifeCycle.createdAt),
    })
    .from(vehicleLifeCycle)
    .leftJoin(users, eq(users.id, vehicleLifeCycle.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(vehicles, eq(vehicles.id, vehicleLifeCycle.vehicleId))
    .leftJoin(areas, eq(areas.id, vehicles.areaId))
    .where(where)
    .orderBy(desc(vehicleLifeCycle.createdAt), desc(vehicleLifeCycle.id))
    .limit(size);

export type LifeCycleExportRow = Awaited<ReturnType<typeof selectLifeCycle>>[number];

/** The list's events (those a person caused, BY_A_USER, a selection too), newest first. */
function lifeCycleBatches(db: Db, filters: UserLifeCycleFilters, ids: readonly string[] | null): AsyncIterable<readonly LifeCycleExportRow[]> {
  const where = and(BY_A_USER, ids ? inArray(vehicleLifeCycle.id, [...ids]) : filterCondition(filters, userLifeCycleConditions(db)));
  return keysetBatches(
    (after, size) => selectLifeCycle(db, and(where, olderThan(vehicleLifeCycle.createdAt, vehicleLifeCycle.id, after)), size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

const LIFE_CYCLE_CELLS: Record<UsersLifeCycleExportField, FieldCell<LifeCycleExportRow>> = {
  date: { width: 20, value: (r) => cairoDate(r.createdAt) },
  user: { width: 22, value: (r) => r.userName || r.userId },
  role: { width: 16, value: (r) => r.roleName },
  case: { width: 16, value: (r) => vehicleLifeCycleLabel(r.case) },
  vehicle: { width: 12, value: (r) => r.code },
  area: { width: 16, value: (r) => r.areaName },
  serial: { width: 16, value: (r) => r.batterySerial },
  battery: { width: 9, value: (r) => (r.battery === null ? null : Math.round(r.battery)) },
  service: { width: 14, value: (r) => r.service },
};

/** Users Life Cycle (users.EXPORT; the page needs a login only): the list's filters, read by USER_LIFE_CYCLE_LIST's schema. */
export const usersLifeCycleExport: ExportModule<LifeCycleExportRow, UserLifeCycleFilters> = {
  spec: USERS_LIFE_CYCLE_EXPORT,
  title: USERS_LIFE_CYCLE_EXPORT.title,
  fields: fieldsOf(USERS_LIFE_CYCLE_EXPORT, LIFE_CYCLE_CELLS),
  readFilters: (value, context) => parseFilterValue(USER_LIFE_CYCLE_LIST, value, context),
  rowSource: lifeCycleBatches,
};

// ---- Wallet Auto Charges ----

/** The list's schema with the export's Created range (02 §5: this module is not exempt from it). */
const autoChargesExportFilterSchema = walletAutoChargesFilterSchema.extend({ createdAt: dateRangeSchema.optional() });
type AutoChargesExportFilters = z.infer<typeof autoChargesExportFilterSchema>;
const AUTO_CHARGES_EXPORT_LIST: ListDefinition<AutoChargesExportFilters, WalletAutoChargesSortField> = { ...WALLET_AUTO_CHARGES_LIST, filters: autoChargesExportFilterSchema };

const selectAutoCharges = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({ charge: walletAutoCharges, plan: walletChargePlans, userName: users.name, userPhone: users.phoneNumber, cursor: cursorText(walletAutoCharges.createdAt) })
    .from(walletAutoCharges)
    .leftJoin(walletChargePlans, eq(walletChargePlans.id, walletAutoCharges.walletChargePlanId))
    .leftJoin(users, eq(users.id, walletAutoCharges.userId))
    .where(where)
    .orderBy(desc(walletAutoCharges.createdAt), desc(walletAutoCharges.id))
    .limit(size);

export type AutoChargeExportRow = Awaited<ReturnType<typeof selectAutoCharges>>[number];

function autoChargeBatches(db: Db, filters: AutoChargesExportFilters, ids: readonly string[] | null): AsyncIterable<readonly AutoChargeExportRow[]> {
  const { createdAt, ...listFilters } = filters;
  const created = createdAt && and(gte(walletAutoCharges.createdAt, new Date(createdAt.startDate)), lte(walletAutoCharges.createdAt, new Date(createdAt.endDate)));
  const where = ids ? inArray(walletAutoCharges.id, [...ids]) : and(filterCondition(listFilters, WALLET_AUTO_CHARGES_FILTER_CONDITIONS), created);
  return keysetBatches(
    (after, size) => selectAutoCharges(db, and(where, olderThan(walletAutoCharges.createdAt, walletAutoCharges.id, after)), size),
    (row) => ({ cursor: row.cursor, id: row.charge.id }),
  );
}

/** The list's Status tag in words (autoCharges.ts: a removed charge is never active). */
function autoChargeStatus({ charge }: AutoChargeExportRow): string {
  if (charge.removedAt) return `Removed ${cairoTime(charge.removedAt)}`;
  return charge.active ? 'Active' : 'Paused';
}

const AUTO_CHARGE_CELLS: Record<WalletAutoChargesExportField, FieldCell<AutoChargeExportRow>> = {
  user: { width: 22, value: (r) => r.userName },
  phone: { width: 16, value: (r) => r.userPhone },
  plan: { width: 24, value: (r) => (r.plan ? `${formatEgp(toEgp(r.plan.pricePiasters))} → ${formatEgp(toEgp(r.plan.amountPiasters))}` : null) },
  card: { width: 20, value: (r) => r.charge.maskedPan },
  threshold: { width: 10, value: (r) => toEgp(r.charge.thresholdPiasters) },
  status: { width: 28, value: autoChargeStatus },
  lastChargedAt: { width: 20, value: (r) => cairoDate(r.charge.lastChargedAt) },
  createdAt: { width: 20, value: (r) => cairoDate(r.charge.createdAt) },
};

/**
 * Wallet Auto Charges (task.VIEW_WALLET_AUTO_CHARGES and bills.EXPORT): the list's filters
 * read by its own schema, with the Created range the export adds.
 */
export const walletAutoChargesExport: ExportModule<AutoChargeExportRow, AutoChargesExportFilters> = {
  spec: WALLET_AUTO_CHARGES_EXPORT,
  title: WALLET_AUTO_CHARGES_EXPORT.title,
  fields: fieldsOf(WALLET_AUTO_CHARGES_EXPORT, AUTO_CHARGE_CELLS),
  readFilters: (value, context) => parseFilterValue(AUTO_CHARGES_EXPORT_LIST, value, context),
  rowSource: autoChargeBatches,
};
