import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { deliverFromWire, onRealtime } from './realtime';
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
});
