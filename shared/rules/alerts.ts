import { LAST_MOVE_BEEP_MINUTES, MAX_NOTICES } from './constants';
import { caseForUrgentReason, taskCaseLabel } from './labels';

export { MAX_NOTICES };

/** 03 §2.8: these urgency types are red; the others amber. */
export const RED_URGENCY_TYPES = ['NOT_UPDATING', 'LOCK_NONE', 'MOVE_BEEP'] as const;

export const outOfFenceNotice = (code: string): string => `${code} is Out Of Fence`;
export const urgentNotice = (code: string): string => `${code} is Urgent`;

export function urgencyColour(urgencyType: string): 'red' | 'amber' {
  return (RED_URGENCY_TYPES as readonly string[]).includes(urgencyType) ? 'red' : 'amber';
}

/** A vehicle whose lockStatus is none and that is not in storage is urgent of type LOCK_NONE. */
export function isLockNoneUrgent(vehicle: {
  lockStatus?: string | null;
  isInStorage?: boolean | number | null;
}): boolean {
  return vehicle.lockStatus === 'none' && !vehicle.isInStorage;
}

/** Live counters move with events but never go below 0 (02 §7, 03 §4). */
export function applyCounterDelta(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

/** Keeps the newest notices, at most `max`, newest first. */
export function pushNotice<T>(notices: readonly T[], notice: T, max: number = MAX_NOTICES): T[] {
  return [notice, ...notices].slice(0, max);
}

/**
 * The urgency type a vehicle shows on /app/urgent: its stored type, else LOCK_NONE when
 * the lock reports none outside storage (03 §2.8), else null (not urgent).
 */
export function urgencyTypeOf(vehicle: {
  isUrgent?: boolean | null;
  urgencyType?: string | null;
  lockStatus?: string | null;
  isInStorage?: boolean | number | null;
}): string | null {
  if (vehicle.isUrgent && vehicle.urgencyType) return vehicle.urgencyType;
  if (isLockNoneUrgent(vehicle)) return 'LOCK_NONE';
  return vehicle.isUrgent ? 'URGENT' : null;
}

/**
 * IoT battery alerts (/app/vehicles-iot-battery-alert; the spec names the page only): the
 * IoT box's own battery (phoneBattery) at or below this percent, or the IoT reporting off.
 */
export const IOT_BATTERY_ALERT_PERCENT = 20;

export type IotBatteryAlert = 'LOW_IOT_BATTERY' | 'IOT_OFF';
export const IOT_BATTERY_ALERT_LABELS: Record<IotBatteryAlert, string> = {
  LOW_IOT_BATTERY: 'Low IoT Battery',
  IOT_OFF: 'Iot Off',
};

export function iotBatteryAlertOf(vehicle: { phoneBattery?: number | null; iotStatus?: string | null }): IotBatteryAlert | null {
  if (vehicle.phoneBattery !== null && vehicle.phoneBattery !== undefined && vehicle.phoneBattery <= IOT_BATTERY_ALERT_PERCENT) return 'LOW_IOT_BATTERY';
  if (vehicle.iotStatus === 'off') return 'IOT_OFF';
  return null;
}

/** The three urgency types that are not task cases: worded here (03 §2.8 names them only). */
const NON_CASE_URGENCY_LABELS: Record<string, string> = { LOCK_NONE: 'Lock None', MOVE_BEEP: 'Move Beep', URGENT: 'Urgent' };

/** An urgency type in words: the label of the task case it maps to (01 §3), else our words, else the code. */
export function urgencyLabel(urgencyType: string): string {
  if (Object.hasOwn(NON_CASE_URGENCY_LABELS, urgencyType)) return NON_CASE_URGENCY_LABELS[urgencyType]!;
  const taskCase = caseForUrgentReason(urgencyType);
  return taskCase === 'OTHER' ? urgencyType : taskCaseLabel(taskCase);
}

// ---- Urgency of a vehicle (03 §2.8, §3 urgent summary) ----

/** Urgency types a vehicle can be in, the first that applies wins (table order). */
export const URGENCY_TYPES = ['LOCK_NONE', 'NOT_UPDATING', 'MOVE_BEEP', 'IOT_OFF', 'OUT_OF_FENCE', 'UNLOCKED_WITHOUT_RIDE', 'LPM'] as const;
export type UrgencyType = (typeof URGENCY_TYPES)[number];

/** A device silent this long is NOT_UPDATING (our number: the spec gives none). */
export const NOT_UPDATING_AFTER_MINUTES = 60;
/** A move beep is urgent for as long as the workspace shows it (01 §9 LAST_MOVE_BEEP_MINUTES). */
export const MOVE_BEEP_URGENT_MINUTES = LAST_MOVE_BEEP_MINUTES;
/** Displayed battery below which a vehicle is LPM (the seed and the simulator use it too). */
export const LOW_BATTERY_PERCENT = 20;

const MINUTE_MS = 60_000;

export interface UrgencyInput {
  lockStatus: string;
  isInStorage: boolean;
  disabled: boolean;
  inRide: boolean;
  iotStatus: string;
  isOutOfFence: boolean;
  lastUpdate: Date | null;
  lastMoveBeep: Date | null;
  /** Displayed battery percent (shared/rules/battery), null when unknown. */
  batteryPercent: number | null;
}

/** One row per urgency type, in priority order: the table the tests walk. */
export const URGENCY_RULES: ReadonlyArray<{ type: UrgencyType; applies: (vehicle: UrgencyInput, now: Date) => boolean }> = [
  { type: 'LOCK_NONE', applies: (v) => isLockNoneUrgent(v) },
  { type: 'NOT_UPDATING', applies: (v, now) => v.lastUpdate !== null && now.getTime() - v.lastUpdate.getTime() > NOT_UPDATING_AFTER_MINUTES * MINUTE_MS },
  { type: 'MOVE_BEEP', applies: (v, now) => v.lastMoveBeep !== null && now.getTime() - v.lastMoveBeep.getTime() <= MOVE_BEEP_URGENT_MINUTES * MINUTE_MS },
  { type: 'IOT_OFF', applies: (v) => v.iotStatus === 'off' },
  { type: 'OUT_OF_FENCE', applies: (v) => v.isOutOfFence && !v.inRide },
  { type: 'UNLOCKED_WITHOUT_RIDE', applies: (v) => v.lockStatus === 'unlocked' && !v.inRide },
  { type: 'LPM', applies: (v) => v.batteryPercent !== null && v.batteryPercent < LOW_BATTERY_PERCENT },
];

/**
 * The urgency type of a vehicle now, or null. A disabled vehicle or one in storage is
 * never urgent: nobody is expected to go and fetch it.
 */
export function urgencyOf(vehicle: UrgencyInput, now: Date): UrgencyType | null {
  if (vehicle.disabled || vehicle.isInStorage) return null;
  return URGENCY_RULES.find((rule) => rule.applies(vehicle, now))?.type ?? null;
}

/** When the urgency type changed, the event to send: a new or changed type, or its end. */
export function urgencyChange(previous: string | null, next: string | null): 'URGENT_VEHICLE' | 'DEL_URGENT_VEHICLE' | null {
  if (previous === next) return null;
  return next === null ? 'DEL_URGENT_VEHICLE' : 'URGENT_VEHICLE';
}

// ---- Theft detection (beyond the spec, issue 10 item 7) ----

/** A locked vehicle outside a ride that moves further than this from where it was locked. */
export const THEFT_MOVE_METRES = 50;
/** A vehicle outside its outer fence (not in a ride) for longer than this. */
export const THEFT_OUTSIDE_FENCE_MINUTES = 10;

export type TheftKind = 'MOVED_WHILE_LOCKED' | 'OUTSIDE_FENCE';

/** The task case each kind raises (01 §3 urgent reasons), through the task engine. */
export const THEFT_REASON: Record<TheftKind, 'UPDATING_LOST_AND_STOLEN' | 'OUT_OF_FENCE'> = {
  MOVED_WHILE_LOCKED: 'UPDATING_LOST_AND_STOLEN',
  OUTSIDE_FENCE: 'OUT_OF_FENCE',
};

/** What the detector remembers of one vehicle between two looks. */
export interface TheftWatch {
  /** Where and when the vehicle was first seen locked and idle; null while ridden or unlocked. */
  anchor: { lat: number; long: number; at: Date } | null;
  /** Since when it has been outside its outer fence (not in a ride); null inside. */
  outsideSince: Date | null;
  /** Incidents raised and not over yet: a kind is raised once until its incident ends. */
  open: TheftKind[];
}

export const EMPTY_WATCH: TheftWatch = { anchor: null, outsideSince: null, open: [] };

export interface TheftObservation {
  lat: number;
  long: number;
  lockStatus: string;
  inRide: boolean;
  isOutOfFence: boolean;
  isInStorage: boolean;
  /**
   * When its latest ride started: a ride that began and ended between two looks still
   * counts as a ride, not as a carry.
   */
  lastRideStartedAt: Date | null;
}

/** Great-circle distance in metres (haversine; plenty for 50 m inside one city). */
export function distanceMetres(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * One look at a vehicle: the watch to keep and the incidents to raise now. An incident
 * is raised once; it ends (and may be raised again later) when the vehicle is unlocked
 * or ridden (moved while locked) or back inside its fence (outside the fence). A vehicle
 * in storage is watched by nobody.
 */
export function watchForTheft(watch: TheftWatch, seen: TheftObservation, now: Date): { watch: TheftWatch; raise: TheftKind[] } {
  if (seen.isInStorage) return { watch: EMPTY_WATCH, raise: [] };
  const open = new Set(watch.open);
  const raise: TheftKind[] = [];
  const here = { lat: seen.lat, long: seen.long, at: now };

  let anchor = watch.anchor;
  const idleLocked = seen.lockStatus === 'locked' && !seen.inRide;
  const riddenSince = anchor !== null && seen.lastRideStartedAt !== null && seen.lastRideStartedAt.getTime() >= anchor.at.getTime();
  if (!idleLocked || riddenSince) {
    anchor = idleLocked ? here : null;
    open.delete('MOVED_WHILE_LOCKED');
  } else if (anchor === null) {
    anchor = here;
  } else if (distanceMetres(anchor, here) > THEFT_MOVE_METRES && !open.has('MOVED_WHILE_LOCKED')) {
    open.add('MOVED_WHILE_LOCKED');
    raise.push('MOVED_WHILE_LOCKED');
  }

  let outsideSince = watch.outsideSince;
  if (!seen.isOutOfFence) {
    outsideSince = null;
    open.delete('OUTSIDE_FENCE');
  } else if (seen.inRide) {
    // A ride outside the fence is the rider's business; the clock starts when it parks.
    outsideSince = null;
  } else {
    outsideSince ??= now;
    if (now.getTime() - outsideSince.getTime() > THEFT_OUTSIDE_FENCE_MINUTES * MINUTE_MS && !open.has('OUTSIDE_FENCE')) {
      open.add('OUTSIDE_FENCE');
      raise.push('OUTSIDE_FENCE');
    }
  }
  return { watch: { anchor, outsideSince, open: [...open] }, raise };
}

// ---- Coalescing bursts into few OS notifications (issue 10 item 6) ----

export type AlertKind = 'stolen' | 'urgent' | 'outOfFence';

export interface RaisedAlert {
  kind: AlertKind;
  code: string;
}

export interface CoalescedNotification {
  title: string;
  body: string;
  /** The vehicle page for one vehicle; the list page for a burst. */
  route: string;
  urgency: 'normal' | 'critical';
  tag: string;
}

/** How long the renderer gathers alerts before showing notifications for them. */
export const NOTIFICATION_BURST_MS = 1500;

const KIND_TEXT: Record<AlertKind, { title: string; one: (code: string) => string; many: (count: number) => string; listRoute: string }> = {
  stolen: { title: 'Lost/Stolen alert', one: (code) => `${code} is reported Lost/Stolen`, many: (n) => `${n} vehicles are reported Lost/Stolen`, listRoute: '/app/vehicles' },
  urgent: { title: 'Urgent vehicle', one: urgentNotice, many: (n) => `${n} vehicles are urgent`, listRoute: '/app/urgent' },
  outOfFence: { title: 'Out of fence', one: outOfFenceNotice, many: (n) => `${n} vehicles are out of fence`, listRoute: '/app/urgent' },
};

/**
 * One notification per kind for a burst: the vehicle itself when one vehicle is
 * concerned, '12 vehicles are out of fence' when several are. Stolen comes first and
 * stays on screen until dismissed.
 */
export function coalesceAlerts(alerts: readonly RaisedAlert[]): CoalescedNotification[] {
  const out: CoalescedNotification[] = [];
  for (const kind of ['stolen', 'urgent', 'outOfFence'] as const) {
    const codes = [...new Set(alerts.filter((alert) => alert.kind === kind).map((alert) => alert.code))];
    if (codes.length === 0) continue;
    const text = KIND_TEXT[kind];
    const [only] = codes;
    out.push({
      title: text.title,
      body: codes.length === 1 && only !== undefined ? text.one(only) : text.many(codes.length),
      route: codes.length === 1 && only !== undefined ? `/app/vehicle/${encodeURIComponent(only)}` : text.listRoute,
      urgency: kind === 'stolen' ? 'critical' : 'normal',
      tag: `ops-alert-${kind}`,
    });
  }
  return out;
}
