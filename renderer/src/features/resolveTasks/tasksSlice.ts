import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CheckOutUserEvent,
  FlaggingTasksNotificationEvent,
  TaskPayload,
} from '@ops/shared/realtime/taskEvents';
import type { WorkspaceTask } from './resolveTasksApi';

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
      if (action.payload && isStale(state.current, action.payload)) return;
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
      if (task.status === 'resolved') {
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
        state.flagged = task.flaggedBy === state.userId ? upsert(state.flagged, task) : withoutTask(state.flagged, task._id);
      }
      if (isCurrent && !isStale(state.current, task)) {
        // Pending, released or moved to someone else: it is no longer mine to work on.
        const stillMine = task.status === 'assigned' && (!task.assignedTo || task.assignedTo === state.userId);
        state.current = stillMine ? task : null;
      }
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
            state.forcedTransfer = { direction: removed ? 'removed' : 'received', vehicleCodes: tasks.map(codeOf) };
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
} = tasksSlice.actions;
export const { selectCurrentTask, selectFlaggedTasks, selectTasksState } = tasksSlice.selectors;
