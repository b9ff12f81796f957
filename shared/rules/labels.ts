/**
 * Enumerations and the labels the screens show for them. Where a label is quoted in
 * the spec it is used word for word; where the spec lists values without labels the
 * value is its own label, unless a comment says the wording is ours.
 */
export { DEPARTMENTS, type Department } from './permissions/catalogue';

const labelOf = <K extends string>(table: Readonly<Record<K, string>>, key: string): string =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key as K] : key;

// ---- Tasks (01 §3) ----
export const TASK_CASE_LABELS = {
  VEHICLE_NO_RIDES: 'No Rides Today',
  VEHICLE_NOT_UPDATING: 'Not Updating',
  VEHICLE_IOT_OFF: 'Iot Off',
  VEHICLE_NO_PHOTO: 'No Photo',
  VEHICLE_OUT_OF_FENCE: 'Out Of Fence',
  VEHICLE_WARNING_OUT_OF_FENCE: 'Out Of Fence',
  VEHICLE_LOCK_UNLOCKED: 'Lock Unlocked',
  VEHICLE_LPM: 'Low Battery',
  VEHICLE_MALFUNCTION: 'Vehicle Malfunction',
  VEHICLE_BATTERY_UNLOCKED: 'Vehicle Battery Unlocked',
  VEHICLE_SCANNED_LOST_AND_STOLEN: 'Scanned Lost/Stolen',
  VEHICLE_UPDATING_LOST_AND_STOLEN: 'Updating Lost/Stolen',
  OTHER: 'Other',
} as const;
export type TaskCase = keyof typeof TASK_CASE_LABELS;
export const TASK_CASES = Object.keys(TASK_CASE_LABELS) as TaskCase[];

export const taskCaseLabel = (taskCase: string): string => labelOf(TASK_CASE_LABELS, taskCase);

/** The task history names the warning case apart from a real out-of-fence. */
export function taskCaseHistoryLabel(taskCase: string): string {
  return taskCase === 'VEHICLE_WARNING_OUT_OF_FENCE'
    ? 'Warning Vehicle Out Of Fence'
    : taskCaseLabel(taskCase);
}

export const LOST_AND_STOLEN_CASES: readonly TaskCase[] = [
  'VEHICLE_SCANNED_LOST_AND_STOLEN',
  'VEHICLE_UPDATING_LOST_AND_STOLEN',
];

export const URGENT_REASON_TO_CASE = {
  NO_RIDES_TODAY: 'VEHICLE_NO_RIDES',
  NOT_UPDATING: 'VEHICLE_NOT_UPDATING',
  IOT_OFF: 'VEHICLE_IOT_OFF',
  NO_RIDE_PHOTO: 'VEHICLE_NO_PHOTO',
  OUT_OF_FENCE: 'VEHICLE_OUT_OF_FENCE',
  WARNING_OUT_OF_FENCE: 'VEHICLE_WARNING_OUT_OF_FENCE',
  UNLOCKED_WITHOUT_RIDE: 'VEHICLE_LOCK_UNLOCKED',
  LPM: 'VEHICLE_LPM',
  VEHICLE_MALFUNCTION: 'VEHICLE_MALFUNCTION',
  BATTERY_UNLOCKED: 'VEHICLE_BATTERY_UNLOCKED',
  SCANNED_LOST_AND_STOLEN: 'VEHICLE_SCANNED_LOST_AND_STOLEN',
  UPDATING_LOST_AND_STOLEN: 'VEHICLE_UPDATING_LOST_AND_STOLEN',
} as const satisfies Record<string, TaskCase>;
export type UrgentReason = keyof typeof URGENT_REASON_TO_CASE;

/** Unknown urgent reasons become OTHER rather than being dropped. */
export function caseForUrgentReason(reason: string): TaskCase {
  return Object.prototype.hasOwnProperty.call(URGENT_REASON_TO_CASE, reason)
    ? URGENT_REASON_TO_CASE[reason as UrgentReason]
    : 'OTHER';
}

export const TASK_TYPE_LABELS = {
  Vehicle: 'Vehicle',
  RideImage: 'Ride Image',
  IdVerification: 'ID Verification',
  CustodyTransfer: 'Custody Transfer',
} as const;
export type TaskType = keyof typeof TASK_TYPE_LABELS;
export const TASK_TYPES = Object.keys(TASK_TYPE_LABELS) as TaskType[];

/** The one label table for a task's status (issue 23 item 8: screens never show the stored value). */
export const TASK_STATUS_LABELS = {
  unassigned: 'Unassigned',
  assigned: 'Assigned',
  pending: 'Pending',
  resolved: 'Resolved',
} as const;
export type TaskStatus = keyof typeof TASK_STATUS_LABELS;
export const TASK_STATUSES = Object.keys(TASK_STATUS_LABELS) as [TaskStatus, ...TaskStatus[]];
export const taskStatusLabel = (status: string): string => labelOf(TASK_STATUS_LABELS, status);
/** The task list filter adds NotResolved (02 §4). */
export const TASK_STATUS_FILTERS = [...TASK_STATUSES, 'NotResolved'] as const;

export const TASK_ACTION_TYPES = [
  'CONTACTED_USER',
  'CONTACTED_FILED_TECH',
  'ATTACH_PHOTO',
  'ATTACH_LOCATION',
  'VEHICLE_COMMAND',
  'VEHICLE_DISABLE',
  'USER_EDIT_BALANCE',
  'USER_EDIT_ACTIVATION',
  'RIDE_END',
  'ACK_LOST_AND_STOLEN',
  'CHANGE_SPEED_LIMIT',
] as const;
export type TaskActionType = (typeof TASK_ACTION_TYPES)[number];

/** Labels in the Task History table. The spec lists the actions only: this wording is ours. */
export const TASK_HISTORY_ACTION_LABELS = {
  CONTACTED_USER: 'Called User',
  CONTACTED_FILED_TECH: 'Contacted Field Tech',
  ATTACH_PHOTO: 'Attached Photo',
  ATTACH_LOCATION: 'Attached Location',
  VEHICLE_COMMAND: 'Vehicle Command',
  VEHICLE_DISABLE: 'Vehicle Disabled',
  ACK_LOST_AND_STOLEN: 'Acknowledged Lost/Stolen',
  CHANGE_SPEED_LIMIT: 'Changed Speed Limit',
  USER_EDIT_BALANCE: 'Edited User Balance',
  USER_EDIT_ACTIVATION: 'Changed User Activation',
  RIDE_END: 'Ended Ride',
  ...TASK_STATUS_LABELS,
  created: 'Created',
  caseResolved: 'Case Resolved',
  caseAdded: 'Case Added',
  FLAGGED: 'Flagged',
  UN_FLAGGED: 'Unflagged',
  FORCED_TRANSFER: 'Forced Transfer',
  REQUESTED_TRANSFER: 'Requested Transfer',
  // Issue 11 item 6: the SLA sweep took the task back from an agent who did nothing on it.
  idleReturned: 'Returned (no action)',
} as const satisfies Record<TaskActionType, string> & Record<string, string>;
export type TaskHistoryAction = keyof typeof TASK_HISTORY_ACTION_LABELS;
export const TASK_HISTORY_ACTIONS = Object.keys(TASK_HISTORY_ACTION_LABELS) as TaskHistoryAction[];
export const taskHistoryActionLabel = (action: string): string => labelOf(TASK_HISTORY_ACTION_LABELS, action);

export const TRANSFER_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const TRANSFER_EVENT_TYPES = ['forced', 'requested'] as const;

// ---- Wallet (01 §3, 02 §3) ----
export const WALLET_LOG_TYPE_LABELS = {
  UNLOCK_GO: 'Unlock && GO',
  DAY_RENTAL: 'DAY_RENTAL',
  MANUAL_INPUT: 'Dashboard Input',
  SETTLE: 'Settling',
  REFFERAL: 'REFFERAL',
  FINE: 'FINE',
  FINE_WAIVE: 'FINE_WAIVE',
  RESERVATION: 'RESERVATION',
  CHARGE: 'CHARGE',
  SYS_REFUND: 'System Refund',
} as const;
export type WalletLogType = keyof typeof WALLET_LOG_TYPE_LABELS;
export const WALLET_LOG_TYPES = Object.keys(WALLET_LOG_TYPE_LABELS) as WalletLogType[];
export const walletLogTypeLabel = (type: string): string => labelOf(WALLET_LOG_TYPE_LABELS, type);

// ---- Vehicles (01 §3, 02 §3) ----
export const VEHICLE_LIFE_CYCLE_LABELS = {
  ACTIVATED: 'Activated',
  DEACTIVATED: 'Deactivated',
  BATTERY_UNLOCK: 'Battery Unlocked',
  BATTERY_LOCK: 'Battery Locked',
  ENTERED_URGENT: 'Entered Urgent',
  EXITED_URGENT: 'Exited Urgent',
  CHARGED90: 'Charged 90%',
  BLE_START: 'BLE Start',
  DISABLED: 'Disabled',
  BATTERY_SWAP: 'Battery Swap',
} as const;
export type VehicleLifeCycleCase = keyof typeof VEHICLE_LIFE_CYCLE_LABELS;
export const VEHICLE_LIFE_CYCLE_CASES = Object.keys(VEHICLE_LIFE_CYCLE_LABELS) as VehicleLifeCycleCase[];

/** 01 §3 describes these history cases without naming them: codes and labels are ours. */
export const VEHICLE_HISTORY_EXTRA_LABELS = {
  FORCE_UNLOCKED: 'Force Unlocked',
  VEHICLE_STARTED: 'Vehicle Started',
  OPS_RIDE: 'Ops Ride',
  MAINTENANCE_RECORD_CREATED: 'Maintenance Record Created',
  MAINTENANCE_RECORD_SUBMITTED: 'Maintenance Record Submitted',
  MAINTENANCE_RECORD_RESOLVED: 'Maintenance Record Resolved',
  MAINTENANCE_RECORD_REJECTED: 'Maintenance Record Rejected',
  OPS_TASK_STARTED: 'Ops Task Started',
  OPS_TASK_RESOLVED: 'Ops Task Resolved',
  OPS_TASK_FAILED: 'Ops Task Failed',
  OPS_TASK_CLOSED: 'Ops Task Closed',
  OPS_USER_CHECK_IN: 'Ops User Check-In',
  OPS_USER_CHECK_OUT: 'Ops User Check-Out',
} as const;
export const vehicleLifeCycleLabel = (c: string): string =>
  labelOf({ ...VEHICLE_LIFE_CYCLE_LABELS, ...VEHICLE_HISTORY_EXTRA_LABELS }, c);

export const MANUFACTURERS = ['Xiaomi', 'Kuickwheel'] as const;
export type Manufacturer = (typeof MANUFACTURERS)[number];
export const VEHICLE_TYPES = ['Super C', 'Super S'] as const;
export const VEHICLE_STATUSES = ['on', 'ready', 'off'] as const;
/** The IoT status takes the same three values as the status. */
export const IOT_STATUSES = VEHICLE_STATUSES;
export const SPEED_LIMITS = [5, 15, 25] as const;
export type SpeedLimit = (typeof SPEED_LIMITS)[number];
export const VEHICLE_COMMANDS = ['restart', 'extunlock', 'ring'] as const;
export const RIDE_STATUSES = ['ongoing', 'done'] as const;
export const RIDE_ENDED_BY = ['user', 'dashboard', 'scooter', 'auto end'] as const;

// ---- ID verification (02 §4) ----
export const ID_VERIFICATION_STATUS_LABELS = {
  pending: 'Pending Verification',
  accepted: 'Accepted Verification',
  declined: 'Declined Verification',
  removed: 'Removed Verification',
} as const;
export type IdVerificationStatus = keyof typeof ID_VERIFICATION_STATUS_LABELS;
export const ID_VERIFICATION_STATUSES = Object.keys(ID_VERIFICATION_STATUS_LABELS) as IdVerificationStatus[];
/** "unknown shows pending". */
export function idVerificationStatusLabel(status: string | null | undefined): string {
  return Object.prototype.hasOwnProperty.call(ID_VERIFICATION_STATUS_LABELS, status ?? '')
    ? ID_VERIFICATION_STATUS_LABELS[status as IdVerificationStatus]
    : ID_VERIFICATION_STATUS_LABELS.pending;
}
export const DATA_COMPLETION_STATUSES = ['pending', 'completed'] as const;

// ---- Bills and payments (02 §3, 03 §9) ----
export const BILL_TYPES = [
  'REFUND',
  'COMPENSATION',
  'TRANSFER',
  'INTERNAL',
  'FINE',
  'REMOVE_COMPENSATION',
  'OTHER',
] as const;
export const PAYMENT_STATUSES = ['pending', 'failed', 'refunded', 'success', 'expired'] as const;
export const PAYMENT_TYPES = ['AUTH', 'PAY_CARD', 'PAY_WALLET'] as const;
/** The bill filter's six types are the six payment sources; the spec gives both lists in the same order. */
export const PAYMENT_SOURCE_LABELS = {
  dayRental: 'Day Rental',
  ride: 'Ride',
  settleNegativeBalance: 'Settle Negative Balance',
  reserveVehicle: 'Vehicle Reservation',
  subscription: 'Prime Subscription',
  walletCharge: 'Wallet Charge',
} as const;
export type PaymentSource = keyof typeof PAYMENT_SOURCE_LABELS;
export const PAYMENT_SOURCES = Object.keys(PAYMENT_SOURCE_LABELS) as PaymentSource[];
/** Bill filter order as 02 §3 lists it. */
export const BILL_FILTER_TYPES: readonly PaymentSource[] = [
  'ride',
  'dayRental',
  'settleNegativeBalance',
  'reserveVehicle',
  'subscription',
  'walletCharge',
];
/** 02 §3: an order type is shown as 'auth' by default; 'ride' links to the ride. */
export const DEFAULT_PAYMENT_ORDER_TYPE = 'auth';

// ---- Attendance (01 §3, 03 §3–4) ----
export const BREAK_REASON_LABELS = {
  break: 'Break',
  meeting: 'Meeting',
  'tech issue': 'Tech Issue',
} as const;
export type BreakReason = keyof typeof BREAK_REASON_LABELS;
export const BREAK_REASONS = Object.keys(BREAK_REASON_LABELS) as BreakReason[];
export const ATTENDANCE_STATUSES = ['active', 'ended', 'in break'] as const;
/** The support-team attendance record; only these two values appear in the spec. */
export const SUPPORT_TEAM_ATTENDANCE_STATUSES = ['ACTIVE', 'IN_BREAK'] as const;
/** The statuses in words (issue 23: no raw enums on screen), as the dashboard counts them. */
export const SUPPORT_TEAM_ATTENDANCE_STATUS_LABELS: Record<
  (typeof SUPPORT_TEAM_ATTENDANCE_STATUSES)[number],
  string
> = {
  ACTIVE: 'Checked in',
  IN_BREAK: 'On break',
};
export const SHIFTS = ['morning', 'night', 'overnight'] as const;
export const TIME_UNITS = ['DAYS', 'MONTH'] as const;

// ---- Inventory (01 §9, 03 §3) ----
export const INVENTORY_CATEGORIES = [
  'Recycled',
  'Bike',
  'IOT',
  'Scooters',
  'Consumables',
  'Tools',
  'Nails',
] as const;
