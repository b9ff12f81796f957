import { describe, expect, it } from 'vitest';
import { staffLocationOf, withStaffLocation } from './staffLive';

const at = (userId: string, createdAt: string, lat = 30) => ({
  _id: `${userId}-${createdAt}`,
  lat,
  lng: 31,
  createdAt,
  error: null,
  user: { _id: userId, name: 'N', phoneNumber: 'P' },
});

describe('staff pins follow NEW_USER_OPS_LOCATION', () => {
  it('reads a payload and refuses a malformed one', () => {
    expect(
      staffLocationOf({ ...at('u1', '2026-01-01T00:00:00Z'), error: { code: 'E1', message: 'm' } })?.error,
    ).toEqual({ code: 'E1', message: 'm' });
    expect(staffLocationOf({ lat: 1 })).toBeNull();
    expect(staffLocationOf(null)).toBeNull();
  });

  it.each([
    [
      'a new person is added',
      [at('u1', '2026-01-01T00:00:00Z')],
      at('u2', '2026-01-01T00:01:00Z'),
      ['u1', 'u2'],
      30,
    ],
    [
      'a newer report moves the pin',
      [at('u1', '2026-01-01T00:00:00Z')],
      at('u1', '2026-01-01T00:01:00Z', 30.5),
      ['u1'],
      30.5,
    ],
    [
      'an older report is ignored',
      [at('u1', '2026-01-01T00:02:00Z')],
      at('u1', '2026-01-01T00:01:00Z', 30.5),
      ['u1'],
      30,
    ],
  ])('%s', (_label, list, next, users, lat) => {
    const result = withStaffLocation(list, next);
    expect(result.map((l) => l.user._id)).toEqual(users);
    expect(result.find((l) => l.user._id === 'u1')?.lat).toBe(lat);
  });
});
