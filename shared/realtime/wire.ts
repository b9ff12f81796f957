import type { z } from 'zod';
import { delUrgentVehicleEvent, outOfFenceVehicleEvent, urgentVehicleEvent } from './alertEvents';
import type { RealtimePayload } from './contract';
import { homeDashboardPulse } from './dashboardEvents';
import { ALL_REALTIME_EVENTS, REALTIME_EVENTS, type RealtimeEvent } from './events';
import { newOnGoingRideEvent, newSuccessRideEvent } from './rideEvents';
import { newUserEvent } from './riderEvents';
import { staffLocationPayload } from './staffEvents';
import { supportTeamAttendanceEvent, taskAssignmentUserStatusEvent } from './taskEvents';
import {
  scooterCoordinatesEvent,
  vehicleBatLockStatusEvent,
  vehicleLockStatusEvent,
  vehicleLogsEvent,
} from './vehicleEvents';

/**
 * The schema of each event whose payload a client reads field by field, written once beside
 * its type (the type is the schema's). Each is typed by the contract, so a schema that
 * drifts from its event's payload fails typecheck. An event without one here is taken as the
 * contract types it: its handlers pass it on whole (to a slice, a notice) or only count it.
 */
const WIRE_SCHEMAS: { readonly [E in RealtimeEvent]?: z.ZodType<RealtimePayload<E>> } = {
  [REALTIME_EVENTS.NEW_USER_OPS_LOCATION]: staffLocationPayload,
  [REALTIME_EVENTS.NEW_USER]: newUserEvent,
  [REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT]: supportTeamAttendanceEvent,
  [REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT]: taskAssignmentUserStatusEvent,
  [REALTIME_EVENTS.HOME_DASHBOARD]: homeDashboardPulse,
  [REALTIME_EVENTS.URGENT_VEHICLE]: urgentVehicleEvent,
  [REALTIME_EVENTS.DEL_URGENT_VEHICLE]: delUrgentVehicleEvent,
  [REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE]: outOfFenceVehicleEvent,
  [REALTIME_EVENTS.VEHICLE_LOCK_STATUS]: vehicleLockStatusEvent,
  [REALTIME_EVENTS.VEHICLE_BAT_LOCK_STATUS]: vehicleBatLockStatusEvent,
  [REALTIME_EVENTS.SCOOTER_COORDINATES]: scooterCoordinatesEvent,
  [REALTIME_EVENTS.VEHICLE_LOGS]: vehicleLogsEvent,
  [REALTIME_EVENTS.NEW_ON_GOING_RIDE]: newOnGoingRideEvent,
  [REALTIME_EVENTS.NEW_SUCCESS_RIDE]: newSuccessRideEvent,
};

const KNOWN: ReadonlySet<string> = new Set(ALL_REALTIME_EVENTS);

export const isRealtimeEvent = (name: string): name is RealtimeEvent => KNOWN.has(name);

/** What came off the wire: an event of the contract with its payload, or nothing to deliver. */
export type WireRead<E extends RealtimeEvent> = { ok: true; payload: RealtimePayload<E> } | { ok: false };

/**
 * Reads one payload as it arrives off the wire (JSON from another process, so untrusted):
 * an event with a schema gets its payload checked and stripped to the contract's fields, and
 * a malformed one is refused, so no handler ever sees it.
 */
export function readWirePayload<E extends RealtimeEvent>(event: E, raw: unknown): WireRead<E> {
  const schema: z.ZodType<RealtimePayload<E>> | undefined = WIRE_SCHEMAS[event];
  if (!schema) {
    // The contract's word is all there is for this event (see WIRE_SCHEMAS).
    return { ok: true, payload: raw as RealtimePayload<E> };
  }
  const read = schema.safeParse(raw);
  return read.success ? { ok: true, payload: read.data } : { ok: false };
}
