import { eq, type SQL } from 'drizzle-orm';
import { VEHICLES_LIST } from '@ops/shared/lists/vehicles';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { QueryGetVehiclesArgs } from '../../platform/generated/graphql';
import { listPage } from '../../platform/lists/listQuery';
import { vehicles } from './tables';
import { VEHICLES_FILTER_CONDITIONS, VEHICLES_SORT_COLUMNS } from './vehiclesList';

/** One row of the Scooters list (schema: VehicleListRow). */
export interface VehicleListRow {
  _id: string;
  code: string;
  status: string;
  iotStatus: string;
  lat: number;
  long: number;
  battery: number;
  realBatteryValue: number | null;
  displayedBattery: number | null;
  isInStorage: boolean;
  inRide: boolean;
  area: { _id: string; name: string } | null;
  manufacturer: string;
  vehicleType: string;
  kind: string;
  lockStatus: string;
  disabled: boolean;
  isUrgent: boolean;
  urgencyType: string | null;
  stolenAlert: boolean;
  isOutOfFence: boolean;
  isMuted: boolean;
  lastUpdate: string | null;
}

export interface VehiclesPage {
  vehicles: VehicleListRow[];
  totalVehicles: number;
  totalPages: number;
}

async function selectRows(
  deps: Deps,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<VehicleListRow[]> {
  const rows = await deps.db
    .select({ vehicle: vehicles, areaName: areas.name })
    .from(vehicles)
    .leftJoin(areas, eq(areas.id, vehicles.areaId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ vehicle: v, areaName }) => ({
    _id: v.id,
    code: v.code,
    status: v.status,
    iotStatus: v.iotStatus,
    lat: v.lat,
    long: v.long,
    battery: v.battery,
    realBatteryValue: v.realBatteryValue,
    displayedBattery: displayedBattery(v),
    isInStorage: v.isInStorage,
    inRide: v.inRide,
    area: v.areaId && areaName ? { _id: v.areaId, name: areaName } : null,
    manufacturer: v.manufacturer,
    vehicleType: v.vehicleType,
    kind: v.kind,
    lockStatus: v.lockStatus,
    disabled: v.disabled,
    isUrgent: v.isUrgent,
    urgencyType: v.urgencyType,
    stolenAlert: v.stolenAlert,
    isOutOfFence: v.isOutOfFence,
    isMuted: v.isMuted,
    lastUpdate: v.lastUpdate?.toISOString() ?? null,
  }));
}

/** getVehicles (02 §7): one page of the Scooters list through the kit's one list helper. */
export async function getVehicles(
  deps: Deps,
  session: SessionInfo,
  args: QueryGetVehiclesArgs,
): Promise<VehiclesPage> {
  const page = await listPage(
    deps.db,
    VEHICLES_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: VEHICLES_FILTER_CONDITIONS,
      sortColumns: VEHICLES_SORT_COLUMNS,
      tieBreaker: vehicles.id,
      table: vehicles,
      rows: (request) => selectRows(deps, request),
    },
  );
  return { vehicles: page.rows, totalVehicles: page.total, totalPages: page.totalPages };
}
