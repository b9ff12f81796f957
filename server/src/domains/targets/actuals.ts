/**
 * The actual side of /app/targets/actual: each figure of 02 §3 "Target per area per month",
 * computed by SQL over the raw tables for one window [start, end) of at most one month (the
 * month, or its first day up to now for the current month). Every query is bounded by that
 * window through an index: rides (area_id, start_time), bills (type, date), users (type,
 * created_at), vehicle_life_cycle ("case", created_at) and (vehicle_id, created_at), and the
 * snapshots' primary key (taken_at, ...). All money is summed in piasters and leaves as EGP.
 */
import { sql, type SQL } from 'drizzle-orm';
import { actualRevenue, uncollectedRevenue } from '@ops/shared/rules/analytics';
import { roundTo, safeRatio } from '@ops/shared/rules/rounding';
import { SHIFTS, SHIFT_HOURS, type Shift } from '@ops/shared/rules/shifts';
import type { ShiftActual, TargetActualFigures } from '@ops/shared/rules/targetComparison';
import { queryRows, type Db } from '../../platform/db/client';

export interface ActualWindow {
  start: Date;
  end: Date;
  /** Days counted (02 §5): operating vehicles are per day, so RPV and the ratio divide by them. */
  days: number;
}

type Num = number | string | null;
const num = (value: Num): number => (value === null ? 0 : Number(value));
const egp = (piasters: number): number => roundTo(piasters / 100);
/** An average over no rows is SQL null: nothing was measured, which is not 0. */
const mean = (value: Num | undefined): number | null =>
  value === null || value === undefined ? null : roundTo(Number(value));

const inList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The shift of a Cairo hour as SQL, from the same hours as shared/rules/shifts.ts. */
function shiftOf(instant: SQL): SQL {
  const hour = sql`extract(hour from (${instant}) AT TIME ZONE 'Africa/Cairo')`;
  return sql`CASE ${sql.join(
    SHIFTS.map(
      (shift) =>
        sql`WHEN ${hour} >= ${SHIFT_HOURS[shift][0]} AND ${hour} < ${SHIFT_HOURS[shift][1]} THEN ${shift}`,
    ),
    sql` `,
  )} END`;
}

interface RideRow {
  area_id: string;
  rides: Num;
  riders: Num;
  rated: Num;
  rated_four_plus: Num;
  total: Num;
  net: Num;
  balance: Num;
  prime: Num;
  promo: Num;
  refunded: Num;
}

/**
 * Rides of the window: ended rides (status done) that started in it, in the area.
 * - rides: their count. riders: the distinct riders among them.
 * - ratings ≥ 4 %: rated rides with 4 or 5 stars over rated rides, × 100.
 * - their ride bills: total (the price before anything paid it: totalREV), net (what a card
 *   paid: the actual cost less the balance part, when the payment succeeded), balance (paid
 *   from the wallet), prime (paid by the subscription), promo (paid by a promocode), refunded
 *   (REFUND bills given back for those bills).
 */
function ridesQuery(ids: readonly string[], w: ActualWindow): SQL {
  return sql`
    SELECT r.area_id,
           count(*) AS rides,
           count(DISTINCT r.user_id) AS riders,
           count(r.rating) AS rated,
           count(*) FILTER (WHERE r.rating >= 4) AS rated_four_plus,
           coalesce(sum(b.total_cost_piasters), 0) AS total,
           coalesce(sum(CASE WHEN b.is_payment_successful THEN b.actual_cost_piasters - b.paid_with_balance_piasters ELSE 0 END), 0) AS net,
           coalesce(sum(b.paid_with_balance_piasters), 0) AS balance,
           coalesce(sum(b.paid_with_subscription_piasters), 0) AS prime,
           coalesce(sum(b.paid_with_promocode_piasters), 0) AS promo,
           coalesce(sum(rf.balance_change_piasters), 0) AS refunded
      FROM rides r
      LEFT JOIN bills b ON b.id = r.bill_id
      LEFT JOIN bills rf ON rf.type = 'REFUND' AND rf.refunded_bill_id = b.id
     WHERE r.area_id IN (${inList(ids)}) AND r.status = 'done'
       AND r.start_time >= ${w.start} AND r.start_time < ${w.end}
     GROUP BY r.area_id`;
}

interface SettledRow {
  area_id: string;
  billed: Num;
  collected: Num;
}

/**
 * Settled negative balances: settleNegativeBalance bills dated in the window, by the rider's
 * home area (users.area_id; a settlement belongs to no ride). actualSettled is what they
 * billed (actual cost), netSettled what was collected (the payment succeeded).
 */
function settledQuery(ids: readonly string[], w: ActualWindow): SQL {
  return sql`
    SELECT u.area_id,
           coalesce(sum(b.actual_cost_piasters), 0) AS billed,
           coalesce(sum(b.actual_cost_piasters) FILTER (WHERE b.is_payment_successful), 0) AS collected
      FROM bills b
      JOIN users u ON u.id = b.user_id
     WHERE b.type = 'settleNegativeBalance' AND b.date >= ${w.start} AND b.date < ${w.end}
       AND u.area_id IN (${inList(ids)})
     GROUP BY u.area_id`;
}

interface CountRow {
  area_id: string;
  n: Num;
}

/** New users: riders (type user) who registered in the window, by their home area. */
function newUsersQuery(ids: readonly string[], w: ActualWindow): SQL {
  return sql`
    SELECT area_id, count(*) AS n FROM users
     WHERE type = 'user' AND created_at >= ${w.start} AND created_at < ${w.end} AND area_id IN (${inList(ids)})
     GROUP BY area_id`;
}

interface FleetRow {
  area_id: string;
  shift: Shift | null;
  fleet: Num;
  active: Num;
  operating: Num;
  urgent: Num;
}

/**
 * The fleet from the hourly snapshots taken in the window (fleetAlerts/snapshots.ts): for each
 * snapshot the area's vehicles (assigned), active ones (not in storage), operating ones
 * (active, not disabled, status not off) and urgent ones; each figure is the mean over the
 * snapshots, for the whole window and (the per-shift averages) over the snapshots taken in
 * the shift's hours. activeRatio and urgentRatio are those means over the mean fleet.
 */
function fleetQuery(ids: readonly string[], w: ActualWindow): SQL {
  return sql`
    WITH points AS (
      SELECT area_id, ${shiftOf(sql`taken_at`)} AS shift,
             sum(count) AS fleet, sum(active) AS active, sum(operating) AS operating, sum(urgent) AS urgent
        FROM vehicle_status_snapshots
       WHERE taken_at >= ${w.start} AND taken_at < ${w.end} AND active IS NOT NULL AND area_id IN (${inList(ids)})
       GROUP BY area_id, taken_at)
    SELECT area_id, CASE WHEN GROUPING(shift) = 0 THEN shift END AS shift,
           avg(fleet) AS fleet, avg(active) AS active, avg(operating) AS operating, avg(urgent) AS urgent
      FROM points
     GROUP BY GROUPING SETS ((area_id), (area_id, shift))`;
}

interface WaitRow {
  area_id: string;
  shift: Shift | null;
  minutes: Num;
}

/**
 * Awaiting inspection: an urgent vehicle waits for the field team from ENTERED_URGENT until its
 * next EXITED_URGENT (still waiting: until now). A wait counts its minutes inside the window
 * (a past month's figure does not grow after the month ended). The average is over the waits
 * that began in the window, by the vehicle's area, and per shift by the hour the wait began.
 */
function waitsQuery(ids: readonly string[], w: ActualWindow, now: Date): SQL {
  return sql`
    WITH waits AS (
      SELECT v.area_id, ${shiftOf(sql`e.created_at`)} AS shift,
             extract(epoch FROM (least(coalesce(x.created_at, ${now}::timestamptz), ${w.end}::timestamptz) - e.created_at)) / 60 AS minutes
        FROM vehicle_life_cycle e
        JOIN vehicles v ON v.id = e.vehicle_id
        LEFT JOIN LATERAL (
          SELECT x.created_at FROM vehicle_life_cycle x
           WHERE x.vehicle_id = e.vehicle_id AND x."case" = 'EXITED_URGENT' AND x.created_at >= e.created_at
           ORDER BY x.created_at LIMIT 1) x ON true
       WHERE e."case" = 'ENTERED_URGENT' AND e.created_at >= ${w.start} AND e.created_at < ${w.end}
         AND v.area_id IN (${inList(ids)}))
    SELECT area_id, CASE WHEN GROUPING(shift) = 0 THEN shift END AS shift, avg(minutes) AS minutes
      FROM waits
     GROUP BY GROUPING SETS ((area_id), (area_id, shift))`;
}

const byArea = <T extends { area_id: string }>(rows: T[]): Map<string, T> =>
  new Map(rows.map((row) => [row.area_id, row]));

/** The actual figures of each area (every area asked for gets figures, zeros where nothing happened). */
export async function actualsByArea(
  db: Db,
  areaIds: readonly string[],
  w: ActualWindow,
  now: Date,
): Promise<Map<string, TargetActualFigures>> {
  const result = new Map<string, TargetActualFigures>();
  if (areaIds.length === 0) return result;
  const empty = w.end.getTime() <= w.start.getTime();
  const [rideRows, settledRows, newUserRows, fleetRows, waitRows] = empty
    ? [[], [], [], [], []]
    : await Promise.all([
        queryRows<RideRow>(db, ridesQuery(areaIds, w)),
        queryRows<SettledRow>(db, settledQuery(areaIds, w)),
        queryRows<CountRow>(db, newUsersQuery(areaIds, w)),
        queryRows<FleetRow>(db, fleetQuery(areaIds, w)),
        queryRows<WaitRow>(db, waitsQuery(areaIds, w, now)),
      ]);
  const ridesOf = byArea(rideRows);
  const settledOf = byArea(settledRows);
  const newUsersOf = byArea(newUserRows);
  for (const areaId of areaIds) {
    const ride = ridesOf.get(areaId);
    const fleet = fleetRows.find((row) => row.area_id === areaId && row.shift === null);
    const wait = waitRows.find((row) => row.area_id === areaId && row.shift === null);
    const settled = settledOf.get(areaId);
    const rides = num(ride?.rides ?? null);
    const operating = num(fleet?.operating ?? null);
    const fleetSize = num(fleet?.fleet ?? null);
    // Vehicle-days: operating vehicles on an average snapshot, times the days counted.
    const vehicleDays = operating * w.days;
    const total = egp(num(ride?.total ?? null));
    const actREV = actualRevenue(
      egp(num(ride?.net ?? null)),
      egp(num(ride?.balance ?? null)),
      egp(num(ride?.prime ?? null)),
    );
    const netREVS = roundTo(actREV - egp(num(ride?.refunded ?? null)));
    const lostREVS = uncollectedRevenue(total, actREV, egp(num(ride?.promo ?? null)));
    const actualSettled = egp(num(settled?.billed ?? null));
    const netSettled = egp(num(settled?.collected ?? null));
    const shifts: ShiftActual[] = SHIFTS.map((shift) => {
      const fleetInShift = fleetRows.find((row) => row.area_id === areaId && row.shift === shift);
      const waitInShift = waitRows.find((row) => row.area_id === areaId && row.shift === shift);
      return {
        shift,
        active: roundTo(num(fleetInShift?.active ?? null)),
        urgent: roundTo(num(fleetInShift?.urgent ?? null)),
        awaitingInspectionMinutes: mean(waitInShift?.minutes),
      };
    });
    result.set(areaId, {
      assigned: roundTo(fleetSize),
      operating: roundTo(operating),
      // Rides per operating vehicle per day: the measure the set ratio targets.
      ratio: safeRatio(rides, vehicleDays),
      rides,
      // Revenue per operating vehicle per day: gross (totalRPV), actual (actRPV), net (netRPV).
      totalRPV: safeRatio(total, vehicleDays),
      totalREV: total,
      actRPV: safeRatio(actREV, vehicleDays),
      netRPV: safeRatio(netREVS, vehicleDays),
      // 02 §5: actual revenue is net plus balance-paid plus subscription-paid.
      actREV,
      actREVPerRide: safeRatio(actREV, rides),
      actualSettled,
      netSettled,
      netSettledREV: roundTo(netREVS + netSettled),
      actualSettledREV: roundTo(actREV + actualSettled),
      // Net revenue: actual revenue less what was refunded of those bills.
      netREVS,
      netREVPerRide: safeRatio(netREVS, rides),
      // 02 §5: uncollected is total minus actual minus promo-code-paid.
      lostREVS,
      lostREVSPercentage: safeRatio(lostREVS * 100, total),
      activeRatio: safeRatio(num(fleet?.active ?? null), fleetSize),
      active: roundTo(num(fleet?.active ?? null)),
      urgentRatio: safeRatio(num(fleet?.urgent ?? null), fleetSize),
      urgent: roundTo(num(fleet?.urgent ?? null)),
      riders: num(ride?.riders ?? null),
      newUsers: num(newUsersOf.get(areaId)?.n ?? null),
      awaitngInspectionMinutesAverage: mean(wait?.minutes),
      ratingsAboveOrEqualFourPercentage:
        num(ride?.rated ?? null) === 0
          ? null
          : safeRatio(num(ride?.rated_four_plus ?? null) * 100, num(ride?.rated ?? null)),
      shifts,
    });
  }
  return result;
}
