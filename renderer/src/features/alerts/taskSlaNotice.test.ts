import { describe, expect, it } from 'vitest';
import type { TaskSlaAlertEvent } from '@ops/shared/realtime/taskEvents';
import { slaNoticeOf } from './taskSlaNotice';

const event = (over: Partial<TaskSlaAlertEvent> = {}): TaskSlaAlertEvent => ({
  kind: 'breached',
  taskId: 't1',
  taskType: 'Vehicle',
  vehicleCode: 'C1',
  mainCase: 'VEHICLE_LPM',
  areaId: null,
  targetMinutes: 30,
  elapsedMinutes: 31,
  agentName: null,
  at: '2026-11-23T08:00:00Z',
  ...over,
});

describe('task SLA notices for supervisors', () => {
  it('a breach is red and leads to the task; a warning is amber; one notice per task', () => {
    const breached = slaNoticeOf(event());
    expect(breached).toMatchObject({
      id: 'taskSla:t1',
      kind: 'taskSla',
      colour: 'red',
      text: 'C1 breached its SLA: 31 min (target 30 min)',
    });
    expect(breached.links?.map((link) => link.label)).toEqual(['Open task', 'Tasks']);
    expect(breached.links?.[0]?.to).toMatch(/\/task\/t1$/);
    const warning = slaNoticeOf(event({ kind: 'warning', elapsedMinutes: 24 }));
    expect(warning).toMatchObject({ id: 'taskSla:t1', colour: 'amber' });
  });
  it('a task without a vehicle is named by its type; an idle return names the agent', () => {
    expect(
      slaNoticeOf(
        event({
          vehicleCode: null,
          taskType: 'IdVerification',
          kind: 'idleReturned',
          agentName: 'Omar',
          elapsedMinutes: 15,
        }),
      ).text,
    ).toBe('ID Verification went back to the queue: Omar did nothing on it for 15 min');
  });
});
