import { describe, expect, it } from 'vitest';
import { describeSegment, PUSH_MESSAGES as M, pushInputError, type PushInput } from './pushNotification';

const ok: PushInput = {
  title: 'Ride again',
  body: 'We miss you',
  segment: { areaIds: [], activity: 'any', balance: 'any' },
};

describe('pushInputError', () => {
  it.each<[string, Partial<PushInput>, string | null]>([
    ['valid', {}, null],
    ['no title', { title: ' ' }, M.titleRequired],
    ['long title', { title: 'x'.repeat(66) }, M.titleTooLong],
    ['no body', { body: '' }, M.bodyRequired],
    ['long body', { body: 'x'.repeat(241) }, M.bodyTooLong],
    [
      'unknown activity',
      { segment: { areaIds: [], activity: 'often' as never, balance: 'any' } },
      M.badSegment,
    ],
    [
      'unknown balance',
      { segment: { areaIds: [], activity: 'any', balance: 'rich' as never } },
      M.badSegment,
    ],
  ])('%s', (_label, change, expected) => {
    expect(pushInputError({ ...ok, ...change })).toBe(expected);
  });
});

describe('describeSegment', () => {
  it.each([
    [{ areaIds: [], activity: 'any', balance: 'any' } as const, [], 'All riders'],
    [
      { areaIds: ['a', 'b'], activity: 'activeLast30Days', balance: 'negative' } as const,
      ['Zamalek', 'Maadi'],
      'Riders in Zamalek, Maadi · Rode in the last 30 days · Negative balance',
    ],
    [
      { areaIds: ['a'], activity: 'neverRode', balance: 'any' } as const,
      [],
      'Riders in 1 areas · Never rode',
    ],
  ])('%o', (segment, names, expected) => {
    expect(describeSegment(segment, names)).toBe(expected);
  });
});
