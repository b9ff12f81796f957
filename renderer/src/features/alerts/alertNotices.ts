import {
  isLockNoneUrgent,
  outOfFenceNotice,
  urgencyColour,
  urgentNotice,
  type AlertKind,
} from '@ops/shared/rules/alerts';
import type {
  OutOfFenceVehicleEvent,
  StolenAlertEvent,
  UrgentVehicleEvent,
} from '@ops/shared/realtime/alertEvents';

/** One persistent notice of 03 §2.8 (and ours for a lost/stolen alert). */
export interface AlertNotice {
  /** One notice per vehicle and kind: a newer alert of the same kind replaces it. */
  id: string;
  /** Vehicle alerts, and the supervisors' task SLA notices (issue 11 item 6). */
  kind: AlertKind | 'taskSla';
  code: string;
  text: string;
  colour: 'red' | 'amber';
  urgencyType: string | null;
  /** The area's name (the renderer replaced the id), when known. */
  area: string | null;
  /** Where the notice leads instead of the vehicle and the urgent list (a task's notice: the task). */
  links?: Array<{ to: string; label: string }>;
}

/** Our wording for a stolen alert notice (the spec has notices for urgent and out of fence only). */
export const stolenNotice = (code: string): string => `${code} is reported Lost/Stolen`;

export const noticeId = (kind: AlertKind, code: string): string => `${kind}:${code}`;

/** 03 §4: "Urgent-vehicle events replace the area with its name from the stored area list". */
export function withAreaName<T extends { area: string | null }>(
  payload: T,
  areas: ReadonlyArray<{ _id: string; name: string }>,
): T {
  const area =
    payload.area === null
      ? null
      : (areas.find((candidate) => candidate._id === payload.area)?.name ?? payload.area);
  return { ...payload, area };
}

/**
 * The urgency type a notice shows: "a vehicle whose lockStatus is none and that is not in
 * storage is treated as urgent of type LOCK_NONE" (03 §2.8), whatever the event said.
 */
export function effectiveUrgencyType(
  event: Pick<UrgentVehicleEvent, 'urgencyType' | 'lockStatus' | 'isInStorage'>,
): string {
  return isLockNoneUrgent(event) ? 'LOCK_NONE' : event.urgencyType;
}

/**
 * The notice for an URGENT_VEHICLE event, or null when another notice says it already:
 * an urgency of type OUT_OF_FENCE comes with its own OUT_OF_FENCE_VEHICLE event.
 */
export function urgentVehicleNotice(event: UrgentVehicleEvent): AlertNotice | null {
  const urgencyType = effectiveUrgencyType(event);
  if (urgencyType === 'OUT_OF_FENCE') return null;
  return {
    id: noticeId('urgent', event.code),
    kind: 'urgent',
    code: event.code,
    text: urgentNotice(event.code),
    colour: urgencyColour(urgencyType),
    urgencyType,
    area: event.area,
  };
}

export function outOfFenceVehicleNotice(event: OutOfFenceVehicleEvent): AlertNotice {
  return {
    id: noticeId('outOfFence', event.code),
    kind: 'outOfFence',
    code: event.code,
    text: outOfFenceNotice(event.code),
    colour: urgencyColour('OUT_OF_FENCE'),
    urgencyType: 'OUT_OF_FENCE',
    area: event.area,
  };
}

export function stolenAlertNotice(event: StolenAlertEvent): AlertNotice {
  return {
    id: noticeId('stolen', event.code),
    kind: 'stolen',
    code: event.code,
    text: stolenNotice(event.code),
    colour: 'red',
    urgencyType: null,
    area: null,
  };
}
