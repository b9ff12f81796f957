import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { RecordingEventBus } from '../realtime/eventBus';
import { openDatabase, type DatabaseHandle } from './client';
import { inTransaction } from './inTransaction';
import { emitNow, Outbox } from './outbox';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});

const tasksEvent = { _id: 't1', status: 'unassigned' };

describe('the Outbox', () => {
  it('holds events until it is flushed, then sends them once, in order', () => {
    const bus = new RecordingEventBus();
    const out = new Outbox();
    out.toTopic(REALTIME_EVENTS.TASKS, tasksEvent);
    out.toUser('u1', REALTIME_EVENTS.ACCESS_CHANGED, { roleId: null });
    out.toCode(REALTIME_EVENTS.VEHICLE_LOGS, 'C1', {
      _id: 'v1',
      code: 'C1',
      command: 'ring',
      lockStatus: 'locked',
      lastMoveBeep: null,
      speedLimit: null,
      speedLimitUntil: null,
      at: 'now',
    });
    expect(bus.events).toEqual([]);
    out.flush(bus);
    expect(bus.events.map((e) => `${e.target} ${e.event}`)).toEqual([
      'topic:TASKS TASKS',
      'user:u1 ACCESS_CHANGED',
      'code:VEHICLE_LOGS:C1 VEHICLE_LOGS',
    ]);
    out.flush(bus);
    expect(bus.events).toHaveLength(3);
  });

  it('emitNow sends at once', () => {
    const bus = new RecordingEventBus();
    emitNow(bus, (out) => out.toTopic(REALTIME_EVENTS.TASKS_TABLE, tasksEvent));
    expect(bus.events).toEqual([{ target: 'topic:TASKS_TABLE', event: 'TASKS_TABLE', payload: tasksEvent }]);
  });

  it('inTransaction sends after the commit, and nothing when the transaction rolls back', async () => {
    const events = new RecordingEventBus();
    let seenInside = -1;
    await inTransaction({ db: handle.db, events }, async (tx, out) => {
      await tx.execute(sql`select 1`);
      out.toTopic(REALTIME_EVENTS.TASKS, tasksEvent);
      seenInside = events.events.length;
    });
    expect(seenInside).toBe(0);
    expect(events.events).toHaveLength(1);

    const failed = inTransaction({ db: handle.db, events }, async (tx, out) => {
      out.toTopic(REALTIME_EVENTS.TASKS, tasksEvent);
      await tx.execute(sql`select no_such_column`);
    });
    await expect(failed).rejects.toThrow();
    expect(events.events).toHaveLength(1);
  });

  it('takes only the realtime contract’s pairs (tsc fails if a line below typechecks)', () => {
    const out = new Outbox();
    // @ts-expect-error TASKS carries the task's id and status, not a bare id.
    out.toTopic(REALTIME_EVENTS.TASKS, 't1');
    // @ts-expect-error an event name outside the contract.
    out.toTopic('TASKS_CHANGED', tasksEvent);
    // @ts-expect-error 'ASSIGNED TASK' carries the whole task.
    out.toUser('u1', REALTIME_EVENTS.ASSIGNED_TASK, tasksEvent);
    // @ts-expect-error only the per-code topics are followed by code.
    out.toCode(REALTIME_EVENTS.TASKS, 'C1', tasksEvent);
    // @ts-expect-error SCOOTER_COORDINATES carries a position.
    out.toCode(REALTIME_EVENTS.SCOOTER_COORDINATES, 'C1', { _id: 'v1', code: 'C1' });
    const bus = new RecordingEventBus();
    // @ts-expect-error the bus is typed by the same contract.
    bus.toUser('u1', REALTIME_EVENTS.ACCESS_CHANGED, { roleId: 1 });
    expect(bus.events).toHaveLength(1);
  });
});
