import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  PerCodePayload,
  RealtimeContract,
  RealtimeMessage,
  RealtimePayload,
  ServerToClientEvents,
} from './contract';
import { ALL_REALTIME_EVENTS, REALTIME_EVENTS, type RealtimeEvent } from './events';
import type { TaskPayload } from './taskEvents';
import type { ScooterCoordinatesEvent } from './vehicleEvents';

/**
 * The contract is types: tsc checks this file (shared/tsconfig.json includes tests), and each
 * `@ts-expect-error` line fails the typecheck the day its payload would be accepted.
 */
describe('the realtime contract', () => {
  it('names every event of REALTIME_EVENTS, and only those', () => {
    expectTypeOf<keyof RealtimeContract>().toEqualTypeOf<RealtimeEvent>();
    expectTypeOf<keyof ServerToClientEvents>().toEqualTypeOf<RealtimeEvent>();
    expect(ALL_REALTIME_EVENTS).toContain(REALTIME_EVENTS.PING_USER_OPS_LOCATION);
  });

  it('gives each event its payload, by its wire name', () => {
    expectTypeOf<RealtimePayload<'ASSIGNED TASK'>>().toEqualTypeOf<TaskPayload>();
    expectTypeOf<RealtimePayload<typeof REALTIME_EVENTS.UPDATED_TASK>>().toEqualTypeOf<TaskPayload>();
    expectTypeOf<PerCodePayload<'SCOOTER_COORDINATES'>>().toEqualTypeOf<ScooterCoordinatesEvent>();
    expectTypeOf<RealtimePayload<'TASKS'>>().toEqualTypeOf<{ _id: string; status: string }>();
  });

  it('refuses a payload that is not the event’s', () => {
    const accessChanged: RealtimePayload<'ACCESS_CHANGED'> = { roleId: null };
    // @ts-expect-error ACCESS_CHANGED's roleId is a string or null, never a number.
    const wrongType: RealtimePayload<'ACCESS_CHANGED'> = { roleId: 7 };
    // @ts-expect-error NEW_STOLEN_ALERT names the vehicle by its code too.
    const missingField: RealtimePayload<'NEW_STOLEN_ALERT'> = { _id: 'v1' };
    // @ts-expect-error an event name outside the contract has no payload type.
    const unknownEvent: RealtimePayload<'NOT_AN_EVENT'> = {};
    expect([accessChanged, wrongType, missingField, unknownEvent]).toHaveLength(4);
  });

  it('narrows a message’s payload by its event', () => {
    const summary = (message: RealtimeMessage<'CHECK OUT USER' | 'TASK_IDLE_WARNING'>): string =>
      message.event === 'CHECK OUT USER' ? message.payload.checkedOutByName : message.payload.returnAt;
    expect(
      summary({
        event: 'TASK_IDLE_WARNING',
        payload: { taskId: 't', vehicleCode: null, returnAt: '10:15', message: 'm' },
      }),
    ).toBe('10:15');
    const warning = { taskId: 't', vehicleCode: null, returnAt: '10:15', message: 'm' };
    // @ts-expect-error the payload must be the one of the event it travels with.
    const mismatched: RealtimeMessage<'CHECK OUT USER'> = { event: 'CHECK OUT USER', payload: warning };
    expect(summary(mismatched)).toBeUndefined();
  });
});
