import { describe, expect, it } from 'vitest';
import type { UsersListRowFragment } from '../../generated/graphql';
import { newUserRow, takesNewUsers, withNewUser } from './liveNewUser';

const NOW = new Date('2026-11-22T20:00:00Z');
const row = (id: string): UsersListRowFragment =>
  newUserRow({ _id: id, phoneNumber: `+2010000000${id}`, name: `User ${id}` }, NOW)!;
const page = (ids: string[], total: number) => ({
  users: ids.map(row),
  totalNumberOfUsers: total,
  totalPages: Math.ceil(total / 3),
});

describe('NEW_USER rows', () => {
  it('a new user is active with zero trips, whatever the event says', () => {
    expect(
      newUserRow(
        {
          _id: 'u1',
          phoneNumber: '+201001234567',
          name: 'Mona',
          tripsCount: 9,
          active: false,
          createdAt: '2026-11-22T19:59:00Z',
        },
        NOW,
      ),
    ).toMatchObject({
      _id: 'u1',
      name: 'Mona',
      active: true,
      tripsCount: 0,
      blocked: false,
      balance: 0,
      type: 'user',
      createdAt: '2026-11-22T19:59:00Z',
    });
  });

  it('an event without an id or phone is not a row', () => {
    expect(newUserRow(null, NOW)).toBeNull();
    expect(newUserRow({ _id: 'u1' }, NOW)).toBeNull();
    expect(newUserRow({ phoneNumber: '+201001234567' }, NOW)).toBeNull();
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
