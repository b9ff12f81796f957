import { sql, type SQL } from 'drizzle-orm';
import { urgencyLabel } from '@ops/shared/rules/alerts';
import {
  changePercent,
  dailyRidesTarget,
  DASHBOARD_REVENUE_BILL_TYPES,
  FLEET_STATUS_LABELS,
  FLEET_STATUSES,
  targetProgress,
  type FleetStatus,
} from '@ops/shared/rules/dashboard';
import { toEgp } from '@ops/shared/rules/money';
import { roundTo } from '@ops/shared/rules/rounding';
import { daysInMonth } from '@ops/shared/rules/targets';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { VEHICLE_ALERT_QUERIES } from '../fleetAlerts';
import type { DashboardWindow } from './window';

/**
 * One function per dashboard part, each a few indexed reads on the raw tables (no
 * aggregate table: today is the one day an aggregate job would not have finished yet).
 * Today's and last week's ranges are index range reads on `rides (start_time)` and
 * `bills (type, date) INCLUDE (actual cost, refunded)`; bench/dashboardPlans.md has the plans.
 */

const iso = (date: Date): string => date.toISOString();

export interface RidesFigures {
  now: number;
  today: number;
  yesterday: number;
  sameTimeLastWeek: number;
  changePercent: number | null;
}

export const ridesQuery = (w: DashboardWindow): SQL =>
  sql`SELECT
          (SELECT count(*) FROM rides WHERE status = 'ongoing')::int AS now,
          (SELECT count(*) FROM rides WHERE start_time >= ${iso(w.todayStart)} AND start_time <= ${iso(w.now)})::int AS today,
          (SELECT count(*) FROM rides WHERE start_time >= ${iso(w.yesterdayStart)} AND start_time < ${iso(w.todayStart)})::int AS yesterday,
          (SELECT count(*) FROM rides WHERE start_time >= ${iso(w.lastWeekStart)} AND start_time <= ${iso(w.lastWeekNow)})::int AS last_week`;

export async function ridesFigures(deps: Deps, w: DashboardWindow): Promise<RidesFigures> {
  const [row] = await queryRows<{ now: number; today: number; yesterday: number; last_week: number }>(
    deps.db,
    ridesQuery(w),
  );
  const today = Number(row?.today ?? 0);
  const lastWeek = Number(row?.last_week ?? 0);
  return {
    now: Number(row?.now ?? 0),
    today,
    yesterday: Number(row?.yesterday ?? 0),
    sameTimeLastWeek: lastWeek,
    changePercent: changePercent(today, lastWeek),
  };
}

export interface RevenueFigures {
  today: number;
  yesterday: number;
  sameTimeLastWeek: number;
  lastWeekFullDay: number;
  lastWeekDay: string;
  changePercent: number | null;
}

const revenueTypes = sql.join(
  DASHBOARD_REVENUE_BILL_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** Collected (actual cost) of one range of bill dates, refunds left out; piasters. */
const collected = (from: Date, to: Date, inclusive: boolean) =>
  sql`(SELECT coalesce(sum(actual_cost_piasters), 0) FROM bills
        WHERE type IN (${revenueTypes}) AND NOT is_refunded
          AND date >= ${iso(from)} AND ${inclusive ? sql`date <= ${iso(to)}` : sql`date < ${iso(to)}`})::bigint`;

export const revenueQuery = (w: DashboardWindow): SQL =>
  sql`SELECT ${collected(w.todayStart, w.now, true)} AS today,
               ${collected(w.yesterdayStart, w.todayStart, false)} AS yesterday,
               ${collected(w.lastWeekStart, w.lastWeekNow, true)} AS so_far,
               ${collected(w.lastWeekStart, w.lastWeekEnd, false)} AS full_day`;

export async function revenueFigures(deps: Deps, w: DashboardWindow): Promise<RevenueFigures> {
  const [row] = await queryRows<{ today: string; yesterday: string; so_far: string; full_day: string }>(
    deps.db,
    revenueQuery(w),
  );
  const today = toEgp(Number(row?.today ?? 0));
  const soFar = toEgp(Number(row?.so_far ?? 0));
  return {
    today,
    yesterday: toEgp(Number(row?.yesterday ?? 0)),
    sameTimeLastWeek: soFar,
    lastWeekFullDay: toEgp(Number(row?.full_day ?? 0)),
    lastWeekDay: w.lastWeekDay,
    changePercent: changePercent(today, soFar),
  };
}

export interface FleetFigures {
  total: number;
  statuses: Array<{ status: FleetStatus; label: string; count: number }>;
  /** What the Out Of Fence page lists (its own condition), beside the bar. */
  outOfFence: number;
}

/**
 * The SQL twin of `fleetStatusOf` (shared/rules/dashboard.ts); the test holds them equal. Urgent
 * and out of fence are the very conditions of /app/urgent and the Out Of Fence page, so the
 * dashboard and the page it links to cannot disagree (issue 23).
 */
export const fleetQuery = (): SQL =>
  sql`SELECT CASE
              WHEN ${VEHICLE_ALERT_QUERIES.urgent.which} THEN 'urgent'
              WHEN v.disabled THEN 'disabled'
              WHEN v.is_in_storage THEN 'inStorage'
              WHEN v.in_ride THEN 'inRide'
              ELSE 'available' END AS status,
            count(*)::int AS count,
            count(*) FILTER (WHERE ${VEHICLE_ALERT_QUERIES.outOfFence.which})::int AS out_of_fence
        FROM vehicles v GROUP BY 1`;

export async function fleetFigures(deps: Deps): Promise<FleetFigures> {
  const rows = await queryRows<{ status: FleetStatus; count: number; out_of_fence: number }>(
    deps.db,
    fleetQuery(),
  );
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  const statuses = FLEET_STATUSES.map((status) => ({
    status,
    label: FLEET_STATUS_LABELS[status],
    count: counts.get(status) ?? 0,
  }));
  const outOfFence = rows.reduce((sum, row) => sum + Number(row.out_of_fence), 0);
  return { total: statuses.reduce((sum, s) => sum + s.count, 0), statuses, outOfFence };
}

export interface UrgentFigures {
  total: number;
  types: Array<{ urgencyType: string; label: string; count: number }>;
}

/** The vehicles /app/urgent lists, by the type it shows (`urgencyTypeOf`), most first. */
export const urgentQuery = (): SQL =>
  sql`SELECT CASE
              WHEN is_urgent AND urgency_type IS NOT NULL THEN urgency_type
              WHEN lock_status = 'none' AND NOT is_in_storage THEN 'LOCK_NONE'
              ELSE 'URGENT' END AS urgency_type,
            count(*)::int AS count
        FROM vehicles v
        WHERE ${VEHICLE_ALERT_QUERIES.urgent.which}
        GROUP BY 1 ORDER BY 2 DESC, 1`;

export async function urgentFigures(deps: Deps): Promise<UrgentFigures> {
  const rows = await queryRows<{ urgency_type: string; count: number }>(deps.db, urgentQuery());
  const types = rows.map((row) => ({
    urgencyType: row.urgency_type,
    label: urgencyLabel(row.urgency_type),
    count: Number(row.count),
  }));
  return { total: types.reduce((sum, t) => sum + t.count, 0), types };
}

export interface VerificationFigures {
  pending: number;
  oldestPendingSince: string | null;
}

export const verificationsQuery = (): SQL =>
  sql`SELECT count(*)::int AS pending, min(created_at) AS oldest FROM id_verifications WHERE status = 'pending'`;

export async function verificationFigures(deps: Deps): Promise<VerificationFigures> {
  const [row] = await queryRows<{ pending: number; oldest: Date | string | null }>(
    deps.db,
    verificationsQuery(),
  );
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSince: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

export interface AgentFigures {
  working: number;
  onBreak: number;
  tasksWaiting: number;
  tasksPending: number;
  oldestWaitingSince: string | null;
}

/**
 * Support agents on shift (the workspace's check-in; field attendance is another team) and
 * the queue they work: tasks nobody holds (waiting) and tasks set aside until later (pending).
 */
export const agentsQuery = (): SQL =>
  sql`SELECT a.working, a.on_break, q.waiting, q.pending, q.oldest FROM
          (SELECT count(*) FILTER (WHERE status = 'ACTIVE')::int AS working,
                  count(*) FILTER (WHERE status = 'IN_BREAK')::int AS on_break
             FROM support_attendance WHERE status <> 'ENDED' AND kind = 'support') a,
          (SELECT count(*) FILTER (WHERE status = 'unassigned')::int AS waiting,
                  count(*) FILTER (WHERE status = 'pending')::int AS pending,
                  min(created_at) FILTER (WHERE status = 'unassigned') AS oldest
             FROM tasks WHERE status IN ('unassigned', 'pending')) q`;

export async function agentFigures(deps: Deps): Promise<AgentFigures> {
  const [row] = await queryRows<{
    working: number;
    on_break: number;
    waiting: number;
    pending: number;
    oldest: Date | string | null;
  }>(deps.db, agentsQuery());
  return {
    working: Number(row?.working ?? 0),
    onBreak: Number(row?.on_break ?? 0),
    tasksWaiting: Number(row?.waiting ?? 0),
    tasksPending: Number(row?.pending ?? 0),
    oldestWaitingSince: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

export interface TargetArea {
  areaId: string;
  areaName: string;
  ridesToday: number;
  monthlyTarget: number;
  dailyTarget: number;
  progress: number;
  ridesYesterday: number;
  /** Yesterday's day target: from yesterday's month (the 1st looks back on last month). */
  yesterdayTarget: number;
  yesterdayProgress: number;
}

export interface TargetFigures {
  year: number;
  month: number;
  ridesToday: number;
  dailyTarget: number;
  progress: number;
  ridesYesterday: number;
  yesterdayTarget: number;
  yesterdayProgress: number;
  areas: TargetArea[];
}

/**
 * Today's (and yesterday's) rides per area against the day's share of the month's rides
 * target. The targets pages' own actuals (RPV, revenue, ratios) are not needed here: rides
 * are counted directly, from the same index as the rides tile.
 */
export const targetsQuery = (w: DashboardWindow): SQL =>
  sql`SELECT t.area_id, a.name AS area_name, t.rides AS rides_target, ty.rides AS yesterday_target,
               coalesce(r.today, 0)::int AS rides_today, coalesce(r.yesterday, 0)::int AS rides_yesterday
        FROM targets t
        JOIN areas a ON a.id = t.area_id
        LEFT JOIN targets ty ON ty.area_id = t.area_id AND ty.year = ${w.yesterday.year} AND ty.month = ${w.yesterday.month}
        LEFT JOIN (SELECT area_id,
                          count(*) FILTER (WHERE start_time >= ${iso(w.todayStart)}) AS today,
                          count(*) FILTER (WHERE start_time < ${iso(w.todayStart)}) AS yesterday
                     FROM rides
                    WHERE start_time >= ${iso(w.yesterdayStart)} AND start_time <= ${iso(w.now)}
                    GROUP BY area_id) r ON r.area_id = t.area_id
        WHERE t.year = ${w.year} AND t.month = ${w.month}
        ORDER BY a.name, t.area_id`;

export async function targetFigures(deps: Deps, w: DashboardWindow): Promise<TargetFigures> {
  const rows = await queryRows<{
    area_id: string;
    area_name: string;
    rides_target: number;
    yesterday_target: number | null;
    rides_today: number;
    rides_yesterday: number;
  }>(deps.db, targetsQuery(w));
  const days = daysInMonth(w.year, w.month);
  const yesterdayDays = daysInMonth(w.yesterday.year, w.yesterday.month);
  const areas = rows.map((row): TargetArea => {
    const dailyTarget = dailyRidesTarget(Number(row.rides_target), days);
    const yesterdayTarget = dailyRidesTarget(Number(row.yesterday_target ?? 0), yesterdayDays);
    const ridesToday = Number(row.rides_today);
    const ridesYesterday = Number(row.rides_yesterday);
    return {
      areaId: row.area_id,
      areaName: row.area_name,
      ridesToday,
      monthlyTarget: Number(row.rides_target),
      dailyTarget,
      progress: targetProgress(ridesToday, dailyTarget),
      ridesYesterday,
      yesterdayTarget,
      yesterdayProgress: targetProgress(ridesYesterday, yesterdayTarget),
    };
  });
  const sum = (pick: (a: TargetArea) => number): number =>
    roundTo(areas.reduce((total, a) => total + pick(a), 0));
  const ridesToday = sum((a) => a.ridesToday);
  const dailyTarget = sum((a) => a.dailyTarget);
  const ridesYesterday = sum((a) => a.ridesYesterday);
  const yesterdayTarget = sum((a) => a.yesterdayTarget);
  return {
    year: w.year,
    month: w.month,
    ridesToday,
    dailyTarget,
    progress: targetProgress(ridesToday, dailyTarget),
    ridesYesterday,
    yesterdayTarget,
    yesterdayProgress: targetProgress(ridesYesterday, yesterdayTarget),
    areas,
  };
}
