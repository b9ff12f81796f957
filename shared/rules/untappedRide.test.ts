import { describe, expect, it } from 'vitest';
import { isUntappedRide, UNTAPPED_MAX_DISTANCE_M } from './untappedRide';

describe('untapped ride', () => {
  it.each([
    ['ended without moving', { status: 'done', distance: 0 }, true],
    ['ended just under the bound', { status: 'done', distance: UNTAPPED_MAX_DISTANCE_M - 1 }, true],
    ['ended at the bound', { status: 'done', distance: UNTAPPED_MAX_DISTANCE_M }, false],
    ['a real ride', { status: 'done', distance: 2400 }, false],
    ['still ongoing', { status: 'ongoing', distance: 0 }, false],
    ['no recorded distance', { status: 'done', distance: null }, false],
  ] as const)('%s', (_label, ride, expected) => {
    expect(isUntappedRide(ride)).toBe(expected);
  });
});
