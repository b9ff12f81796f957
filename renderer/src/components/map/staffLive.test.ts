import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { heardFromWire } from '../../features/shell/realtimeTesting';
import type { MapStaffLocationFragment } from '../../generated/graphql';
import { withStaffLocation } from './staffLive';

const at = (userId: string, createdAt: string, lat = 30) => ({
  _id: `${userId}-${createdAt}`,
  lat,
  lng: 31,
  createdAt,
  error: null,
  user: { _id: userId, name: 'N', phoneNumber: 'P' },
});

describe('staff pins follow NEW_USER_OPS_LOCATION', () => {
  it('a well-formed payload moves the pin; a malformed one is dropped before it', () => {
    const moved = at('u1', '2026-01-01T00:01:00Z', 30.5);
    const heard = heardFromWire(REALTIME_EVENTS.NEW_USER_OPS_LOCATION, [
      { ...moved, error: { code: 'E1', message: 'm' } },
      { lat: 1 },
      { ...moved, user: null },
      { ...moved, lat: '30.5' },
      null,
    ]);
    expect(heard).toHaveLength(1);
    const pins = heard.reduce<MapStaffLocationFragment[]>(withStaffLocation, [
      at('u1', '2026-01-01T00:00:00Z'),
    ]);
    expect(pins).toEqual([{ ...moved, error: { code: 'E1', message: 'm' } }]);
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
