import { describe, expect, it } from 'vitest';
import type { UsersListRowFragment } from '../../generated/graphql';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { NewUserEvent } from '@ops/shared/realtime/riderEvents';
import { heardFromWire } from '../shell/realtimeTesting';
import { newUserRow, takesNewUsers, withNewUser } from './liveNewUser';

const event = (id: string): NewUserEvent => ({
  _id: id,
  name: `User ${id}`,
  phoneNumber: `+2010000000${id}`,
  email: null,
  type: 'user',
  balance: 0,
  area: null,
  createdAt: '2026-11-22T19:59:00Z',
});
const row = (id: string): UsersListRowFragment => newUserRow(event(id));
const page = (ids: string[], total: number) => ({
  users: ids.map(row),
  totalNumberOfUsers: total,
  totalPages: Math.ceil(total / 3),
});

describe('NEW_USER rows', () => {
  it('a new user is active with zero trips, whatever the event says', () => {
    const [heard] = heardFromWire(REALTIME_EVENTS.NEW_USER, [
      { ...event('u1'), name: 'Mona', balance: 500, tripsCount: 9, active: false },
    ]);
    expect(newUserRow(heard!)).toEqual({
      _id: 'u1',
      name: 'Mona',
      phoneNumber: '+2010000000u1',
      email: null,
      balance: 500,
      tripsCount: 0,
      active: true,
      type: 'user',
      blocked: false,
      verificationStatus: null,
      area: null,
      createdAt: '2026-11-22T19:59:00Z',
      lastRideAt: null,
    });
  });

  it('an event without an id, a phone or its fields is dropped before any row is made', () => {
    const { _id: _noId, ...withoutId } = event('u1');
    const { phoneNumber: _noPhone, ...withoutPhone } = event('u1');
    expect(
      heardFromWire(REALTIME_EVENTS.NEW_USER, [
        null,
        withoutId,
        withoutPhone,
        { ...event('u1'), balance: '5' },
        { ...event('u1'), area: 'a1' },
      ]),
    ).toEqual([]);
  });

  it.each([
    [{}, true],
    [{ pageNumber: 1, fieldName: 'createdAt', sortType: 'desc', filters: '{}' }, true],
    [{ pageNumber: 2 }, false],
    [{ fieldName: 'name' }, false],
    [{ sortType: 'asc' }, false],
    [{ filters: '{"balance":"negative"}' }, false],
  ])('takes new rows for %j: %s', (args, expected) => {
    expect(takesNewUsers(args)).toBe(expected);
  });

  it('goes on top, keeps the page size and moves the counters on', () => {
    const next = withNewUser(page(['a', 'b', 'c'], 7), row('n'), 3);
    expect(next.users.map((user) => user._id)).toEqual(['n', 'a', 'b']);
    expect(next.totalNumberOfUsers).toBe(8);
    expect(next.totalPages).toBe(3);
  });

  it('the same event twice adds the row once', () => {
    const once = withNewUser(page(['a'], 1), row('n'), 3);
    expect(withNewUser(once, row('n'), 3)).toBe(once);
    expect(once.totalNumberOfUsers).toBe(2);
  });

  it('counters never go below 0: a negative total from a stale page counts from 0', () => {
    const next = withNewUser(page([], -4), row('n'), 3);
    expect(next.totalNumberOfUsers).toBe(1);
    expect(next.totalPages).toBe(1);
  });
});
