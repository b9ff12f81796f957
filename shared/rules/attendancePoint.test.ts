import { describe, expect, it } from 'vitest';
import { ATTENDANCE_POINT_MESSAGES, checkAttendanceLocation, distanceMeters } from './attendancePoint';

const POINT = { lat: 30.0444, lng: 31.2357 };
const near = { lat: 30.0453, lng: 31.2357 }; // ~100 m
const edge = { lat: 30.0461, lng: 31.2357 }; // ~189 m
const far = { lat: 30.0474, lng: 31.2357 }; // ~334 m

describe('distanceMeters', () => {
  it.each([
    [POINT, POINT, 0],
    [POINT, near, 100],
    [POINT, far, 334],
    // Tahrir to Giza pyramids, about 13 km.
    [POINT, { lat: 29.9792, lng: 31.1342 }, 12_223],
  ])('%o to %o is %i m', (a, b, meters) => {
    expect(Math.abs(distanceMeters(a, b) - meters)).toBeLessThanOrEqual(
      meters === 0 ? 0 : Math.ceil(meters * 0.01),
    );
  });
});

describe('checkAttendanceLocation', () => {
  it.each([
    [
      'inside the radius',
      { position: near, point: POINT, bypass: false, mayBypass: false },
      { ok: true, bypassed: false },
    ],
    [
      'near the edge',
      { position: edge, point: POINT, bypass: false, mayBypass: false },
      { ok: true, bypassed: false },
    ],
    [
      'outside',
      { position: far, point: POINT, bypass: false, mayBypass: true },
      { ok: false, error: ATTENDANCE_POINT_MESSAGES.outside(distanceMeters(far, POINT)) },
    ],
    [
      'bypass without permission',
      { position: far, point: POINT, bypass: true, mayBypass: false },
      { ok: false, error: ATTENDANCE_POINT_MESSAGES.bypassNotAllowed },
    ],
    [
      'bypass with permission',
      { position: far, point: POINT, bypass: true, mayBypass: true },
      { ok: true, bypassed: true },
    ],
    [
      'bypass with permission and no location',
      { position: null, point: POINT, bypass: true, mayBypass: true },
      { ok: true, bypassed: true, distance: null },
    ],
    [
      'no location',
      { position: null, point: POINT, bypass: false, mayBypass: false },
      { ok: false, error: ATTENDANCE_POINT_MESSAGES.locationRequired },
    ],
    [
      'no attendance point',
      { position: near, point: null, bypass: false, mayBypass: false },
      { ok: false, error: ATTENDANCE_POINT_MESSAGES.noPoint },
    ],
    [
      'a position off the globe',
      { position: { lat: 95, lng: 31 }, point: POINT, bypass: false, mayBypass: false },
      { ok: false, error: ATTENDANCE_POINT_MESSAGES.locationRequired },
    ],
  ] as const)('%s', (_label, input, expected) => {
    expect(checkAttendanceLocation(input)).toMatchObject(expected);
  });
});
