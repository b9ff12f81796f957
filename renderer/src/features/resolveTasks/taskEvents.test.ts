import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { actionsForEvent } from './taskEvents';
import { idleReturnedClosed, idleWarningCleared, initialTasksState, tasksSlice, type TasksState } from './tasksSlice';

describe('actionsForEvent', () => {
  it('maps ASSIGNED TASK and UPDATED TASK to the slice actions', () => {
    expect(actionsForEvent(REALTIME_EVENTS.ASSIGNED_TASK, { _id: 't' }, 'me').map((a) => a.type)).toEqual(['tasks/taskAssigned']);
    expect(actionsForEvent(REALTIME_EVENTS.UPDATED_TASK, { _id: 't' }, 'me').map((a) => a.type)).toEqual(['tasks/taskUpdated']);
  });
  it('CHECK OUT USER for me stops receiving tasks; for another user it is ignored', () => {
    expect(actionsForEvent(REALTIME_EVENTS.CHECK_OUT_USER, { userId: 'me' }, 'me').map((a) => a.type)).toEqual(['tasks/checkedOutByEvent', 'attendance/notCheckedIn']);
    expect(actionsForEvent(REALTIME_EVENTS.CHECK_OUT_USER, { userId: 'x' }, 'me')).toEqual([]);
  });
  it('attendance events about me only', () => {
    expect(actionsForEvent(REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, { userId: 'me', status: 'IN_BREAK' }, 'me')).toHaveLength(1);
    expect(actionsForEvent(REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, { userId: 'x', status: 'IN_BREAK' }, 'me')).toHaveLength(0);
  });
  it('TASK_IDLE_RETURNED: the task leaves the screen and the reason stays until OK', () => {
    const event = { taskId: 't', vehicleCode: 'C1', idleMinutes: 15, message: 'C1 went back to the queue' };
    const actions = actionsForEvent(REALTIME_EVENTS.TASK_IDLE_RETURNED, event, 'me');
    expect(actions.map((a) => a.type)).toEqual(['tasks/idleReturned']);
    const holding = { ...initialTasksState, userId: 'me', current: { _id: 't' } as TasksState['current'] };
    const after = actions.reduce(tasksSlice.reducer, holding);
    expect(after.current).toBeNull();
    expect(after.idleReturned?.message).toBe('C1 went back to the queue');
    expect(tasksSlice.reducer(after, idleReturnedClosed()).idleReturned).toBeNull();
    expect(actionsForEvent(REALTIME_EVENTS.TASK_IDLE_RETURNED, { taskId: 't' }, 'me')).toEqual([]);
  });
  it('TASK_IDLE_WARNING (issue 23 item 6): shown for the task on screen only; a kept task or its return clears it', () => {
    const event = { taskId: 't', vehicleCode: 'C1', returnAt: '2026-11-28T10:15:00Z', message: 'Nothing has been done on C1' };
    const actions = actionsForEvent(REALTIME_EVENTS.TASK_IDLE_WARNING, event, 'me');
    expect(actions.map((a) => a.type)).toEqual(['tasks/idleWarned']);
    const holding = { ...initialTasksState, userId: 'me', current: { _id: 't' } as TasksState['current'] };
    const warned = actions.reduce(tasksSlice.reducer, holding);
    expect(warned.idleWarning?.message).toBe('Nothing has been done on C1');
    expect(tasksSlice.reducer(warned, idleWarningCleared()).idleWarning).toBeNull();
    // A warning about a task no longer on screen is not shown.
    const other = { ...holding, current: { _id: 'u' } as TasksState['current'] };
    expect(actions.reduce(tasksSlice.reducer, other).idleWarning).toBeNull();
    // The return itself replaces the warning with its notice.
    const returned = actionsForEvent(REALTIME_EVENTS.TASK_IDLE_RETURNED, { taskId: 't', vehicleCode: 'C1', idleMinutes: 15, message: 'back' }, 'me').reduce(tasksSlice.reducer, warned);
    expect(returned.idleWarning).toBeNull();
    expect(actionsForEvent(REALTIME_EVENTS.TASK_IDLE_WARNING, { taskId: 't' }, 'me')).toEqual([]);
  });
  it('drops payloads that are not objects', () => {
    expect(actionsForEvent(REALTIME_EVENTS.ASSIGNED_TASK, 'junk', 'me')).toEqual([]);
    expect(actionsForEvent(REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT, { nokind: 1 }, 'me')).toEqual([]);
  });
});
