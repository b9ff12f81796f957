import type { z } from 'zod';
import { accessChangedEvent } from './accessEvents';
import {
  delUrgentVehicleEvent,
  outOfFenceVehicleEvent,
  stolenAlertEvent,
  urgentVehicleEvent,
} from './alertEvents';
import { moneyApprovalDecidedEvent } from './approvalEvents';
import type { RealtimePayload } from './contract';
import { homeDashboardPulse } from './dashboardEvents';
import { ALL_REALTIME_EVENTS, REALTIME_EVENTS, type RealtimeEvent } from './events';
import { inventoryStockEvent } from './inventoryEvents';
import { newOnGoingRideEvent, newSuccessRideEvent } from './rideEvents';
import {
  dayRentalPayload,
  newPendingVerificationEvent,
  newUserEvent,
  removePendingVerificationEvent,
} from './riderEvents';
import { pingUserOpsLocationEvent, staffLocationPayload } from './staffEvents';
import {
  checkOutUserEvent,
  flaggingTasksNotificationEvent,
  supportTeamAttendanceEvent,
  taskAssignmentUserStatusEvent,
  taskIdleReturnedEvent,
  taskIdleWarningEvent,
  taskListChangedEvent,
  taskPayload,
  taskSlaAlertEvent,
} from './taskEvents';
import {
  scooterCoordinatesEvent,
  vehicleBatLockStatusEvent,
  vehicleLockStatusEvent,
  vehicleLogsEvent,
} from './vehicleEvents';

/**
 * The schema of every event, written once beside its type (the type is the schema's). Each is
 * typed by the contract, so a schema that drifts from its event's payload fails typecheck, and
 * an event added to the contract without one here fails it too: no payload reaches a handler
 * unread (issue 26 step 5).
 */
const WIRE_SCHEMAS: { readonly [E in RealtimeEvent]: z.ZodType<RealtimePayload<E>> } = {
  [REALTIME_EVENTS.ASSIGNED_TASK]: taskPayload,
  [REALTIME_EVENTS.UPDATED_TASK]: taskPayload,
  [REALTIME_EVENTS.CHECK_OUT_USER]: checkOutUserEvent,
  [REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT]: supportTeamAttendanceEvent,
  [REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT]: taskAssignmentUserStatusEvent,
  [REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT]: flaggingTasksNotificationEvent,
  [REALTIME_EVENTS.TASK_SLA_ALERT]: taskSlaAlertEvent,
  [REALTIME_EVENTS.TASK_IDLE_RETURNED]: taskIdleReturnedEvent,
  [REALTIME_EVENTS.TASK_IDLE_WARNING]: taskIdleWarningEvent,
  [REALTIME_EVENTS.TASKS]: taskListChangedEvent,
  [REALTIME_EVENTS.TASKS_TABLE]: taskListChangedEvent,
  [REALTIME_EVENTS.NEW_USER]: newUserEvent,
  [REALTIME_EVENTS.NEW_PENDING_VERIFICATION]: newPendingVerificationEvent,
  [REALTIME_EVENTS.REMOVE_PENDING_VERIFICATION]: removePendingVerificationEvent,
  [REALTIME_EVENTS.NEW_DAY_RENTAL]: dayRentalPayload,
  [REALTIME_EVENTS.NEW_ON_GOING_RIDE]: newOnGoingRideEvent,
  [REALTIME_EVENTS.NEW_SUCCESS_RIDE]: newSuccessRideEvent,
  [REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE]: outOfFenceVehicleEvent,
  [REALTIME_EVENTS.URGENT_VEHICLE]: urgentVehicleEvent,
  [REALTIME_EVENTS.DEL_URGENT_VEHICLE]: delUrgentVehicleEvent,
  [REALTIME_EVENTS.NEW_STOLEN_ALERT]: stolenAlertEvent,
  [REALTIME_EVENTS.REMOVE_STOLEN_ALERT]: stolenAlertEvent,
  [REALTIME_EVENTS.VEHICLE_LOCK_STATUS]: vehicleLockStatusEvent,
  [REALTIME_EVENTS.VEHICLE_BAT_LOCK_STATUS]: vehicleBatLockStatusEvent,
  [REALTIME_EVENTS.SCOOTER_COORDINATES]: scooterCoordinatesEvent,
  [REALTIME_EVENTS.VEHICLE_LOGS]: vehicleLogsEvent,
  [REALTIME_EVENTS.NEW_USER_OPS_LOCATION]: staffLocationPayload,
  [REALTIME_EVENTS.PING_USER_OPS_LOCATION]: pingUserOpsLocationEvent,
  [REALTIME_EVENTS.INVENTORY_STOCK]: inventoryStockEvent,
  [REALTIME_EVENTS.HOME_DASHBOARD]: homeDashboardPulse,
  [REALTIME_EVENTS.ACCESS_CHANGED]: accessChangedEvent,
  [REALTIME_EVENTS.MONEY_APPROVAL_DECIDED]: moneyApprovalDecidedEvent,
};

const KNOWN: ReadonlySet<string> = new Set(ALL_REALTIME_EVENTS);

export const isRealtimeEvent = (name: string): name is RealtimeEvent => KNOWN.has(name);

/** What came off the wire: an event of the contract with its payload, or nothing to deliver. */
export type WireRead<E extends RealtimeEvent> = { ok: true; payload: RealtimePayload<E> } | { ok: false };

/**
 * Reads one payload as it arrives off the wire (JSON from another process, so untrusted): it is
 * checked against its event's schema and stripped to the contract's fields, and a malformed one
 * is refused, so no handler ever sees it.
 */
export function readWirePayload<E extends RealtimeEvent>(event: E, raw: unknown): WireRead<E> {
  const schema: z.ZodType<RealtimePayload<E>> = WIRE_SCHEMAS[event];
  const read = schema.safeParse(raw);
  return read.success ? { ok: true, payload: read.data } : { ok: false };
}
