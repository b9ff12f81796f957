import { can, type RoleLike } from './permissions/can';
import { gate } from './permissions/catalogue';
import { ALERT_KINDS, type AlertKind } from './alerts';

/**
 * Who hears which fleet alert, and how (issue 23 item 1). One table, read by the server (the
 * defaults of a user's saved preferences), the renderer (what becomes an OS notification, a
 * toast or only a line in the notification center) and the soak benchmark.
 */

export { ALERT_KINDS };

/** off: nothing; inApp: the notification center and a toast; os: also an OS notification. */
export const ALERT_DELIVERIES = ['off', 'inApp', 'os'] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  stolen: 'Lost/Stolen',
  urgent: 'Urgent',
  outOfFence: 'Out of fence',
};
export const ALERT_DELIVERY_LABELS: Record<AlertDelivery, string> = {
  off: 'Off',
  inApp: 'In app',
  os: 'In app and desktop',
};

export const isAlertKind = (value: string): value is AlertKind =>
  (ALERT_KINDS as readonly string[]).includes(value);
export const isAlertDelivery = (value: string): value is AlertDelivery =>
  (ALERT_DELIVERIES as readonly string[]).includes(value);

/**
 * fleetWatcher: those who watch the fleet (supervisors, operations managers); taskWorker:
 * agents working the task queue (their work reaches them as tasks, not as fleet alerts);
 * other: everyone else who may see the alerts.
 */
export type AlertAudience = 'fleetWatcher' | 'taskWorker' | 'other';

export function alertAudienceOf(role: RoleLike | null | undefined): AlertAudience {
  if (can(role, gate('task.CHECK_USERS_OUT')) || can(role, gate('opsTask.MANAGE'))) return 'fleetWatcher';
  if (can(role, gate('task.RESOLVE_TASKS'))) return 'taskWorker';
  return 'other';
}

/** The table: by default only a stolen vehicle interrupts, and only those who watch the fleet. */
export const DEFAULT_ALERT_DELIVERY: Record<AlertAudience, Record<AlertKind, AlertDelivery>> = {
  fleetWatcher: { stolen: 'os', urgent: 'inApp', outOfFence: 'inApp' },
  taskWorker: { stolen: 'inApp', urgent: 'inApp', outOfFence: 'inApp' },
  other: { stolen: 'inApp', urgent: 'inApp', outOfFence: 'inApp' },
};

export type SavedAlertPreferences = Partial<Record<AlertKind, AlertDelivery>>;

/** A user's delivery of each kind: their saved choice, else their audience's default. */
export function alertPreferencesOf(
  role: RoleLike | null | undefined,
  saved: SavedAlertPreferences,
): Record<AlertKind, AlertDelivery> {
  const defaults = DEFAULT_ALERT_DELIVERY[alertAudienceOf(role)];
  return {
    stolen: saved.stolen ?? defaults.stolen,
    urgent: saved.urgent ?? defaults.urgent,
    outOfFence: saved.outOfFence ?? defaults.outOfFence,
  };
}

export interface DeliveryContext {
  /** The top bar's notification toggle (03 §2.3): off means nothing interrupts. */
  notificationsOn: boolean;
  /** Toasts muted for this shift (the notification center still collects). */
  toastsMuted: boolean;
  /** A task worker who is not checked in gets no OS notification, whatever they chose. */
  onShift: boolean;
}

export interface Delivery {
  /** A line in the notification center (03 §2.8's notices). */
  center: boolean;
  toast: boolean;
  os: boolean;
}

/** What one alert of a kind does for this user now. */
export function deliveryOf(
  role: RoleLike | null | undefined,
  preference: AlertDelivery,
  context: DeliveryContext,
): Delivery {
  if (preference === 'off') return { center: false, toast: false, os: false };
  const interrupt = context.notificationsOn;
  const offShiftWorker = alertAudienceOf(role) === 'taskWorker' && !context.onShift;
  return {
    center: true,
    toast: interrupt && !context.toastsMuted,
    os: interrupt && preference === 'os' && !offShiftWorker,
  };
}

/** One interruption per vehicle per case: not again until it clears, and not within this after it did. */
export const ALERT_REPEAT_COOLDOWN_MS = 30 * 60_000;

/**
 * Remembers which vehicle's case has interrupted the user: a case interrupts once until it
 * clears, and a case that clears and comes back within the cooldown stays quiet (a vehicle
 * flapping at its fence's edge). The notification center still lists it.
 */
export class AlertCooldown {
  private readonly open = new Set<string>();
  private readonly lastAt = new Map<string, number>();

  constructor(private readonly cooldownMs = ALERT_REPEAT_COOLDOWN_MS) {}

  /** Whether this alert may interrupt now; remembers it when it may. */
  admit(kind: AlertKind, code: string, now: number): boolean {
    const key = `${kind}:${code}`;
    if (this.open.has(key)) return false;
    const last = this.lastAt.get(key);
    this.open.add(key);
    if (last !== undefined && now - last < this.cooldownMs) return false;
    this.lastAt.set(key, now);
    return true;
  }

  clear(kind: AlertKind, code: string): void {
    this.open.delete(`${kind}:${code}`);
  }
}
