import { gate, type Gate } from './permissions/catalogue';
import { can, type RoleLike } from './permissions/can';
import { roundTo } from './rounding';

/**
 * The home dashboard (issue 11 §5): one tile per part, each visible with the permission of
 * the page it links to. The renderer asks only for the parts `visibleParts` gives; the
 * server refuses any other part with the same function (`mayReadPart`).
 */
export const DASHBOARD_PARTS = [
  'rides',
  'revenue',
  'fleet',
  'urgent',
  'verifications',
  'agents',
  'targets',
] as const;
export type DashboardPart = (typeof DASHBOARD_PARTS)[number];

export const DASHBOARD_PART_GATES: Record<DashboardPart, Gate> = {
  rides: gate('rides.VIEW_PAGE'),
  revenue: gate('bills.VIEW_ANALYTICS'),
  fleet: gate('vehicles.VIEW_PAGE'),
  urgent: gate('vehicles.VIEW_URGENT_VEHICLES'),
  verifications: gate('users.VERIFY_ID_REQUESTS'),
  agents: gate('task.VIEW_SUPPORT_TEAM_ATTENDANCE'),
  targets: gate('target.VIEW'),
};

export const isDashboardPart = (value: unknown): value is DashboardPart =>
  typeof value === 'string' && (DASHBOARD_PARTS as readonly string[]).includes(value);

export function mayReadPart(role: RoleLike | null | undefined, part: DashboardPart): boolean {
  return can(role, DASHBOARD_PART_GATES[part]);
}

export function visibleParts(role: RoleLike | null | undefined): DashboardPart[] {
  return DASHBOARD_PARTS.filter((part) => mayReadPart(role, part));
}

/**
 * Revenue on the dashboard: what today's sales collected (actual cost, after promocode and
 * prime), refunded bills left out. Wallet charges and negative-balance settlements only move
 * money the rider already owed or will spend on a ride: counting them would count it twice.
 */
export const DASHBOARD_REVENUE_BILL_TYPES = ['ride', 'dayRental', 'reserveVehicle', 'subscription'] as const;

/**
 * Fleet statuses, each vehicle in the first that applies (so they add up to the fleet). Urgent
 * comes first so the bar's 'Urgent' is the count /app/urgent lists; out of fence is no status
 * of its own (an idle vehicle out of its fence is urgent already) but a figure beside the bar,
 * the count the Out Of Fence page lists.
 */
export const FLEET_STATUSES = ['urgent', 'disabled', 'inStorage', 'inRide', 'available'] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];
export const FLEET_STATUS_LABELS: Record<FleetStatus, string> = {
  available: 'Available',
  inRide: 'In ride',
  urgent: 'Urgent',
  inStorage: 'In storage',
  disabled: 'Disabled',
};

export interface FleetFlags {
  disabled: boolean;
  isInStorage: boolean;
  inRide: boolean;
  /** Urgent as /app/urgent shows it: flagged urgent, or lock none outside storage. */
  urgent: boolean;
}

export function fleetStatusOf(vehicle: FleetFlags): FleetStatus {
  if (vehicle.urgent) return 'urgent';
  if (vehicle.disabled) return 'disabled';
  if (vehicle.isInStorage) return 'inStorage';
  if (vehicle.inRide) return 'inRide';
  return 'available';
}

/** Change against a base in percent, 2 decimals; null when there is no base to compare with. */
export function changePercent(current: number, base: number): number | null {
  if (base === 0) return null;
  return roundTo(((current - base) / base) * 100);
}

/**
 * Today's share of an area's daily target. The monthly target's rides are ratio × operating ×
 * days (02 §5), so one day's target is the month's rides over the month's days.
 */
export function dailyRidesTarget(monthlyRides: number, daysInMonth: number): number {
  return daysInMonth > 0 ? roundTo(monthlyRides / daysInMonth) : 0;
}

/** Progress in percent, 2 decimals; 0 when the target is 0. */
export function targetProgress(actual: number, target: number): number {
  return target > 0 ? roundTo((actual / target) * 100) : 0;
}

/** Below / on / above: on target from 100 % of the day's target (the targets page's colours). */
export function progressTone(percent: number, target: number): 'none' | 'below' | 'on' | 'above' {
  if (target <= 0) return 'none';
  if (percent >= 110) return 'above';
  if (percent >= 100) return 'on';
  return 'below';
}

/**
 * Which dashboard parts a live event may have changed. The server's pulse sends only these
 * names (never figures): each client then reads again the parts it may see.
 */
export const PARTS_MOVED_BY_EVENT: Readonly<Record<string, readonly DashboardPart[]>> = {
  NEW_ON_GOING_RIDE: ['rides', 'fleet', 'targets'],
  NEW_SUCCESS_RIDE: ['rides', 'fleet', 'revenue', 'targets', 'agents'],
  NEW_DAY_RENTAL: ['revenue'],
  URGENT_VEHICLE: ['fleet', 'urgent', 'agents'],
  DEL_URGENT_VEHICLE: ['fleet', 'urgent', 'agents'],
  OUT_OF_FENCE_VEHICLE: ['fleet', 'urgent'],
  VEHICLE_LOCK_STATUS: ['fleet', 'urgent'],
  NEW_STOLEN_ALERT: ['fleet'],
  REMOVE_STOLEN_ALERT: ['fleet'],
  NEW_PENDING_VERIFICATION: ['verifications', 'agents'],
  REMOVE_PENDING_VERIFICATION: ['verifications', 'agents'],
  SUPPORT_TEAM_ATTENDANCE_EVENT: ['agents'],
  TASK_ASSIGNMENT_USER_STATUS_EVENT: ['agents'],
  'ASSIGNED TASK': ['agents'],
  'UPDATED TASK': ['agents'],
  VEHICLE_LOGS: ['fleet', 'urgent'],
};
