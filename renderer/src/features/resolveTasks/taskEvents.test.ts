import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type {
  CheckOutUserEvent,
  SupportTeamAttendanceEvent,
  TaskPayload,
} from '@ops/shared/realtime/taskEvents';
import { actionsForEvent } from './taskEvents';
import {
  idleReturnedClosed,
  idleWarningCleared,
  initialTasksState,
  tasksSlice,
  type TasksState,
} from './tasksSlice';
import { sampleTask } from './testTask';

const task = (_id: string): TaskPayload => sampleTask({ _id, vehicleCode: 'C1' });
const checkOut = (userId: string): CheckOutUserEvent => ({
  userId,
  checkedOutBy: 's1',
  checkedOutByName: 'Supervisor',
  comment: null,
});
const attendance = (userId: string): SupportTeamAttendanceEvent => ({
  userId,
  userName: 'Agent',
  status: 'IN_BREAK',
  attendanceId: 'att1',
  checkInDate: '2026-01-01T08:00:00Z',
  checkOutDate: null,
  breakReason: 'Prayer',
});

describe('actionsForEvent', () => {
  it('maps ASSIGNED TASK and UPDATED TASK to the slice actions', () => {
    expect(
      actionsForEvent({ event: REALTIME_EVENTS.ASSIGNED_TASK, payload: task('t') }, 'me').map((a) => a.type),
    ).toEqual(['tasks/taskAssigned']);
    expect(
      actionsForEvent({ event: REALTIME_EVENTS.UPDATED_TASK, payload: task('t') }, 'me').map((a) => a.type),
    ).toEqual(['tasks/taskUpdated']);
  });
  it('CHECK OUT USER for me stops receiving tasks; for another user it is ignored', () => {
    expect(
      actionsForEvent({ event: REALTIME_EVENTS.CHECK_OUT_USER, payload: checkOut('me') }, 'me').map(
        (a) => a.type,
      ),
    ).toEqual(['tasks/checkedOutByEvent', 'attendance/notCheckedIn']);
    expect(actionsForEvent({ event: REALTIME_EVENTS.CHECK_OUT_USER, payload: checkOut('x') }, 'me')).toEqual(
      [],
    );
  });
  it('attendance events about me only', () => {
    expect(
      actionsForEvent(
        { event: REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, payload: attendance('me') },
        'me',
      ),
    ).toHaveLength(1);
    expect(
      actionsForEvent(
        { event: REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, payload: attendance('x') },
        'me',
      ),
    ).toHaveLength(0);
  });
  it('TASK_IDLE_RETURNED: the task leaves the screen and the reason stays until OK', () => {
    const payload = { taskId: 't', vehicleCode: 'C1', idleMinutes: 15, message: 'C1 went back to the queue' };
    const actions = actionsForEvent({ event: REALTIME_EVENTS.TASK_IDLE_RETURNED, payload }, 'me');
    expect(actions.map((a) => a.type)).toEqual(['tasks/idleReturned']);
    const holding = { ...initialTasksState, userId: 'me', current: { _id: 't' } as TasksState['current'] };
    const after = actions.reduce(tasksSlice.reducer, holding);
    expect(after.current).toBeNull();
    expect(after.idleReturned?.message).toBe('C1 went back to the queue');
    expect(tasksSlice.reducer(after, idleReturnedClosed()).idleReturned).toBeNull();
  });
  it('TASK_IDLE_WARNING (issue 23 item 6): shown for the task on screen only; a kept task or its return clears it', () => {
    const payload = {
      taskId: 't',
      vehicleCode: 'C1',
      returnAt: '2026-11-28T10:15:00Z',
      message: 'Nothing has been done on C1',
    };
    const actions = actionsForEvent({ event: REALTIME_EVENTS.TASK_IDLE_WARNING, payload }, 'me');
    expect(actions.map((a) => a.type)).toEqual(['tasks/idleWarned']);
    const holding = { ...initialTasksState, userId: 'me', current: { _id: 't' } as TasksState['current'] };
    const warned = actions.reduce(tasksSlice.reducer, holding);
    expect(warned.idleWarning?.message).toBe('Nothing has been done on C1');
    expect(tasksSlice.reducer(warned, idleWarningCleared()).idleWarning).toBeNull();
    // A warning about a task no longer on screen is not shown.
    const other = { ...holding, current: { _id: 'u' } as TasksState['current'] };
    expect(actions.reduce(tasksSlice.reducer, other).idleWarning).toBeNull();
    // The return itself replaces the warning with its notice.
    const back = { taskId: 't', vehicleCode: 'C1', idleMinutes: 15, message: 'back' };
    const returned = actionsForEvent(
      { event: REALTIME_EVENTS.TASK_IDLE_RETURNED, payload: back },
      'me',
    ).reduce(tasksSlice.reducer, warned);
    expect(returned.idleWarning).toBeNull();
  });
  it('takes only the payloads of the realtime contract (the lines below fail tsc if they typecheck)', () => {
    // Each @ts-expect-error must stay on the line above its wrong payload, so Prettier leaves these lines alone.
    // prettier-ignore
    // @ts-expect-error 'ASSIGNED TASK' carries a whole task, not a string.
    expect(() => actionsForEvent({ event: REALTIME_EVENTS.ASSIGNED_TASK, payload: 'junk' }, 'me')).not.toThrow();
    // prettier-ignore
    // @ts-expect-error a flagging notice says which kind it is.
    expect(() => actionsForEvent({ event: REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT, payload: { nokind: 1 } }, 'me')).not.toThrow();
    // prettier-ignore
    // @ts-expect-error TASK_IDLE_RETURNED carries its message.
    expect(() => actionsForEvent({ event: REALTIME_EVENTS.TASK_IDLE_RETURNED, payload: { taskId: 't' } }, 'me')).not.toThrow();
    // prettier-ignore
    // @ts-expect-error the workspace does not listen to the Tasks table's event.
    expect(() => actionsForEvent({ event: REALTIME_EVENTS.TASKS_TABLE, payload: { _id: 't', status: 'assigned' } }, 'me')).not.toThrow();
  });
});
