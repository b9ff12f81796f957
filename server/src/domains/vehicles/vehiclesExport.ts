import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { VEHICLES_EXPORT, type VehiclesExportField } from '@ops/shared/exports/vehiclesExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { VEHICLES_LIST, type VehiclesFilters } from '@ops/shared/lists/vehicles';
import { displayedBattery } from '@ops/shared/rules/battery';
import { VEHICLE_KIND_LABELS, VEHICLE_KIND_TITLES, STOLEN_VIEW_TITLE } from '@ops/shared/rules/vehicleKind';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { vehicles } from './tables';
import { VEHICLES_FILTER_CONDITIONS } from './vehiclesList';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({ row: vehicles, areaName: areas.name, cursor: cursorText(vehicles.createdAt) })
    .from(vehicles)
    .leftJoin(areas, eq(areas.id, vehicles.areaId))
    .where(where)
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(size);

export type VehicleExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function vehicleBatches(
  db: Db,
  filters: VehiclesFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly VehicleExportRow[]> {
  const where = ids ? inArray(vehicles.id, [...ids]) : filterCondition(filters, VEHICLES_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(vehicles.createdAt, vehicles.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

/** The list's flags as words, in its order (renderer features/vehicles/vehicleColumns.tsx). */
function flagsOf(v: VehicleExportRow['row']): string {
  const flags: string[] = [];
  if (v.inRide) flags.push('In ride');
  if (v.disabled) flags.push('Disabled');
  if (v.stolenAlert) flags.push('Lost/stolen');
  if (v.isUrgent) flags.push(v.urgencyType ? `Urgent: ${v.urgencyType}` : 'Urgent');
  if (v.isOutOfFence) flags.push('Out of fence');
  if (v.isMuted) flags.push('Muted');
  if (v.isInStorage) flags.push('In storage');
  return flags.join(', ');
}

const CELLS: Record<VehiclesExportField, FieldCell<VehicleExportRow>> = {
  code: { width: 12, value: (r) => r.row.code },
  vehicleType: { width: 12, value: (r) => r.row.vehicleType },
  manufacturer: { width: 14, value: (r) => r.row.manufacturer },
  // The battery the list shows (the shared rule: the real value, else the reported one scaled).
  battery: {
    width: 10,
    value: (r) => {
      const battery = displayedBattery(r.row);
      return battery === null ? null : Math.round(battery);
    },
  },
  status: { width: 12, value: (r) => r.row.status },
  iotStatus: { width: 10, value: (r) => r.row.iotStatus },
  lockStatus: { width: 10, value: (r) => r.row.lockStatus },
  area: { width: 16, value: (r) => r.areaName },
  flags: { width: 30, value: (r) => flagsOf(r.row) },
  lat: { width: 11, value: (r) => r.row.lat },
  long: { width: 11, value: (r) => r.row.long },
  lastUpdate: { width: 20, value: (r) => cairoDate(r.row.lastUpdate) },
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
  kind: { width: 10, value: (r) => VEHICLE_KIND_LABELS[r.row.kind] },
};

/**
 * Scooters and Bikes (vehicles.VIEW_PAGE and vehicles.EXPORT): the list's filters, the page's
 * kind among them, no date range (02 §5).
 */
export const vehiclesExport: ExportModule<VehicleExportRow, VehiclesFilters> = {
  spec: VEHICLES_EXPORT,
  title: VEHICLES_EXPORT.title,
  fields: fieldsOf(VEHICLES_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(VEHICLES_LIST, value, context),
  rowSource: vehicleBatches,
  // The file and sheet take the name of the page the export came from.
  sheet: (fields, filters) => ({
    title: filters.kind
      ? VEHICLE_KIND_TITLES[filters.kind]
      : filters.stolenAlert
        ? STOLEN_VIEW_TITLE
        : VEHICLES_EXPORT.title,
    fields,
  }),
};
