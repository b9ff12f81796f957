import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from './events';
import { isRealtimeEvent, readWirePayload } from './wire';

describe('reading a payload off the wire', () => {
  it('checks an event with a schema and strips what the contract does not name', () => {
    const pulse = readWirePayload(REALTIME_EVENTS.HOME_DASHBOARD, {
      parts: ['rides'],
      figures: { rides: 3 },
    });
    expect(pulse).toEqual({ ok: true, payload: { parts: ['rides'] } });
    expect(readWirePayload(REALTIME_EVENTS.HOME_DASHBOARD, { parts: ['not a part'] })).toEqual({ ok: false });
    expect(readWirePayload(REALTIME_EVENTS.HOME_DASHBOARD, undefined)).toEqual({ ok: false });
  });

  it('reads every event of the contract: a formerly trusted one is checked too', () => {
    const checkOut = { userId: 'u1', checkedOutBy: 'u2', checkedOutByName: 'Sara', comment: null };
    expect(readWirePayload(REALTIME_EVENTS.CHECK_OUT_USER, checkOut)).toEqual({
      ok: true,
      payload: checkOut,
    });
    expect(readWirePayload(REALTIME_EVENTS.CHECK_OUT_USER, { userId: 'u1' })).toEqual({ ok: false });
    expect(readWirePayload(REALTIME_EVENTS.TASKS, { _id: 't1', status: 7 })).toEqual({ ok: false });
    expect(readWirePayload(REALTIME_EVENTS.ACCESS_CHANGED, { roleId: null })).toEqual({
      ok: true,
      payload: { roleId: null },
    });
  });

  it('knows the contract’s events by their wire names only', () => {
    expect(isRealtimeEvent('ASSIGNED TASK')).toBe(true);
    expect(isRealtimeEvent('ASSIGNED_TASK')).toBe(false);
    expect(isRealtimeEvent('SUB_TASKS')).toBe(false);
  });
});
