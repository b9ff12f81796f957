import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../lists/attendance';
import { TRANSFER_EVENT_TYPES } from '../rules/labels';

/**
 * Payloads of the task and attendance events (01 §4, 01 §7 live channel, 03 §4).
 * Event names are in ./events (REALTIME_EVENTS); these are the shapes that travel
 * with them. Dates are ISO strings, as the GraphQL Task type sends them.
 */

export const taskHistoryEntryPayload = z.object({
  _id: z.string(),
  action: z.string(),
  value: z.string().nullable(),
  date: z.string(),
  user: z.string().nullable(),
  userName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type TaskHistoryEntryPayload = z.infer<typeof taskHistoryEntryPayload>;

export const taskCommentPayload = z.object({
  _id: z.string(),
  user: z.string(),
  userName: z.string(),
  comment: z.string(),
  date: z.string(),
});
export type TaskCommentPayload = z.infer<typeof taskCommentPayload>;

const TASK_TYPES = ['Vehicle', 'RideImage', 'IdVerification', 'CustodyTransfer'] as const;

/** The Task of 01 §3, as 'ASSIGNED TASK' and 'UPDATED TASK' carry it. */
export const taskPayload = z.object({
  _id: z.string(),
  type: z.enum(TASK_TYPES),
  vehicle: z.string().nullable(),
  vehicleCode: z.string().nullable(),
  area: z.string().nullable(),
  areaId: z.string().nullable(),
  ride: z.string().nullable(),
  verificationId: z.string().nullable(),
  /** CustodyTransfer tasks: the transfer whose battery counts disagree. */
  custodyTransferId: z.string().nullable(),
  mainCase: z.string().nullable(),
  cases: z.record(z.string(), z.boolean()),
  mainCaseResolvedAt: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  assignedCount: z.number(),
  pendingAt: z.string().nullable(),
  pendingUntil: z.string().nullable(),
  status: z.enum(['unassigned', 'assigned', 'pending', 'resolved']),
  flaggedBy: z.string().nullable(),
  /** The flagger's name: while the task is not assigned, the flagger holds it (only they may pick it). */
  flaggedByName: z.string().nullable(),
  flaggedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The SLA target that applies (issue 11 item 6); null: no target for this type and case. */
  slaTargetMinutes: z.number().nullable(),
  /** Pending time already spent (closed pauses); with pendingAt while pending, the clock of shared/rules/taskSla.ts slaElapsedOfTask. */
  slaPausedMs: z.number(),
  actionsHistory: z.array(taskHistoryEntryPayload),
  comments: z.array(taskCommentPayload),
});
export type TaskPayload = z.infer<typeof taskPayload>;

/** 'ASSIGNED TASK' to the agent who now holds the task. */
export type AssignedTaskEvent = TaskPayload;
/** 'UPDATED TASK' to the holder (status 'resolved' clears or notices it, 01 §4). */
export type UpdatedTaskEvent = TaskPayload;

/** 'CHECK OUT USER' to the agent who was checked out: stops receiving tasks. */
export const checkOutUserEvent = z.object({
  userId: z.string(),
  checkedOutBy: z.string(),
  checkedOutByName: z.string(),
  comment: z.string().nullable(),
});
export type CheckOutUserEvent = z.infer<typeof checkOutUserEvent>;

export type AttendanceStatusValue = (typeof ATTENDANCE_STATUSES)[number];

/** SUPPORT_TEAM_ATTENDANCE_EVENT on its topic: one agent's attendance changed. */
export const supportTeamAttendanceEvent = z.object({
  userId: z.string(),
  userName: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  attendanceId: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string().nullable(),
  breakReason: z.string().nullable(),
});
export type SupportTeamAttendanceEvent = z.infer<typeof supportTeamAttendanceEvent>;

/** TASK_ASSIGNMENT_USER_STATUS_EVENT on its topic: who holds what, for the checked-in users table. */
export const taskAssignmentUserStatusEvent = z.object({
  userId: z.string(),
  userName: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  taskId: z.string().nullable(),
  taskStatus: z.string().nullable(),
});
export type TaskAssignmentUserStatusEvent = z.infer<typeof taskAssignmentUserStatusEvent>;

/**
 * FLAGGING_TASKS_NOTIFICATION_EVENT to the users concerned (01 §3 transfer request and
 * transfer event). `kind` says which dialog the client opens.
 */
export const flaggingTasksNotificationEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TRANSFER_REQUEST'),
    request: z.object({
      _id: z.string(),
      requestedBy: z.string(),
      requestedByName: z.string(),
      requestedTo: z.string(),
      taskId: z.string(),
      transferReason: z.string().nullable(),
      status: z.literal('pending'),
    }),
    task: taskPayload,
  }),
  z.object({
    kind: z.literal('TRANSFER_RESPONSE'),
    request: z.object({
      _id: z.string(),
      requestedBy: z.string(),
      requestedTo: z.string(),
      requestedToName: z.string(),
      taskId: z.string(),
      status: z.enum(['accepted', 'rejected']),
      rejectionReason: z.string().nullable(),
    }),
    task: taskPayload,
  }),
  z.object({
    kind: z.literal('TRANSFER'),
    /** 01 §3 transfer event: type (forced or requested transfer), user, transferredFrom, transferredBy, tasks, task. */
    type: z.enum(TRANSFER_EVENT_TYPES),
    user: z.string(),
    transferredFrom: z.string(),
    transferredBy: z.string(),
    /** Ours (issue 23): the name of who moved them (a supervisor, for a forced transfer). */
    transferredByName: z.string().optional(),
    /** Ours (issue 23), to the agent who lost the tasks: each task's vehicle code and its receiver's name. */
    movedTo: z.array(z.object({ vehicleCode: z.string().nullable(), toName: z.string() })).optional(),
    tasks: z.array(taskPayload),
    task: taskPayload.nullable(),
  }),
  z.object({ kind: z.enum(['FLAGGED', 'UN_FLAGGED']), task: taskPayload }),
]);
export type FlaggingTasksNotificationEvent = z.infer<typeof flaggingTasksNotificationEvent>;

/** TASK_SLA_ALERT (issue 11 item 6): to supervisors, once per task and kind. */
export const taskSlaAlertEvent = z.object({
  kind: z.enum(['warning', 'breached', 'idleReturned']),
  taskId: z.string(),
  taskType: z.enum(TASK_TYPES),
  vehicleCode: z.string().nullable(),
  mainCase: z.string().nullable(),
  areaId: z.string().nullable(),
  targetMinutes: z.number().nullable(),
  elapsedMinutes: z.number(),
  /** idleReturned: the agent the task was taken from. */
  agentName: z.string().nullable(),
  at: z.string(),
});
export type TaskSlaAlertEvent = z.infer<typeof taskSlaAlertEvent>;

/** TASK_IDLE_RETURNED: to the agent; the message says why in plain words. */
export const taskIdleReturnedEvent = z.object({
  taskId: z.string(),
  vehicleCode: z.string().nullable(),
  idleMinutes: z.number(),
  message: z.string(),
});
export type TaskIdleReturnedEvent = z.infer<typeof taskIdleReturnedEvent>;

/** TASK_IDLE_WARNING (issue 23 item 6): to the agent; the task goes back at `returnAt` unless they act. */
export const taskIdleWarningEvent = z.object({
  taskId: z.string(),
  vehicleCode: z.string().nullable(),
  /** ISO time the sweep takes the task back if nothing is done before. */
  returnAt: z.string(),
  message: z.string(),
});
export type TaskIdleWarningEvent = z.infer<typeof taskIdleWarningEvent>;

/** TASKS (ours, issue 23 item 3): a task was raised or left the queue; lists read again. */
export const taskListChangedEvent = z.object({
  _id: z.string(),
  status: z.string(),
});
export type TaskListChangedEvent = z.infer<typeof taskListChangedEvent>;
