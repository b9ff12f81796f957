import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cairoDay } from '@ops/shared/analytics/buckets';
import {
  ACTIVATION_CYCLES_EXPORT,
  counterRowKey,
  MALFUNCTION_ALERTS_EXPORT,
  VEHICLE_ALERT_EXPORTS,
  VEHICLES_COUNTER_EXPORT,
  type ActivationCyclesExportField,
  type AlertVehicleExportField,
  type MalfunctionAlertsExportField,
  type VehicleAlertPage,
  type VehiclesCounterExportField,
} from '@ops/shared/exports/fleetAlertsExportFields';
import { compactFilters, LIST_MESSAGES, type Parsed } from '@ops/shared/lists/listRequest';
import { IOT_BATTERY_ALERT_LABELS, urgencyLabel, type IotBatteryAlert } from '@ops/shared/rules/alerts';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { durationText } from '@ops/shared/rules/durationText';
import { taskCaseLabel } from '@ops/shared/rules/labels';
import { queryRows, type Db } from '../../platform/db/client';
import {
  activationCycleCondition,
  activationWindow,
  CYCLE_COLUMNS,
  CYCLE_FROM,
  cycleView,
  type CycleRow,
} from './activationCycles';
import {
  MALFUNCTION_COLUMNS,
  MALFUNCTION_FROM,
  malfunctionCondition,
  malfunctionView,
  type MalfunctionRow,
} from './malfunctions';
import { readPlainDates, snapshotCounts } from './snapshots';
import {
  VEHICLE_ALERT_COLUMNS,
  VEHICLE_ALERT_QUERIES,
  vehicleAlertCondition,
  vehicleAlertOrder,
  vehicleAlertView,
  type FleetAlertVehicleView,
  type VehicleAlertRow,
} from './vehicleAlerts';
import { cairoDate } from '../../platform/exports/cells';
import { keysetBatches, type Keyset } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

// ---- The pages' filters: their queries' arguments (the area choice, and a range where the page has one) ----

const areaChoice = z.array(z.string().trim().min(1).max(64)).max(500).optional();
const areaFilters = z.strictObject({ area: areaChoice });
const rangeFilters = z.strictObject({
  area: areaChoice,
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
type AreaFilters = z.infer<typeof areaFilters>;
type RangeFilters = z.infer<typeof rangeFilters>;

/** Compacted as every list's filters are (02 §5: an empty area list is dropped); both ends of a range or neither. */
function readPageFilters<F extends RangeFilters>(
  schema: z.ZodType<F>,
  value: Record<string, unknown>,
): Parsed<F> {
  const result = schema.safeParse(compactFilters(value));
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue?.code === 'unrecognized_keys')
      return { ok: false, error: LIST_MESSAGES.unknownFilter(issue.keys) };
    return {
      ok: false,
      error: LIST_MESSAGES.badFilter(issue?.path.map(String).join('.') ?? '', issue?.message ?? ''),
    };
  }
  const { startDate, endDate } = result.data;
  if (!startDate && endDate) return { ok: false, error: DATE_RANGE_MESSAGES.startMissing };
  if (startDate && !endDate) return { ok: false, error: DATE_RANGE_MESSAGES.endMissing };
  return { ok: true, value: result.data };
}

const inIds = (column: SQL, ids: readonly string[]): SQL =>
  sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
const percent = (value: number | null) => (value === null ? null : `${Math.round(value)}%`);
const instant = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);

// ---- Urgent, out of fence, IoT battery: one list, three pages ----

type AlertVehicleExportRow = FleetAlertVehicleView & { cursor: string };

/**
 * In the page's order (vehicleAlerts.ts), read by keyset on its never-null key and the code.
 * A selection stays among the page's own vehicles: it names rows of that list, and the
 * vehicles it may not show belong to the Scooters export and its permission.
 */
function vehicleAlertBatches(page: VehicleAlertPage) {
  const { sortKey, descending, keyType } = VEHICLE_ALERT_QUERIES[page];
  const afterKey = (after: Keyset | null): SQL => {
    if (!after) return sql``;
    const cursor = sql`${after.cursor}::${sql.raw(keyType)}`;
    return sql`AND (${sortKey} ${sql.raw(descending ? '<' : '>')} ${cursor} OR (${sortKey} = ${cursor} AND v.code > ${after.id}))`;
  };
  return (
    db: Db,
    filters: AreaFilters,
    ids: readonly string[] | null,
  ): AsyncIterable<readonly AlertVehicleExportRow[]> => {
    const where = ids
      ? sql`${vehicleAlertCondition(page, null)} AND ${inIds(sql`v.id`, ids)}`
      : vehicleAlertCondition(page, filters.area);
    return keysetBatches(
      async (after, size) =>
        (
          await queryRows<VehicleAlertRow & { cursor: string }>(
            db,
            sql`SELECT ${VEHICLE_ALERT_COLUMNS}, ${sortKey}::text AS cursor
                  FROM vehicles v LEFT JOIN areas a ON a.id = v.area_id
                 WHERE ${where} ${afterKey(after)}
                 ORDER BY ${vehicleAlertOrder(page)}
                 LIMIT ${size}`,
          )
        ).map((row) => ({ ...vehicleAlertView(row), cursor: row.cursor })),
      (row) => ({ cursor: row.cursor, id: row.code }),
    );
  };
}

function iotBatteryText(row: FleetAlertVehicleView): string | null {
  const alert = row.iotBatteryAlert
    ? (IOT_BATTERY_ALERT_LABELS[row.iotBatteryAlert as IotBatteryAlert] ?? row.iotBatteryAlert)
    : null;
  return [percent(row.phoneBattery), alert].filter(Boolean).join(' ') || null;
}

const ALERT_VEHICLE_CELLS: Record<AlertVehicleExportField, FieldCell<AlertVehicleExportRow>> = {
  code: { width: 12, value: (r) => r.code },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  urgencyType: { width: 20, value: (r) => (r.urgencyType ? urgencyLabel(r.urgencyType) : null) },
  iotBattery: { width: 22, value: iotBatteryText },
  battery: { width: 9, value: (r) => percent(r.battery) },
  status: { width: 9, value: (r) => r.status || null },
  iotStatus: { width: 9, value: (r) => r.iotStatus || null },
  lockStatus: { width: 9, value: (r) => r.lockStatus || null },
  inRide: { width: 8, value: (r) => (r.inRide ? 'Yes' : 'No') },
  lastUpdate: { width: 20, value: (r) => instant(r.lastUpdate) },
  location: { width: 22, value: (r) => `${r.lat.toFixed(5)}, ${r.long.toFixed(5)}` },
};

const vehicleAlertExport = (page: VehicleAlertPage): ExportModule<AlertVehicleExportRow, AreaFilters> => ({
  spec: VEHICLE_ALERT_EXPORTS[page],
  title: VEHICLE_ALERT_EXPORTS[page].title,
  fields: fieldsOf(VEHICLE_ALERT_EXPORTS[page], ALERT_VEHICLE_CELLS),
  readFilters: (value) => readPageFilters(areaFilters, value),
  rowSource: vehicleAlertBatches(page),
});

/** Each page's view permission and vehicles.EXPORT; no date range (02 §5: not for vehicles). */
export const urgentVehiclesExport = vehicleAlertExport('urgent');
export const outOfFenceVehiclesExport = vehicleAlertExport('outOfFence');
export const iotBatteryAlertsExport = vehicleAlertExport('iotBattery');

// ---- Activation cycle ----

type CycleExportRow = ReturnType<typeof cycleView> & { cursor: string };

/** Newest activation first, as the page; a selection stays among activations (the page's rows). */
function cycleBatches(
  db: Db,
  filters: RangeFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly CycleExportRow[]> {
  // The page's own range check and message (a UserError: the route answers it with 400).
  const window =
    filters.startDate && filters.endDate ? activationWindow(filters.startDate, filters.endDate) : null;
  const where = ids
    ? sql`${activationCycleCondition(null, null)} AND ${inIds(sql`e.id`, ids)}`
    : activationCycleCondition(filters.area, window);
  return keysetBatches(
    async (after, size) =>
      (
        await queryRows<CycleRow & { cursor: string }>(
          db,
          sql`SELECT ${CYCLE_COLUMNS}, e.created_at::text AS cursor
                FROM ${CYCLE_FROM}
               WHERE ${where} ${after ? sql`AND (e.created_at, e.id) < (${after.cursor}::timestamptz, ${after.id})` : sql``}
               ORDER BY e.created_at DESC, e.id DESC
               LIMIT ${size}`,
        )
      )
        // No photo column: a signed address would expire in the file.
        .map((row) => ({ ...cycleView(row, () => null), cursor: row.cursor })),
    (row) => ({ cursor: row.cursor, id: row._id }),
  );
}

const personName = (who: { _id: string; name: string } | null) => (who ? who.name || who._id : null);

const CYCLE_CELLS: Record<ActivationCyclesExportField, FieldCell<CycleExportRow>> = {
  code: { width: 12, value: (r) => r.code },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  deactivatedAt: { width: 20, value: (r) => instant(r.deactivatedAt) },
  deactivatedBy: { width: 20, value: (r) => personName(r.deactivatedBy) },
  activatedAt: { width: 20, value: (r) => instant(r.activatedAt) },
  activatedBy: { width: 20, value: (r) => personName(r.activatedBy) },
  minutesOut: { width: 14, value: (r) => (r.minutesOut === null ? null : durationText(r.minutesOut)) },
  battery: { width: 9, value: (r) => percent(r.battery) },
};

/** Activation cycle (vehicles.VIEW_ACTIVATION_CYCLE and vehicles.EXPORT): the activated range is the one the 95-day rule reads. */
export const activationCyclesExport: ExportModule<CycleExportRow, RangeFilters> = {
  spec: ACTIVATION_CYCLES_EXPORT,
  title: ACTIVATION_CYCLES_EXPORT.title,
  fields: fieldsOf(ACTIVATION_CYCLES_EXPORT, CYCLE_CELLS),
  readFilters: (value) => readPageFilters(rangeFilters, value),
  rowSource: cycleBatches,
};

// ---- Malfunction alerts ----

type MalfunctionExportRow = ReturnType<typeof malfunctionView> & { cursor: string };

/** The longest waiting first, as the page; a selection stays among open malfunction cases (the page's rows). */
function malfunctionBatches(
  db: Db,
  filters: AreaFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly MalfunctionExportRow[]> {
  const where = ids
    ? sql`${malfunctionCondition(null)} AND ${inIds(sql`t.id`, ids)}`
    : malfunctionCondition(filters.area);
  return keysetBatches(
    async (after, size) =>
      (
        await queryRows<MalfunctionRow & { cursor: string }>(
          db,
          sql`SELECT ${MALFUNCTION_COLUMNS}, t.created_at::text AS cursor
                FROM ${MALFUNCTION_FROM}
               WHERE ${where} ${after ? sql`AND (t.created_at, t.id) > (${after.cursor}::timestamptz, ${after.id})` : sql``}
               ORDER BY t.created_at ASC, t.id
               LIMIT ${size}`,
        )
      ).map((row) => ({ ...malfunctionView(row), cursor: row.cursor })),
    (row) => ({ cursor: row.cursor, id: row._id }),
  );
}

const MALFUNCTION_CELLS: Record<MalfunctionAlertsExportField, FieldCell<MalfunctionExportRow>> = {
  code: { width: 12, value: (r) => r.code },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  createdAt: { width: 20, value: (r) => instant(r.createdAt) },
  status: { width: 12, value: (r) => r.status },
  mainCase: { width: 22, value: (r) => (r.mainCase ? taskCaseLabel(r.mainCase) : null) },
  assignedToName: { width: 20, value: (r) => r.assignedToName },
  battery: { width: 9, value: (r) => percent(r.battery) },
  vehicleStatus: { width: 12, value: (r) => r.vehicleStatus },
};

/** Malfunction alerts (vehicles.VIEW_VEHICLE_MALFUNCTION_ALERT and vehicles.EXPORT); no date range (02 §5: not for vehicles). */
export const malfunctionAlertsExport: ExportModule<MalfunctionExportRow, AreaFilters> = {
  spec: MALFUNCTION_ALERTS_EXPORT,
  title: MALFUNCTION_ALERTS_EXPORT.title,
  fields: fieldsOf(MALFUNCTION_ALERTS_EXPORT, MALFUNCTION_CELLS),
  readFilters: (value) => readPageFilters(areaFilters, value),
  rowSource: malfunctionBatches,
};

// ---- Counter ----

type CounterExportRow = Awaited<ReturnType<typeof snapshotCounts>>[number];

/** A Counter day from the page's plain date, or from the Cairo start or end of day the dialog sends. */
function counterDay(value: string): string {
  // What is not an instant is left for readPlainDates to refuse in the page's words.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return value;
  return cairoDay(new Date(value));
}

/** Rows named `day:area` (counterRowKey): the days they span, their areas, then only those rows. */
async function selectedCounts(db: Db, ids: readonly string[]): Promise<CounterExportRow[]> {
  const named = ids.map((id) => /^(\d{4}-\d{2}-\d{2}):(.*)$/.exec(id)).filter((match) => match !== null);
  if (named.length === 0) return [];
  const days = named.map((match) => match[1]!).sort();
  const rows = await snapshotCounts(db, {
    days: { startDate: days[0]!, endDate: days.at(-1)! },
    area: named.map((match) => match[2]!),
  });
  return rows.filter((row) => ids.includes(counterRowKey(row)));
}

/** One batch: a row per day and area, as the page gets them whole. */
async function* counterBatches(
  db: Db,
  filters: RangeFilters,
  ids: readonly string[] | null,
): AsyncGenerator<readonly CounterExportRow[]> {
  let rows: CounterExportRow[];
  if (ids) rows = await selectedCounts(db, ids);
  else if (filters.startDate && filters.endDate) {
    const days = { startDate: counterDay(filters.startDate), endDate: counterDay(filters.endDate) };
    // The page's own range rules and messages (UserErrors: the route answers them with 400).
    readPlainDates(days.startDate, days.endDate);
    rows = await snapshotCounts(db, { days, area: filters.area });
  } else rows = await snapshotCounts(db, { days: null, area: filters.area });
  if (rows.length > 0) yield rows;
}

const COUNTER_CELLS: Record<VehiclesCounterExportField, FieldCell<CounterExportRow>> = {
  // The page's MM/DD/YYYY.
  date: { width: 12, value: (r) => `${r.date.slice(5, 7)}/${r.date.slice(8, 10)}/${r.date.slice(0, 4)}` },
  takenAt: { width: 20, value: (r) => instant(r.takenAt) },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  on: { width: 8, value: (r) => r.on },
  ready: { width: 8, value: (r) => r.ready },
  off: { width: 8, value: (r) => r.off },
  total: { width: 8, value: (r) => r.total },
};

/**
 * Counter (vehicles.VIEW_SNAPSHOT_COUNTER and vehicles.EXPORT): the table as shown. Without a
 * range (a selection, or the no-limit permission) every snapshot day.
 */
export const vehiclesCounterExport: ExportModule<CounterExportRow, RangeFilters> = {
  spec: VEHICLES_COUNTER_EXPORT,
  title: VEHICLES_COUNTER_EXPORT.title,
  fields: fieldsOf(VEHICLES_COUNTER_EXPORT, COUNTER_CELLS),
  readFilters: (value) => readPageFilters(rangeFilters, value),
  rowSource: counterBatches,
};
