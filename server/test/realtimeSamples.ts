import type { RealtimeContract, RealtimePayload } from '@ops/shared/realtime/contract';
import type { RealtimeEvent } from '@ops/shared/realtime/events';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { LiveRide } from '@ops/shared/realtime/rideEvents';

const AT = '2026-01-01T08:00:00.000Z';

/** A whole task as 'ASSIGNED TASK' carries it. */
export const sampleTask = (_id: string): TaskPayload => ({
  _id, type: 'Vehicle', vehicle: 'v1', vehicleCode: 'S-1', area: 'Maadi', areaId: 'a1', ride: null, verificationId: null, custodyTransferId: null,
  mainCase: 'LPM', cases: { LPM: true }, mainCaseResolvedAt: null, assignedTo: 'u1', assignedToName: 'Agent', assignedAt: AT, assignedCount: 1,
  pendingAt: null, pendingUntil: null, status: 'assigned', flaggedBy: null, flaggedByName: null, flaggedAt: null, resolvedAt: null, resolvedBy: null,
  createdAt: AT, updatedAt: AT, slaTargetMinutes: null, slaPausedMs: 0, actionsHistory: [], comments: [],
});

const ride = (_id: string): LiveRide => ({
  _id, status: 'ongoing', createdAt: AT, start_time: AT, time: 0, price: 0, basePrice: 6, minutePrice: 1, endedBy: null, rating: null, checkStatus: 'P',
  isExpressRide: false, startVehicleBattery: 90, endVehicleBattery: null, user: null, scooter: { _id: 'v1', code: 'S-1' }, area: null, promocodeApplied: null,
});

/**
 * One well-formed payload per event, for the tests of the transport itself (socket rooms,
 * Redis fan-out, bus wrappers), which send on the bus directly. Typed by the contract, so a
 * payload type that changes changes here too.
 */
const SAMPLES: RealtimeContract = {
  'ASSIGNED TASK': sampleTask('t1'),
  'UPDATED TASK': sampleTask('t1'),
  'CHECK OUT USER': { userId: 'u1', checkedOutBy: 's1', checkedOutByName: 'Supervisor', comment: null },
  SUPPORT_TEAM_ATTENDANCE_EVENT: { userId: 'u1', userName: 'Agent', status: 'ACTIVE', attendanceId: 'att1', checkInDate: AT, checkOutDate: null, breakReason: null },
  TASK_ASSIGNMENT_USER_STATUS_EVENT: { userId: 'u1', userName: 'Agent', status: 'ACTIVE', taskId: null, taskStatus: null },
  FLAGGING_TASKS_NOTIFICATION_EVENT: { kind: 'FLAGGED', task: sampleTask('t1') },
  TASK_SLA_ALERT: { kind: 'warning', taskId: 't1', taskType: 'Vehicle', vehicleCode: 'S-1', mainCase: 'LPM', areaId: 'a1', targetMinutes: 30, elapsedMinutes: 25, agentName: null, at: AT },
  TASK_IDLE_RETURNED: { taskId: 't1', vehicleCode: 'S-1', idleMinutes: 15, message: 'S-1 went back to the queue' },
  TASK_IDLE_WARNING: { taskId: 't1', vehicleCode: 'S-1', returnAt: AT, message: 'Nothing has been done on S-1' },
  TASKS: { _id: 't1', status: 'unassigned' },
  TASKS_TABLE: { _id: 't1', status: 'unassigned' },
  NEW_USER: { _id: 'u9', name: 'Rider', phoneNumber: '+201000000009', email: null, type: 'user', balance: 0, area: null, createdAt: AT },
  NEW_PENDING_VERIFICATION: { _id: 'idv1', user: 'u9' },
  REMOVE_PENDING_VERIFICATION: { _id: 'idv1', user: 'u9', status: 'approved' },
  NEW_DAY_RENTAL: {
    _id: 'dr1', user: null, area: null, vehicle: null, status: 'pending', rentalDate: '2026-01-02', price: 300, billId: null, deliveryAddress: null,
    deliveryLat: null, deliveryLong: null, createdAt: AT, updatedAt: AT, nextStatuses: ['confirmed'], events: [],
  },
  NEW_ON_GOING_RIDE: { ...ride('r1'), promocode: null },
  NEW_SUCCESS_RIDE: { ...ride('r1'), status: 'done', time: 25 },
  OUT_OF_FENCE_VEHICLE: { _id: 'v1', code: 'S-1', area: 'a1', lat: 30.05, long: 31.23 },
  URGENT_VEHICLE: { _id: 'v1', code: 'S-1', area: 'a1', urgencyType: 'IOT_OFF', lockStatus: 'locked', isInStorage: false, lat: 30.05, long: 31.23 },
  DEL_URGENT_VEHICLE: { _id: 'v1', code: 'S-1', area: 'a1' },
  NEW_STOLEN_ALERT: { _id: 'v1', code: 'S-1' },
  REMOVE_STOLEN_ALERT: { _id: 'v1', code: 'S-1' },
  VEHICLE_LOCK_STATUS: { _id: 'v1', code: 'S-1', lockStatus: 'locked' },
  VEHICLE_BAT_LOCK_STATUS: { _id: 'v1', code: 'S-1', batLock: true },
  SCOOTER_COORDINATES: { _id: 'v1', code: 'S-1', lat: 30.05, long: 31.23, lastUpdate: AT },
  VEHICLE_LOGS: { _id: 'v1', code: 'S-1', command: 'ring', lockStatus: 'locked', lastMoveBeep: AT, speedLimit: null, speedLimitUntil: null, at: AT },
  NEW_USER_OPS_LOCATION: { _id: 'l1', lat: 30.05, lng: 31.23, createdAt: AT, error: null, user: { _id: 's1', name: 'Field', phoneNumber: '+201000000001' } },
  PING_USER_OPS_LOCATION: { at: AT },
  INVENTORY_STOCK: { warehouseId: 'w1', itemId: 'i1', quantity: 3, frozen: 0, returned: 0, lower: 5, urgent: true },
  HOME_DASHBOARD: { parts: ['rides'] },
  ACCESS_CHANGED: { roleId: null },
  MONEY_APPROVAL_DECIDED: { _id: 'ma1', kind: 'BALANCE_EDIT', status: 'APPROVED', amount: 50, userId: 'u9', userName: 'Rider', decidedByName: 'Admin', rejectionReason: null },
};

/** A payload of `event`'s type, with the fields a test cares about replaced. */
export function samplePayload<E extends RealtimeEvent>(event: E, patch: Partial<RealtimePayload<E>> = {}): RealtimePayload<E> {
  return { ...SAMPLES[event], ...patch };
}
