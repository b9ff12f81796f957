import type { AccessChangedEvent } from './accessEvents';
import type {
  DelUrgentVehicleEvent,
  OutOfFenceVehicleEvent,
  StolenAlertEvent,
  UrgentVehicleEvent,
} from './alertEvents';
import type { MoneyApprovalDecidedEvent } from './approvalEvents';
import type { HomeDashboardPulse } from './dashboardEvents';
import type { REALTIME_EVENTS, RealtimeEvent, RealtimeEventKey } from './events';
import type { InventoryStockEvent } from './inventoryEvents';
import type { NewOnGoingRideEvent, NewSuccessRideEvent } from './rideEvents';
import type {
  DayRentalPayload,
  NewPendingVerificationEvent,
  NewUserEvent,
  RemovePendingVerificationEvent,
} from './riderEvents';
import type { PingUserOpsLocationEvent, StaffLocationPayload } from './staffEvents';
import type {
  AssignedTaskEvent,
  CheckOutUserEvent,
  FlaggingTasksNotificationEvent,
  SupportTeamAttendanceEvent,
  TaskAssignmentUserStatusEvent,
  TaskIdleReturnedEvent,
  TaskIdleWarningEvent,
  TaskListChangedEvent,
  TaskSlaAlertEvent,
  UpdatedTaskEvent,
} from './taskEvents';
import type { PerCodeTopic } from './topics';
import type {
  ScooterCoordinatesEvent,
  VehicleBatLockStatusEvent,
  VehicleLockStatusEvent,
  VehicleLogsEvent,
} from './vehicleEvents';

/**
 * What each event carries, by its key in REALTIME_EVENTS. One line per event: an event
 * added to REALTIME_EVENTS without a line here (or a line without an event) fails typecheck
 * below.
 */
interface PayloadByKey {
  // Tasks and attendance (01 §4, 03 §4).
  ASSIGNED_TASK: AssignedTaskEvent;
  UPDATED_TASK: UpdatedTaskEvent;
  CHECK_OUT_USER: CheckOutUserEvent;
  SUPPORT_TEAM_ATTENDANCE_EVENT: SupportTeamAttendanceEvent;
  TASK_ASSIGNMENT_USER_STATUS_EVENT: TaskAssignmentUserStatusEvent;
  FLAGGING_TASKS_NOTIFICATION_EVENT: FlaggingTasksNotificationEvent;
  TASK_SLA_ALERT: TaskSlaAlertEvent;
  TASK_IDLE_RETURNED: TaskIdleReturnedEvent;
  TASK_IDLE_WARNING: TaskIdleWarningEvent;
  TASKS: TaskListChangedEvent;
  TASKS_TABLE: TaskListChangedEvent;
  // Riders.
  NEW_USER: NewUserEvent;
  NEW_PENDING_VERIFICATION: NewPendingVerificationEvent;
  REMOVE_PENDING_VERIFICATION: RemovePendingVerificationEvent;
  NEW_DAY_RENTAL: DayRentalPayload;
  NEW_ON_GOING_RIDE: NewOnGoingRideEvent;
  NEW_SUCCESS_RIDE: NewSuccessRideEvent;
  // Vehicles and their alerts.
  OUT_OF_FENCE_VEHICLE: OutOfFenceVehicleEvent;
  URGENT_VEHICLE: UrgentVehicleEvent;
  DEL_URGENT_VEHICLE: DelUrgentVehicleEvent;
  NEW_STOLEN_ALERT: StolenAlertEvent;
  REMOVE_STOLEN_ALERT: StolenAlertEvent;
  VEHICLE_LOCK_STATUS: VehicleLockStatusEvent;
  VEHICLE_BAT_LOCK_STATUS: VehicleBatLockStatusEvent;
  SCOOTER_COORDINATES: ScooterCoordinatesEvent;
  VEHICLE_LOGS: VehicleLogsEvent;
  // Staff.
  NEW_USER_OPS_LOCATION: StaffLocationPayload;
  PING_USER_OPS_LOCATION: PingUserOpsLocationEvent;
  // Ours: stock, dashboard, access, approvals.
  INVENTORY_STOCK: InventoryStockEvent;
  HOME_DASHBOARD: HomeDashboardPulse;
  ACCESS_CHANGED: AccessChangedEvent;
  MONEY_APPROVAL_DECIDED: MoneyApprovalDecidedEvent;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Fails typecheck when REALTIME_EVENTS and the list above disagree. */
export type EveryEventHasOnePayload = Holds<Same<keyof PayloadByKey, RealtimeEventKey>>;

/**
 * The realtime contract, by wire name ('ASSIGNED TASK'): the server's event bus and Outbox
 * accept only these pairs, and the renderer's onRealtime hands its handler this type, so a
 * payload changed on one side fails typecheck on the other.
 */
export type RealtimeContract = { [K in RealtimeEventKey as (typeof REALTIME_EVENTS)[K]]: PayloadByKey[K] };

/** What one event carries. */
export type RealtimePayload<Event extends RealtimeEvent> = RealtimeContract[Event];

/**
 * An event with its payload, one member per event: switching on `event` narrows `payload`
 * (a handler of several events reads each payload without a cast).
 */
export type RealtimeMessage<Event extends RealtimeEvent = RealtimeEvent> = Event extends RealtimeEvent
  ? { event: Event; payload: RealtimeContract[Event] }
  : never;

/** The per-code topics' payloads (SUBSCRIBE_TO_LOGS: SCOOTER_COORDINATES, VEHICLE_LOGS). */
export type PerCodePayload<Topic extends PerCodeTopic> = RealtimeContract[Topic];

/**
 * The contract as socket.io's event map (the server's `Server<…, ServerToClientEvents>`):
 * one listener shape per event.
 */
export type ServerToClientEvents = { [Event in RealtimeEvent]: (payload: RealtimeContract[Event]) => void };
