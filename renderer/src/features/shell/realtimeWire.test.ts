import { describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { deliverFromWire, droppedWirePayloads, onRealtime } from './realtime';
import { heardFromWire } from './realtimeTesting';

describe('the wire hands each handler its event’s payload only', () => {
  it('a well-formed payload is heard, stripped to the contract; a malformed one is dropped', () => {
    const lock = { _id: 'v1', code: 'S1', lockStatus: 'locked' };
    const heard = heardFromWire(REALTIME_EVENTS.VEHICLE_LOCK_STATUS, [
      { ...lock, secret: 'not in the contract' },
      { _id: 'v1', code: 'S1' },
      { ...lock, lockStatus: 7 },
      null,
      'S1',
    ]);
    expect(heard).toEqual([lock]);
  });

  it('an event outside the contract reaches no handler and throws nothing', () => {
    const heard: unknown[] = [];
    const off = onRealtime(REALTIME_EVENTS.VEHICLE_LOCK_STATUS, (payload) => heard.push(payload));
    expect(() =>
      deliverFromWire('NOT_AN_EVENT', { _id: 'v1', code: 'S1', lockStatus: 'locked' }),
    ).not.toThrow();
    off();
    expect(heard).toEqual([]);
  });

  it('a malformed payload of a formerly trusted event is dropped with a warning and counted, and throws nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const before = droppedWirePayloads();
      const checkOut = { userId: 'u1', checkedOutBy: 'u2', checkedOutByName: 'Sara', comment: null };
      // Before issue 26 step 5, CHECK OUT USER was handed on unread: a handler got `{ userId: 7 }`.
      const heard = heardFromWire(REALTIME_EVENTS.CHECK_OUT_USER, [{ userId: 7 }, checkOut]);
      expect(heard).toEqual([checkOut]);
      expect(droppedWirePayloads()).toBe(before + 1);
      expect(warn).toHaveBeenCalledWith('realtime: a malformed CHECK OUT USER payload was dropped');
    } finally {
      warn.mockRestore();
    }
  });
});
