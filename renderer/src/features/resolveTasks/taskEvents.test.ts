import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { actionsForEvent } from './taskEvents';

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
  it('drops payloads that are not objects', () => {
    expect(actionsForEvent(REALTIME_EVENTS.ASSIGNED_TASK, 'junk', 'me')).toEqual([]);
    expect(actionsForEvent(REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT, { nokind: 1 }, 'me')).toEqual([]);
  });
});
