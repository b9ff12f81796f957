import { describe, expect, it } from 'vitest';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import {
  backgroundResolvedShown,
  checkedOutByEvent,
  currentTaskLoaded,
  flagChanged,
  flaggingEvent,
  idleReturned,
  initialTasksState,
  taskAssigned,
  taskLeft,
  taskUpdated,
  tasksSlice,
  workspaceOpened,
  type TasksState,
} from './tasksSlice';
import { sampleTask } from './testTask';

const ME = 'me';
const task = (over: Partial<TaskPayload> = {}): TaskPayload => sampleTask({ assignedTo: ME, ...over });
const reduce = (state: TasksState, ...actions: Parameters<typeof tasksSlice.reducer>[1][]) =>
  actions.reduce(tasksSlice.reducer, state);
const opened = reduce(initialTasksState, workspaceOpened(ME));

describe('tasks slice: 01 §4 task events', () => {
  it('ASSIGNED TASK makes the task current', () => {
    expect(reduce(opened, taskAssigned(task())).current?._id).toBe('t1');
  });
  it('ignores an assignment for someone else', () => {
    expect(reduce(opened, taskAssigned(task({ assignedTo: 'other' }))).current).toBeNull();
  });
  it('a resolved vehicle task shows the resolved notice, clears the current task and leaves the flagged list', () => {
    const flagged = task({ flaggedBy: ME, flaggedAt: '2026-01-01T00:00:00Z' });
    const state = reduce(
      opened,
      taskAssigned(flagged),
      flaggingEvent({ kind: 'FLAGGED', task: flagged }),
      taskUpdated(task({ status: 'resolved' })),
    );
    expect(state.resolvedNotice).toBe('C1001');
    expect(state.current).toBeNull();
    expect(state.flagged).toEqual([]);
  });
  it('a flagged task resolved in the background is a toast, not the dialog (issue 6 item 33)', () => {
    const background = task({
      _id: 't9',
      vehicleCode: 'C9009',
      assignedTo: null,
      status: 'unassigned',
      flaggedBy: ME,
      flaggedAt: '2026-01-01T00:00:00Z',
    });
    const state = reduce(
      opened,
      taskAssigned(task()),
      flaggingEvent({ kind: 'FLAGGED', task: background }),
      taskUpdated({ ...background, status: 'resolved' }),
    );
    expect(state.resolvedNotice).toBeNull();
    expect(state.resolvedInBackground).toEqual(['C9009']);
    expect(state.current?._id).toBe('t1');
    expect(state.flagged).toEqual([]);
    expect(reduce(state, backgroundResolvedShown(1)).resolvedInBackground).toEqual([]);
  });
  it('a resolved IdVerification task only clears the current task (no notice)', () => {
    const idTask = task({ type: 'IdVerification', vehicleCode: null, verificationId: 'iv1' });
    const state = reduce(opened, taskAssigned(idTask), taskUpdated({ ...idTask, status: 'resolved' }));
    expect(state.current).toBeNull();
    expect(state.resolvedNotice).toBeNull();
  });
  it('a task set pending leaves the current slot', () => {
    expect(reduce(opened, taskAssigned(task()), taskUpdated(task({ status: 'pending' }))).current).toBeNull();
  });
  it('CHECK OUT USER clears the task and shows who checked me out', () => {
    const state = reduce(
      opened,
      taskAssigned(task()),
      checkedOutByEvent({ userId: ME, checkedOutBy: 's', checkedOutByName: 'Sup', comment: null }),
    );
    expect(state.current).toBeNull();
    expect(state.checkedOut?.checkedOutByName).toBe('Sup');
  });
});

describe('tasks slice: flagging and transfers', () => {
  const flagged = task({ flaggedBy: ME, flaggedAt: '2026-01-01T00:00:00Z' });
  it('a transfer request opens the received dialog', () => {
    const state = reduce(
      opened,
      flaggingEvent({
        kind: 'TRANSFER_REQUEST',
        request: {
          _id: 'r1',
          requestedBy: 'o',
          requestedByName: 'Other',
          requestedTo: ME,
          taskId: 't1',
          transferReason: 'shift end',
          status: 'pending',
        },
        task: flagged,
      }),
    );
    expect(state.transferRequest).toMatchObject({
      requestId: 'r1',
      requestedByName: 'Other',
      vehicleCode: 'C1001',
    });
  });
  it('an accepted response removes the task from my strip and clears it if current', () => {
    const state = reduce(
      opened,
      taskAssigned(flagged),
      flaggingEvent({ kind: 'FLAGGED', task: flagged }),
      flaggingEvent({
        kind: 'TRANSFER_RESPONSE',
        request: {
          _id: 'r1',
          requestedBy: ME,
          requestedTo: 'o',
          requestedToName: 'Other',
          taskId: 't1',
          status: 'accepted',
          rejectionReason: null,
        },
        task: flagged,
      }),
    );
    expect(state.flagged).toEqual([]);
    expect(state.current).toBeNull();
    expect(state.transferResponse?.status).toBe('accepted');
  });
  it('a rejected response keeps the task and carries the reason', () => {
    const state = reduce(
      opened,
      flaggingEvent({ kind: 'FLAGGED', task: flagged }),
      flaggingEvent({
        kind: 'TRANSFER_RESPONSE',
        request: {
          _id: 'r1',
          requestedBy: ME,
          requestedTo: 'o',
          requestedToName: 'Other',
          taskId: 't1',
          status: 'rejected',
          rejectionReason: 'busy',
        },
        task: flagged,
      }),
    );
    expect(state.flagged).toHaveLength(1);
    expect(state.transferResponse?.rejectionReason).toBe('busy');
  });
  it('a forced transfer to me adds the tasks and opens the notice', () => {
    const moved = task({ _id: 't2', vehicleCode: 'C2', flaggedBy: ME });
    const state = reduce(
      opened,
      flaggingEvent({
        kind: 'TRANSFER',
        type: 'forced',
        user: ME,
        transferredFrom: 'o',
        transferredBy: 's',
        transferredByName: 'Sara',
        tasks: [moved],
        task: moved,
      }),
    );
    expect(state.flagged.map((t) => t._id)).toEqual(['t2']);
    expect(state.forcedTransfer).toEqual({
      direction: 'received',
      vehicleCodes: ['C2'],
      byName: 'Sara',
      movedTo: undefined,
    });
  });
  it('a forced transfer away from me removes the tasks', () => {
    const state = reduce(
      opened,
      flaggingEvent({ kind: 'FLAGGED', task: flagged }),
      flaggingEvent({
        kind: 'TRANSFER',
        type: 'forced',
        user: ME,
        transferredFrom: ME,
        transferredBy: 's',
        transferredByName: 'Sara',
        movedTo: [{ vehicleCode: flagged.vehicleCode, toName: 'Omar' }],
        tasks: [flagged],
        task: null,
      }),
    );
    expect(state.flagged).toEqual([]);
    expect(state.forcedTransfer?.direction).toBe('removed');
    // Issue 23: the losing agent is told who took each task and who moved them.
    expect(state.forcedTransfer).toMatchObject({
      byName: 'Sara',
      movedTo: [{ vehicleCode: flagged.vehicleCode, toName: 'Omar' }],
    });
  });
  it('unflagging removes the card', () => {
    const state = reduce(
      opened,
      flaggingEvent({ kind: 'FLAGGED', task: flagged }),
      flaggingEvent({ kind: 'UN_FLAGGED', task: task() }),
    );
    expect(state.flagged).toEqual([]);
  });
});

/**
 * Issue 6 item 25: the server sends 'UPDATED TASK' and the next 'ASSIGNED TASK' before the
 * mutation's answer reaches the client. The answer must not undo the newer event.
 */
describe('tasks slice: a mutation answer never undoes a newer event', () => {
  const next = task({ _id: 't2', vehicleCode: 'C2002' });
  it('set pending, event first: the next task that arrived before the answer stays', () => {
    const state = reduce(
      opened,
      taskAssigned(task()),
      taskUpdated(task({ status: 'pending' })),
      taskAssigned(next),
      taskLeft('t1'),
    );
    expect(state.current?._id).toBe('t2');
  });
  it('set pending, answer first: the answer clears the task and the event brings the next', () => {
    const state = reduce(
      opened,
      taskAssigned(task()),
      taskLeft('t1'),
      taskUpdated(task({ status: 'pending' })),
      taskAssigned(next),
    );
    expect(state.current?._id).toBe('t2');
  });
  it('a ride-image decision answered after the next assignment keeps the next task', () => {
    const image = task({ _id: 'r1', type: 'RideImage', mainCase: null, cases: {} });
    const state = reduce(
      opened,
      taskAssigned(image),
      taskUpdated({ ...image, status: 'resolved' }),
      taskAssigned(next),
      taskLeft('r1'),
    );
    expect(state.current?._id).toBe('t2');
  });
  it('the answer still clears the task when no event came (socket down)', () => {
    expect(reduce(opened, taskAssigned(task()), taskLeft('t1')).current).toBeNull();
  });
  it('an older snapshot of the same task (a late unflag answer) does not replace a newer one', () => {
    const assigned = task({ updatedAt: '2026-01-01T00:00:05Z', flaggedBy: null });
    const lateAnswer = task({ status: 'unassigned', assignedTo: null, updatedAt: '2026-01-01T00:00:01Z' });
    const state = reduce(opened, taskAssigned(assigned), flagChanged(lateAnswer));
    expect(state.current?.status).toBe('assigned');
    expect(state.current?.updatedAt).toBe('2026-01-01T00:00:05Z');
  });
});

describe('tasks slice: an answer older than the idle sweep that took the task away', () => {
  const held = task({ updatedAt: '2026-01-01T10:00:00Z' });
  const returned = task({
    status: 'unassigned',
    assignedTo: null,
    assignedToName: null,
    updatedAt: '2026-01-01T10:20:00Z',
  });
  const idle = idleReturned({ taskId: 't1', vehicleCode: 'C1001', idleMinutes: 15, message: 'went back' });

  it('a late assigned-task answer does not bring back a task the idle sweep returned (the break screen stays)', () => {
    const state = reduce(opened, taskAssigned(held), idle, taskUpdated(returned), currentTaskLoaded(held));
    expect(state.current).toBeNull();
  });
  it('a task that was never mine, updated and then given to me unchanged, is taken', () => {
    const other = task({
      _id: 't2',
      status: 'unassigned',
      assignedTo: null,
      assignedToName: null,
      updatedAt: '2026-01-01T10:05:00Z',
    });
    const state = reduce(
      opened,
      taskAssigned(held),
      idle,
      taskUpdated(other),
      taskUpdated(returned),
      currentTaskLoaded({ ...other, status: 'assigned', assignedTo: ME }),
    );
    expect(state.current?._id).toBe('t2');
    expect(Object.keys(state.gone)).toEqual(['t1']);
  });
  it('the same task assigned to me again later is taken', () => {
    const again = task({ updatedAt: '2026-01-01T11:00:00Z' });
    expect(
      reduce(opened, taskAssigned(held), idle, taskUpdated(returned), currentTaskLoaded(again)).current?._id,
    ).toBe('t1');
  });
});
