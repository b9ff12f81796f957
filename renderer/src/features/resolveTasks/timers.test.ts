import { describe, expect, it } from 'vitest';
import { formatClock, isRecentMoveBeep, liveRidePrice, shouldIdlePoll, urgencyAge } from './timers';
import { backlogFiltersJson } from './resolveTasksApi';

describe('timers', () => {
  it('formats a clock', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3_723_000)).toBe('01:02:03');
    expect(formatClock(-5)).toBe('00:00:00');
  });
  it('prices an ongoing ride: zero at 30 s or less, base + started minutes after', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const ride = { start_time: start.toISOString(), basePrice: 6, minutePrice: 1 };
    expect(liveRidePrice(ride, new Date(start.getTime() + 30_000)).price).toBe(0);
    expect(liveRidePrice(ride, new Date(start.getTime() + 61_000)).price).toBe(8);
  });
  it('polls only while active with no task', () => {
    expect(shouldIdlePoll({ attendance: 'ACTIVE', hasTask: false })).toBe(true);
    expect(shouldIdlePoll({ attendance: 'ACTIVE', hasTask: true })).toBe(false);
    expect(shouldIdlePoll({ attendance: 'IN_BREAK', hasTask: false })).toBe(false);
    expect(shouldIdlePoll({ attendance: 'NOT_CHECKED_IN', hasTask: false })).toBe(false);
  });
  it('marks a move beep within 10 minutes', () => {
    const now = new Date('2026-01-01T10:10:00Z');
    expect(isRecentMoveBeep('2026-01-01T10:01:00Z', now, 10)).toBe(true);
    expect(isRecentMoveBeep('2026-01-01T09:59:00Z', now, 10)).toBe(false);
    expect(isRecentMoveBeep(null, now, 10)).toBe(false);
  });
  it('sends backlog filters as JSON without empty fields, 10 a page', () => {
    expect(JSON.parse(backlogFiltersJson({ vehicle: '', area: 'a1', pageNumber: 2 }))).toEqual({
      area: 'a1',
      pageNumber: 2,
      limit: 10,
    });
  });
});

describe('urgencyAge: a live clock for a day, words after (issue 23: Urgent for 727:46:09)', () => {
  it.each([
    [0, '00:00:00'],
    [(23 * 3600 + 59 * 60 + 59) * 1000, '23:59:59'],
    [24 * 3_600_000, '1 day'],
    [(727 * 3600 + 46 * 60 + 9) * 1000, '30 days 7 h'],
  ])('%d ms reads %s', (ms, text) => {
    expect(urgencyAge(ms)).toBe(text);
  });
});
