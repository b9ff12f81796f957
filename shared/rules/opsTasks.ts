import { can, type RoleLike } from './permissions/can';
import { gate } from './permissions/catalogue';
import { metresBetween, type LatLngPoint } from './geo';

/**
 * Ops tasks (issue 9 §9): field work for technicians. The spec names the kinds (battery
 * swap, rebalance, repair, pickup), the transitions (started, resolved, failed, closed: the
 * life-cycle cases of 01 §3) and the permissions (03 §6: resolve, start for others, bypass
 * location). Codes, labels, distances and messages here are ours. Both sides use these
 * functions: the page hides what the server would refuse, with the same words.
 */

export const OPS_TASK_TYPE_LABELS = {
  BATTERY_SWAP: 'Battery Swap',
  REBALANCE: 'Rebalance',
  REPAIR: 'Repair',
  PICKUP: 'Pickup',
} as const;
export type OpsTaskType = keyof typeof OPS_TASK_TYPE_LABELS;
export const OPS_TASK_TYPES = Object.keys(OPS_TASK_TYPE_LABELS) as [OpsTaskType, ...OpsTaskType[]];

export const OPS_TASK_STATUS_LABELS = {
  open: 'Open',
  inProgress: 'In Progress',
  resolved: 'Resolved',
  failed: 'Failed',
  closed: 'Closed',
} as const;
export type OpsTaskStatus = keyof typeof OPS_TASK_STATUS_LABELS;
export const OPS_TASK_STATUSES = Object.keys(OPS_TASK_STATUS_LABELS) as [OpsTaskStatus, ...OpsTaskStatus[]];

export type OpsTaskAction = 'start' | 'resolve' | 'fail' | 'close';

/** The life-cycle case each transition writes (01 §3 "ops task started/resolved/failed/closed"). */
export const OPS_TASK_LIFE_CYCLE_CASES = {
  start: 'OPS_TASK_STARTED',
  resolve: 'OPS_TASK_RESOLVED',
  fail: 'OPS_TASK_FAILED',
  close: 'OPS_TASK_CLOSED',
} as const satisfies Record<OpsTaskAction, string>;

/** A technician starts and resolves within this distance of the vehicle, unless bypassed. */
export const OPS_TASK_NEAR_METRES = 100;
/** A reported position older than this does not say where the technician is now. */
export const OPS_TASK_LOCATION_MAX_AGE_MINUTES = 10;
export const OPS_TASK_TEXT_MAX = 500;

export const OPS_TASK_MESSAGES = {
  notFound: 'Ops task not found',
  vehicleNotFound: 'Vehicle not found',
  badType: 'Type must be Battery Swap, Rebalance, Repair or Pickup',
  textTooLong: `Keep it under ${OPS_TASK_TEXT_MAX} characters`,
  failReasonRequired: 'Please write why the task failed',
  notOpen: (status: OpsTaskStatus) =>
    `This ops task is already ${OPS_TASK_STATUS_LABELS[status].toLowerCase()}`,
  notInProgress: 'This ops task is not in progress',
  alreadyEnded: (status: OpsTaskStatus) =>
    `This ops task is already ${OPS_TASK_STATUS_LABELS[status].toLowerCase()}`,
  noResolvePermission: 'You do not have permission to work on ops tasks',
  noStartForOthers: 'You do not have permission to start ops tasks for others',
  noManagePermission: 'You do not have permission to create or close ops tasks',
  notHolder: 'Only the technician holding this task can do this',
  technicianNotFound: 'Technician not found',
  technicianBusy: 'This technician already has an ops task in progress',
  locationUnknown: `The technician's location is not known: no location in the last ${OPS_TASK_LOCATION_MAX_AGE_MINUTES} minutes`,
  tooFar: (metres: number) =>
    `Too far from the vehicle: ${metres} m away (at most ${OPS_TASK_NEAR_METRES} m)`,
  badPosition: 'Latitude and longitude must be given together, within ±90 and ±180',
} as const;

export interface OpsTaskActor {
  userId: string;
  role: RoleLike | null | undefined;
}

export interface OpsTaskState {
  status: OpsTaskStatus;
  holderId: string | null;
}

const RESOLVE = gate('opsTask.RESOLVE');
const START_FOR_OTHERS = gate('opsTask.START_FOR_OTHERS');
const BYPASS = gate('opsTask.BYPASS_LOCATION');
const MANAGE = gate('opsTask.MANAGE');

export const canBypassOpsTaskLocation = (role: RoleLike | null | undefined): boolean => can(role, BYPASS);
export const canManageOpsTasks = (role: RoleLike | null | undefined): boolean => can(role, MANAGE);
export const canStartOpsTaskForOthers = (role: RoleLike | null | undefined): boolean =>
  can(role, START_FOR_OTHERS);

/**
 * Why `actor` may not do `action` to `task` (null: they may). Start needs resolve, and start
 * for others when the task goes to someone else; resolve and fail belong to the holder unless
 * the actor may act for others; close is the managers'. Location is checked apart (it needs
 * the vehicle and a position): see opsTaskLocationRefusal.
 */
export function opsTaskRefusal(
  action: OpsTaskAction,
  task: OpsTaskState,
  actor: OpsTaskActor,
  forUserId?: string | null,
): string | null {
  const { role } = actor;
  if (action === 'close') {
    if (!can(role, MANAGE)) return OPS_TASK_MESSAGES.noManagePermission;
    return task.status === 'open' || task.status === 'inProgress'
      ? null
      : OPS_TASK_MESSAGES.alreadyEnded(task.status);
  }
  if (!can(role, RESOLVE)) return OPS_TASK_MESSAGES.noResolvePermission;
  if (action === 'start') {
    if (forUserId && forUserId !== actor.userId && !can(role, START_FOR_OTHERS))
      return OPS_TASK_MESSAGES.noStartForOthers;
    return task.status === 'open' ? null : OPS_TASK_MESSAGES.notOpen(task.status);
  }
  if (task.status !== 'inProgress') return OPS_TASK_MESSAGES.notInProgress;
  if (task.holderId !== actor.userId && !can(role, START_FOR_OTHERS)) return OPS_TASK_MESSAGES.notHolder;
  return null;
}

/** Start and resolve happen at the vehicle; fail may happen anywhere (the vehicle was not found). */
export const OPS_TASK_ACTIONS_AT_VEHICLE: readonly OpsTaskAction[] = ['start', 'resolve'];

export interface ReportedPosition extends LatLngPoint {
  at: Date;
}

/**
 * 03 §6 bypass location: without it the technician doing the work must have reported a
 * position in the last 10 minutes within 100 m of the vehicle. Returns the refusal, or the
 * distance when near (null distance: bypassed).
 */
export function opsTaskLocationCheck(
  vehicle: LatLngPoint,
  position: ReportedPosition | null,
  now: Date,
  bypass: boolean,
): { refusal: string; metres: number | null } | { refusal: null; metres: number | null } {
  if (bypass)
    return { refusal: null, metres: position ? Math.round(metresBetween(vehicle, position)) : null };
  if (!position || now.getTime() - position.at.getTime() > OPS_TASK_LOCATION_MAX_AGE_MINUTES * 60_000) {
    return { refusal: OPS_TASK_MESSAGES.locationUnknown, metres: null };
  }
  const metres = Math.round(metresBetween(vehicle, position));
  return metres <= OPS_TASK_NEAR_METRES
    ? { refusal: null, metres }
    : { refusal: OPS_TASK_MESSAGES.tooFar(metres), metres };
}

/** A position sent with an action: both parts or neither, on the globe. */
export function readPosition(
  lat: number | null | undefined,
  lng: number | null | undefined,
): { ok: true; value: LatLngPoint | null } | { ok: false; error: string } {
  if ((lat === null || lat === undefined) && (lng === null || lng === undefined))
    return { ok: true, value: null };
  if (
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    return { ok: false, error: OPS_TASK_MESSAGES.badPosition };
  }
  return { ok: true, value: { lat, lng } };
}
