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

export function iotBatteryAlertOf(vehicle: {
  phoneBattery?: number | null;
  iotStatus?: string | null;
}): IotBatteryAlert | null {
  if (
    vehicle.phoneBattery !== null &&
    vehicle.phoneBattery !== undefined &&
    vehicle.phoneBattery <= IOT_BATTERY_ALERT_PERCENT
  )
    return 'LOW_IOT_BATTERY';
  if (vehicle.iotStatus === 'off') return 'IOT_OFF';
  return null;
}

/** The three urgency types that are not task cases: worded here (03 §2.8 names them only). */
const NON_CASE_URGENCY_LABELS: Record<string, string> = {
  LOCK_NONE: 'Lock None',
  MOVE_BEEP: 'Move Beep',
  URGENT: 'Urgent',
};

/** An urgency type in words: the label of the task case it maps to (01 §3), else our words, else the code. */
export function urgencyLabel(urgencyType: string): string {
  if (Object.hasOwn(NON_CASE_URGENCY_LABELS, urgencyType)) return NON_CASE_URGENCY_LABELS[urgencyType]!;
  const taskCase = caseForUrgentReason(urgencyType);
  return taskCase === 'OTHER' ? urgencyType : taskCaseLabel(taskCase);
}

// ---- Urgency of a vehicle (03 §2.8, §3 urgent summary) ----

/** Urgency types a vehicle can be in, the first that applies wins (table order). */
export const URGENCY_TYPES = [
  'LOCK_NONE',
  'NOT_UPDATING',
  'MOVE_BEEP',
  'IOT_OFF',
  'OUT_OF_FENCE',
  'UNLOCKED_WITHOUT_RIDE',
  'LPM',
] as const;
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
export const URGENCY_RULES: ReadonlyArray<{
  type: UrgencyType;
  applies: (vehicle: UrgencyInput, now: Date) => boolean;
}> = [
  { type: 'LOCK_NONE', applies: (v) => isLockNoneUrgent(v) },
  {
    type: 'NOT_UPDATING',
    applies: (v, now) =>
      v.lastUpdate !== null &&
      now.getTime() - v.lastUpdate.getTime() > NOT_UPDATING_AFTER_MINUTES * MINUTE_MS,
  },
  {
    type: 'MOVE_BEEP',
    applies: (v, now) =>
      v.lastMoveBeep !== null &&
      now.getTime() - v.lastMoveBeep.getTime() <= MOVE_BEEP_URGENT_MINUTES * MINUTE_MS,
  },
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
export function urgencyChange(
  previous: string | null,
  next: string | null,
): 'URGENT_VEHICLE' | 'DEL_URGENT_VEHICLE' | null {
  if (previous === next) return null;
  return next === null ? 'DEL_URGENT_VEHICLE' : 'URGENT_VEHICLE';
}

// ---- Theft detection (beyond the spec, issue 10 item 7; issue 23 item 2) ----

/**
 * The distance floor: a locked vehicle outside a ride seen further than this from where it
 * stands (its anchor) may have moved. A parked device's GPS wanders a few metres, and now and
 * then (multipath between buildings) a few tens: under this floor nothing moved.
 */
export const THEFT_MOVE_METRES = 50;
/**
 * The speed floor, in metres per second from the previous fix: a thief walks a scooter away
 * faster than this. Slower than this the position drifted (the anchor follows it), it did not move.
 */
export const THEFT_MIN_SPEED_MPS = 0.5;
/**
 * No GPS noise of a parked device reaches this far (multipath throws tens of metres, not
 * hundreds): beyond it a slow move is a move all the same (a device reporting rarely while carried).
 */
export const THEFT_DRIFT_LIMIT_METRES = 150;
/** A parked vehicle's anchor follows its fixes within the floor by this share (GPS noise averages out). */
export const ANCHOR_SMOOTHING = 0.2;
/** A field technician's app seen this close to a vehicle... */
export const FIELD_CREW_METRES = 150;
/** ...within these minutes (or an ops task on it open or just closed) makes a move the team's lift, not a theft. */
export const FIELD_WORK_MINUTES = 10;
/** A vehicle outside its outer fence (not in a ride) for longer than this. */
export const THEFT_OUTSIDE_FENCE_MINUTES = 10;

export type TheftKind = 'MOVED_WHILE_LOCKED' | 'OUTSIDE_FENCE';

/** The task case each kind raises (01 §3 urgent reasons), through the task engine. */
export const THEFT_REASON: Record<TheftKind, 'UPDATING_LOST_AND_STOLEN' | 'OUT_OF_FENCE'> = {
  MOVED_WHILE_LOCKED: 'UPDATING_LOST_AND_STOLEN',
  OUTSIDE_FENCE: 'OUT_OF_FENCE',
};

/**
 * Which kinds are a lost/stolen alert (the badge, the OS notification to the fleet's watchers).
 * Parked outside the fence is the Out Of Fence task's business: riders leave vehicles there,
 * and calling each of them stolen is what made a quarter of the fleet "stolen" (issue 23).
 */
export const STOLEN_ALERT_KINDS: ReadonlySet<TheftKind> = new Set(['MOVED_WHILE_LOCKED']);

interface Fix {
  lat: number;
  long: number;
  at: Date;
}

/** What the detector remembers of one vehicle between two looks. */
export interface TheftWatch {
  /** Where the vehicle stands (its idle fixes smoothed) and since when; null while ridden or unlocked. */
  anchor: Fix | null;
  /** The previous fix (for the speed floor). */
  last: Fix | null;
  /** The previous fix was a fast move beyond the floor: the next one confirms it or shows a GPS jump. */
  suspect: boolean;
  /** Since when it has been outside its outer fence (not in a ride); null inside. */
  outsideSince: Date | null;
  /** Incidents raised and not over yet: a kind is raised once until its incident ends. */
  open: TheftKind[];
}

export const EMPTY_WATCH: TheftWatch = {
  anchor: null,
  last: null,
  suspect: false,
  outsideSince: null,
  open: [],
};

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
  /**
   * The operations team has it in hand: an ops task on it in progress or ended within
   * FIELD_WORK_MINUTES, or a field technician's app within FIELD_CREW_METRES of it as recently.
   */
  fieldWork?: boolean;
}

/** Great-circle distance in metres (haversine; plenty for 50 m inside one city). */
export function distanceMetres(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const smooth = (anchor: Fix, here: Fix): Fix => ({
  lat: anchor.lat + (here.lat - anchor.lat) * ANCHOR_SMOOTHING,
  long: anchor.long + (here.long - anchor.long) * ANCHOR_SMOOTHING,
  at: anchor.at,
});

/**
 * The moved-while-locked half of one look. A move is a fix beyond the distance floor from
 * the anchor, reached faster than the speed floor, and still beyond the floor at the next
 * look (a GPS jump comes back; a carried vehicle does not). Rides and the field team's lifts
 * re-anchor the vehicle instead.
 */
function watchMoves(
  watch: TheftWatch,
  seen: TheftObservation,
  here: Fix,
  open: Set<TheftKind>,
): { anchor: Fix | null; suspect: boolean; raise: boolean } {
  const anchor = watch.anchor;
  const idleLocked = seen.lockStatus === 'locked' && !seen.inRide;
  const riddenSince =
    anchor !== null &&
    seen.lastRideStartedAt !== null &&
    seen.lastRideStartedAt.getTime() >= anchor.at.getTime();
  if (!idleLocked || riddenSince) {
    open.delete('MOVED_WHILE_LOCKED');
    return { anchor: idleLocked ? here : null, suspect: false, raise: false };
  }
  if (anchor === null || seen.fieldWork)
    return { anchor: open.has('MOVED_WHILE_LOCKED') ? anchor : here, suspect: false, raise: false };
  if (open.has('MOVED_WHILE_LOCKED')) return { anchor, suspect: false, raise: false };
  if (distanceMetres(anchor, here) <= THEFT_MOVE_METRES)
    return { anchor: smooth(anchor, here), suspect: false, raise: false };
  if (watch.suspect) return { anchor, suspect: false, raise: true };
  const seconds = watch.last ? (here.at.getTime() - watch.last.at.getTime()) / 1000 : 0;
  const speed =
    watch.last && seconds > 0 ? distanceMetres(watch.last, here) / seconds : Number.POSITIVE_INFINITY;
  // Slower than anyone carries a vehicle and within reach of GPS noise: it drifted; it stands here now.
  if (speed < THEFT_MIN_SPEED_MPS && distanceMetres(anchor, here) <= THEFT_DRIFT_LIMIT_METRES)
    return { anchor: here, suspect: false, raise: false };
  return { anchor, suspect: true, raise: false };
}

/**
 * One look at a vehicle: the watch to keep and the incidents to raise now. An incident
 * is raised once; it ends (and may be raised again later) when the vehicle is unlocked
 * or ridden (moved while locked) or back inside its fence (outside the fence). A vehicle
 * in storage is watched by nobody.
 */
export function watchForTheft(
  watch: TheftWatch,
  seen: TheftObservation,
  now: Date,
): { watch: TheftWatch; raise: TheftKind[] } {
  if (seen.isInStorage) return { watch: EMPTY_WATCH, raise: [] };
  const open = new Set(watch.open);
  const raise: TheftKind[] = [];
  const here: Fix = { lat: seen.lat, long: seen.long, at: now };

  const moves = watchMoves(watch, seen, here, open);
  if (moves.raise) {
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
    if (
      now.getTime() - outsideSince.getTime() > THEFT_OUTSIDE_FENCE_MINUTES * MINUTE_MS &&
      !open.has('OUTSIDE_FENCE')
    ) {
      open.add('OUTSIDE_FENCE');
      raise.push('OUTSIDE_FENCE');
    }
  }
  return {
    watch: { anchor: moves.anchor, last: here, suspect: moves.suspect, outsideSince, open: [...open] },
    raise,
  };
}

// ---- Coalescing bursts into few OS notifications (issue 10 item 6) ----

export const ALERT_KINDS = ['stolen', 'urgent', 'outOfFence'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface RaisedAlert {
  kind: AlertKind;
  code: string;
  /** The area's name, when known: a burst is summed up by where it happens. */
  area?: string | null;
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

const KIND_TEXT: Record<
  AlertKind,
  { title: string; one: (code: string) => string; many: (count: number) => string; listRoute: string }
> = {
  stolen: {
    title: 'Lost/Stolen alert',
    one: (code) => `${code} is reported Lost/Stolen`,
    many: (n) => `${n} vehicles reported Lost/Stolen`,
    listRoute: '/app/vehicles',
  },
  urgent: {
    title: 'Urgent vehicle',
    one: urgentNotice,
    many: (n) => `${n} vehicles urgent`,
    listRoute: '/app/urgent',
  },
  outOfFence: {
    title: 'Out of fence',
    one: outOfFenceNotice,
    many: (n) => `${n} vehicles out of fence`,
    listRoute: '/app/urgent',
  },
};

/** Where a burst happened: ' in Maadi', ' in Maadi and Zamalek', ' in 3 areas', or nothing when unknown. */
function burstPlace(areas: ReadonlyArray<string | null | undefined>): string {
  const named = [...new Set(areas.filter((area): area is string => typeof area === 'string' && area !== ''))];
  if (named.length === 0) return '';
  if (named.length === 1) return ` in ${named[0]}`;
  if (named.length === 2) return ` in ${named[0]} and ${named[1]}`;
  return ` in ${named.length} areas`;
}

/**
 * One notification per kind for a burst: the vehicle itself when one vehicle is
 * concerned, '12 vehicles out of fence in Maadi' when several are. Stolen comes first and
 * stays on screen until dismissed.
 */
export function coalesceAlerts(alerts: readonly RaisedAlert[]): CoalescedNotification[] {
  const out: CoalescedNotification[] = [];
  for (const kind of ['stolen', 'urgent', 'outOfFence'] as const) {
    const ofKind = alerts.filter((alert) => alert.kind === kind);
    const codes = [...new Set(ofKind.map((alert) => alert.code))];
    if (codes.length === 0) continue;
    const text = KIND_TEXT[kind];
    const [only] = codes;
    out.push({
      title: text.title,
      body:
        codes.length === 1 && only !== undefined
          ? text.one(only)
          : `${text.many(codes.length)}${burstPlace(ofKind.map((alert) => alert.area))}`,
      route:
        codes.length === 1 && only !== undefined
          ? `/app/vehicle/${encodeURIComponent(only)}`
          : text.listRoute,
      urgency: kind === 'stolen' ? 'critical' : 'normal',
      tag: `ops-alert-${kind}`,
    });
  }
  return out;
}
