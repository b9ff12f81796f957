import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../lists/attendance';

/**
 * Payloads of the task and attendance events (01 §4, 01 §7 live channel, 03 §4).
 * Event names are in ./events (REALTIME_EVENTS); these are the shapes that travel
 * with them. Dates are ISO strings, as the GraphQL Task type sends them.
 */

export interface TaskHistoryEntryPayload {
  _id: string;
  action: string;
  value: string | null;
  date: string;
  user: string | null;
  userName: string | null;
  phoneNumber: string | null;
}

export interface TaskCommentPayload {
  _id: string;
  user: string;
  userName: string;
  comment: string;
  date: string;
}

/** The Task of 01 §3, as 'ASSIGNED TASK' and 'UPDATED TASK' carry it. */
export interface TaskPayload {
  _id: string;
  type: 'Vehicle' | 'RideImage' | 'IdVerification' | 'CustodyTransfer';
  vehicle: string | null;
  vehicleCode: string | null;
  area: string | null;
  areaId: string | null;
  ride: string | null;
  verificationId: string | null;
  /** CustodyTransfer tasks: the transfer whose battery counts disagree. */
  custodyTransferId: string | null;
  mainCase: string | null;
  cases: Record<string, boolean>;
  mainCaseResolvedAt: string | null;
  assignedTo: string | null;
  assignedToName: string | null;
  assignedAt: string | null;
  assignedCount: number;
  pendingAt: string | null;
  pendingUntil: string | null;
  status: 'unassigned' | 'assigned' | 'pending' | 'resolved';
  flaggedBy: string | null;
  /** The flagger's name: while the task is not assigned, the flagger holds it (only they may pick it). */
  flaggedByName: string | null;
  flaggedAt: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** The SLA target that applies (issue 11 item 6); null: no target for this type and case. */
  slaTargetMinutes: number | null;
  /** Pending time already spent (closed pauses); with pendingAt while pending, the clock of shared/rules/taskSla.ts slaElapsedOfTask. */
  slaPausedMs: number;
  actionsHistory: TaskHistoryEntryPayload[];
  comments: TaskCommentPayload[];
}

/** 'ASSIGNED TASK' to the agent who now holds the task. */
export type AssignedTaskEvent = TaskPayload;
/** 'UPDATED TASK' to the holder (status 'resolved' clears or notices it, 01 §4). */
export type UpdatedTaskEvent = TaskPayload;

/** 'CHECK OUT USER' to the agent who was checked out: stops receiving tasks. */
export interface CheckOutUserEvent {
  userId: string;
  checkedOutBy: string;
  checkedOutByName: string;
  comment: string | null;
}

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
export type FlaggingTasksNotificationEvent =
  | {
      kind: 'TRANSFER_REQUEST';
      request: {
        _id: string;
        requestedBy: string;
        requestedByName: string;
        requestedTo: string;
        taskId: string;
        transferReason: string | null;
        status: 'pending';
      };
      task: TaskPayload;
    }
  | {
      kind: 'TRANSFER_RESPONSE';
      request: {
        _id: string;
        requestedBy: string;
        requestedTo: string;
        requestedToName: string;
        taskId: string;
        status: 'accepted' | 'rejected';
        rejectionReason: string | null;
      };
      task: TaskPayload;
    }
  | {
      kind: 'TRANSFER';
      /** 01 §3 transfer event: type (forced or requested transfer), user, transferredFrom, transferredBy, tasks, task. */
      type: 'forced' | 'requested';
      user: string;
      transferredFrom: string;
      transferredBy: string;
      /** Ours (issue 23): the name of who moved them (a supervisor, for a forced transfer). */
      transferredByName?: string;
      /** Ours (issue 23), to the agent who lost the tasks: each task's vehicle code and its receiver's name. */
      movedTo?: Array<{ vehicleCode: string | null; toName: string }>;
      tasks: TaskPayload[];
      task: TaskPayload | null;
    }
  | { kind: 'FLAGGED' | 'UN_FLAGGED'; task: TaskPayload };

/** TASK_SLA_ALERT (issue 11 item 6): to supervisors, once per task and kind. */
export interface TaskSlaAlertEvent {
  kind: 'warning' | 'breached' | 'idleReturned';
  taskId: string;
  taskType: TaskPayload['type'];
  vehicleCode: string | null;
  mainCase: string | null;
  areaId: string | null;
  targetMinutes: number | null;
  elapsedMinutes: number;
  /** idleReturned: the agent the task was taken from. */
  agentName: string | null;
  at: string;
}

/** TASK_IDLE_RETURNED: to the agent; the message says why in plain words. */
export interface TaskIdleReturnedEvent {
  taskId: string;
  vehicleCode: string | null;
  idleMinutes: number;
  message: string;
}

/** TASK_IDLE_WARNING (issue 23 item 6): to the agent; the task goes back at `returnAt` unless they act. */
export interface TaskIdleWarningEvent {
  taskId: string;
  vehicleCode: string | null;
  /** ISO time the sweep takes the task back if nothing is done before. */
  returnAt: string;
  message: string;
}

/** TASKS (ours, issue 23 item 3): a task was raised or left the queue; lists read again. */
export interface TaskListChangedEvent {
  _id: string;
  status: string;
}
