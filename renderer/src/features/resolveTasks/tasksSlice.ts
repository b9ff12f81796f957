import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CheckOutUserEvent,
  FlaggingTasksNotificationEvent,
  TaskIdleReturnedEvent,
  TaskIdleWarningEvent,
  TaskPayload,
} from '@ops/shared/realtime/taskEvents';
import type { WorkspaceTask } from './workspaceTypes';

/** A transfer request someone sent me, waiting for Accept/Reject (01 §2 dialogs). */
export interface IncomingTransferRequest {
  requestId: string;
  requestedByName: string;
  transferReason: string | null;
  vehicleCode: string | null;
  taskType: string;
}

/** The answer to a request I sent (transfer-response notice). */
export interface TransferResponseNotice {
  status: 'accepted' | 'rejected';
  requestedToName: string;
  rejectionReason: string | null;
  vehicleCode: string | null;
}

/** Tasks moved without my answer (forced-transfer notice): to me, or away from me. */
export interface ForcedTransferNotice {
  direction: 'received' | 'removed';
  vehicleCodes: string[];
  /** Who moved them (issue 23). */
  byName?: string | null;
  /** To the agent who lost them: each task's receiver (issue 23). */
  movedTo?: Array<{ vehicleCode: string | null; toName: string }>;
}

export interface TasksState {
  /** The me this state belongs to: events about others are ignored. */
  userId: string | null;
  current: WorkspaceTask | null;
  flagged: WorkspaceTask[];
  /** The task on screen was resolved: a dialog with OK names its vehicle. */
  resolvedNotice: string | null;
  /** Flagged tasks resolved in the background: toasts, never a dialog (they must not take the next click). */
  resolvedInBackground: string[];
  forcedTransfer: ForcedTransferNotice | null;
  transferRequest: IncomingTransferRequest | null;
  transferResponse: TransferResponseNotice | null;
  checkedOut: CheckOutUserEvent | null;
  /** The idle sweep took my task back (issue 11 item 6): why, until I press OK. */
  idleReturned: TaskIdleReturnedEvent | null;
  /** The idle sweep takes my task back in a minute unless I act (issue 23 item 6). */
  idleWarning: TaskIdleWarningEvent | null;
  /**
   * Tasks the idle sweep took from me, with the time of that snapshot: an answer about one of
   * them from before (a poll or refetch sent before the event) must not bring it back.
   */
  gone: Record<string, number>;
}

export const initialTasksState: TasksState = {
  userId: null,
  current: null,
  flagged: [],
  resolvedNotice: null,
  resolvedInBackground: [],
  forcedTransfer: null,
  transferRequest: null,
  transferResponse: null,
  checkedOut: null,
  idleReturned: null,
  idleWarning: null,
  gone: {},
};

/** How many taken-away tasks are remembered: a shift's worth; the oldest are dropped. */
const GONE_KEPT = 50;

/** Remembers that `id` left me as of `at` (ms); a later time wins over an earlier one. */
function rememberGone(state: TasksState, id: string, at: number): void {
  state.gone[id] = Math.max(state.gone[id] ?? at, at);
  const ids = Object.keys(state.gone);
  if (ids.length > GONE_KEPT) for (const old of ids.slice(0, ids.length - GONE_KEPT)) delete state.gone[old];
}

/**
 * The answer is an older snapshot of a task an event took from me. Strictly older: assigning a
 * task again need not move its updatedAt, so an equal time may be a new assignment.
 */
const takenSince = (state: TasksState, incoming: WorkspaceTask) => {
  const goneAt = state.gone[incoming._id];
  return goneAt !== undefined && Date.parse(incoming.updatedAt) < goneAt;
};

// The event payload and the query fragment have the same fields; the event's unions
// (type, status) are narrower strings, so a payload is a WorkspaceTask as it stands.
const asTask = (payload: TaskPayload): WorkspaceTask => payload;

const withoutTask = (list: WorkspaceTask[], id: string) => list.filter((task) => task._id !== id);
const codeOf = (task: Pick<WorkspaceTask, 'vehicleCode' | 'type'>) => task.vehicleCode ?? task.type;

/**
 * An answer can reach the client after an event about the same task (the server sends
 * events on commit, the answer after its follow-up work): a snapshot older than the one
 * held is stale. Equal times are taken, since history entries do not move updatedAt.
 */
const isStale = (held: WorkspaceTask | null, incoming: WorkspaceTask) =>
  held !== null && held._id === incoming._id && Date.parse(incoming.updatedAt) < Date.parse(held.updatedAt);

function upsert(list: WorkspaceTask[], task: WorkspaceTask): WorkspaceTask[] {
  const index = list.findIndex((entry) => entry._id === task._id);
  if (index === -1) return [...list, task];
  return list.map((entry, i) => (i === index ? task : entry));
}

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState: initialTasksState,
  reducers: {
    workspaceOpened(state, action: PayloadAction<string>) {
      if (state.userId !== action.payload) return { ...initialTasksState, userId: action.payload };
      return state;
    },
    currentTaskLoaded(state, action: PayloadAction<WorkspaceTask | null>) {
      if (action.payload && (isStale(state.current, action.payload) || takenSince(state, action.payload)))
        return;
      state.current = action.payload;
      if (action.payload) state.checkedOut = null;
    },
    /**
     * A mutation's answer says this task left me (set pending, ride-image decision). By the
     * time it arrives the server may already have sent the next 'ASSIGNED TASK': only
     * clear the slot if it still holds this task.
     */
    taskLeft(state, action: PayloadAction<string>) {
      if (state.current?._id === action.payload) state.current = null;
    },
    flaggedLoaded(state, action: PayloadAction<WorkspaceTask[]>) {
      state.flagged = action.payload;
    },
    /** A flag or unflag I made: the answer is the task as it is now. */
    flagChanged(state, action: PayloadAction<WorkspaceTask>) {
      const task = action.payload;
      const mine = !!task.flaggedBy && task.flaggedBy === state.userId;
      state.flagged = mine ? upsert(state.flagged, task) : withoutTask(state.flagged, task._id);
      if (state.current?._id === task._id && !isStale(state.current, task)) state.current = task;
    },
    /** 'ASSIGNED TASK' (01 §4): the server gave me this task. */
    taskAssigned(state, action: PayloadAction<TaskPayload>) {
      const task = asTask(action.payload);
      if (task.assignedTo && state.userId && task.assignedTo !== state.userId) return;
      state.current = task;
      state.checkedOut = null;
    },
    /**
     * 'UPDATED TASK' (01 §4): a resolved IdVerification task clears the current task;
     * any other resolved task shows the resolved notice and leaves the flagged list.
     */
    taskUpdated(state, action: PayloadAction<TaskPayload>) {
      const task = asTask(action.payload);
      const isCurrent = state.current?._id === task._id;
      // Only a task the idle sweep took is remembered (its later updates move the time on):
      // other flows keep the isStale guard alone, which they were built and tested with.
      const taken = state.gone[task._id] !== undefined;
      if (task.status === 'resolved') {
        if (taken) rememberGone(state, task._id, Date.parse(task.updatedAt));
        if (task.type === 'IdVerification') {
          if (isCurrent) state.current = null;
          state.flagged = withoutTask(state.flagged, task._id);
          return;
        }
        // Only the task on screen earns a dialog; a flagged one resolved elsewhere is a toast.
        if (isCurrent) state.resolvedNotice = codeOf(task);
        else state.resolvedInBackground.push(codeOf(task));
        state.flagged = withoutTask(state.flagged, task._id);
        if (isCurrent) state.current = null;
        return;
      }
      if (state.flagged.some((entry) => entry._id === task._id)) {
        state.flagged =
          task.flaggedBy === state.userId
            ? upsert(state.flagged, task)
            : withoutTask(state.flagged, task._id);
      }
      // Pending, released or moved to someone else: it is no longer mine to work on.
      const stillMine = task.status === 'assigned' && (!task.assignedTo || task.assignedTo === state.userId);
      // Remembered even when no longer on screen (the idle return cleared it first), so a late
      // answer from before this event cannot put it back.
      if (!stillMine && taken) rememberGone(state, task._id, Date.parse(task.updatedAt));
      if (isCurrent && !isStale(state.current, task)) state.current = stillMine ? task : null;
    },
    /** 'CHECK OUT USER' (01 §4): stop receiving tasks and say so. */
    checkedOutByEvent(state, action: PayloadAction<CheckOutUserEvent>) {
      if (state.userId && action.payload.userId !== state.userId) return;
      state.current = null;
      state.checkedOut = action.payload;
    },
    /** FLAGGING_TASKS_NOTIFICATION_EVENT: which dialog opens and how the strip changes. */
    flaggingEvent(state, action: PayloadAction<FlaggingTasksNotificationEvent>) {
      const event = action.payload;
      switch (event.kind) {
        case 'FLAGGED':
        case 'UN_FLAGGED':
          tasksSlice.caseReducers.flagChanged(state, { type: 'flagChanged', payload: asTask(event.task) });
          return;
        case 'TRANSFER_REQUEST':
          state.transferRequest = {
            requestId: event.request._id,
            requestedByName: event.request.requestedByName,
            transferReason: event.request.transferReason,
            vehicleCode: event.task.vehicleCode,
            taskType: event.task.type,
          };
          return;
        case 'TRANSFER_RESPONSE':
          state.transferResponse = {
            status: event.request.status,
            requestedToName: event.request.requestedToName,
            rejectionReason: event.request.rejectionReason,
            vehicleCode: event.task.vehicleCode,
          };
          // 01 §4: on accept the task leaves my flagged list and, if current, is cleared.
          if (event.request.status === 'accepted') {
            state.flagged = withoutTask(state.flagged, event.request.taskId);
            if (state.current?._id === event.request.taskId) state.current = null;
          }
          return;
        case 'TRANSFER': {
          const tasks = event.tasks.map(asTask);
          const removed = event.transferredFrom === state.userId && event.user === state.userId;
          if (removed) {
            const ids = new Set(tasks.map((task) => task._id));
            state.flagged = state.flagged.filter((task) => !ids.has(task._id));
            if (state.current && ids.has(state.current._id)) state.current = null;
          } else {
            for (const task of tasks) state.flagged = upsert(state.flagged, task);
          }
          if (event.type === 'forced') {
            state.forcedTransfer = {
              direction: removed ? 'removed' : 'received',
              vehicleCodes: tasks.map(codeOf),
              byName: event.transferredByName ?? null,
              movedTo: removed ? event.movedTo : undefined,
            };
          }
          return;
        }
      }
    },
    resolvedNoticeClosed(state) {
      state.resolvedNotice = null;
    },
    /** The first `count` background resolutions have been shown as toasts. */
    backgroundResolvedShown(state, action: PayloadAction<number>) {
      state.resolvedInBackground.splice(0, action.payload);
    },
    forcedTransferClosed(state) {
      state.forcedTransfer = null;
    },
    transferRequestClosed(state) {
      state.transferRequest = null;
    },
    transferResponseClosed(state) {
      state.transferResponse = null;
    },
    checkedOutClosed(state) {
      state.checkedOut = null;
    },
    /** TASK_IDLE_RETURNED: the task leaves the screen and the reason stays until OK. */
    idleReturned(state, action: PayloadAction<TaskIdleReturnedEvent>) {
      if (state.current?._id === action.payload.taskId) {
        // The event has no updatedAt: anything up to the snapshot I held is from before it.
        rememberGone(state, state.current._id, Date.parse(state.current.updatedAt) + 1);
        state.current = null;
      }
      state.idleReturned = action.payload;
      if (state.idleWarning?.taskId === action.payload.taskId) state.idleWarning = null;
    },
    idleReturnedClosed(state) {
      state.idleReturned = null;
    },
    /** TASK_IDLE_WARNING: shown while the task is still mine on screen. */
    idleWarned(state, action: PayloadAction<TaskIdleWarningEvent>) {
      if (state.current?._id === action.payload.taskId) state.idleWarning = action.payload;
    },
    /** The agent acted ('Keep this task', or anything reported): the warning goes. */
    idleWarningCleared(state) {
      state.idleWarning = null;
    },
  },
  selectors: {
    selectCurrentTask: (state) => state.current,
    selectFlaggedTasks: (state) => state.flagged,
    selectTasksState: (state) => state,
  },
});

export const {
  workspaceOpened,
  currentTaskLoaded,
  taskLeft,
  flaggedLoaded,
  flagChanged,
  taskAssigned,
  taskUpdated,
  checkedOutByEvent,
  flaggingEvent,
  resolvedNoticeClosed,
  backgroundResolvedShown,
  forcedTransferClosed,
  transferRequestClosed,
  transferResponseClosed,
  checkedOutClosed,
  idleReturned,
  idleReturnedClosed,
  idleWarned,
  idleWarningCleared,
} = tasksSlice.actions;
export const { selectCurrentTask, selectFlaggedTasks, selectTasksState } = tasksSlice.selectors;
