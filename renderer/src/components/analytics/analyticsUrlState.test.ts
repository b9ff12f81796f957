import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  defaultAnalyticsState,
  readAnalyticsUrlState,
  writeAnalyticsUrlState,
} from './analyticsUrlState';

const defaults = { today: '2026-11-23', days: 30 };
const read = (query: string) => readAnalyticsUrlState(new URLSearchParams(query), defaults);

describe('analytics URL state', () => {
  it('opens on the last 30 Cairo days by day, every area, with a clean address', () => {
    expect(read('')).toEqual({ from: '2026-10-25', to: '2026-11-23', unit: 'DAYS', areas: [] });
    expect(writeAnalyticsUrlState(read(''), defaults).toString()).toBe('');
    expect(daysInRange('2026-10-25', '2026-11-23')).toBe(30);
  });

  it('reads back what it wrote, and keeps the other parameters of the address', () => {
    const state = { from: '2026-01-01', to: '2026-06-30', unit: 'WEEKS' as const, areas: ['b', 'a'] };
    const written = writeAnalyticsUrlState(state, defaults, new URLSearchParams('tab=ready&res=month'));
    expect(written.toString()).toBe('tab=ready&from=2026-01-01&to=2026-06-30&res=week&areas=b%2Ca');
    expect(readAnalyticsUrlState(written, defaults)).toEqual(state);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'an impossible day'],
    ['from=2026-03-02&to=2026-03-01', 'the ends swapped'],
    ['from=2026-03-01', 'one end only'],
    ['from=yesterday&to=2026-03-01', 'a word'],
  ])('falls back to the default range for %s (%s)', (query) => {
    const state = read(query);
    expect([state.from, state.to]).toEqual([defaultAnalyticsState(defaults).from, defaults.today]);
  });

  it('reads the resolution by its URL word and ignores an unknown one', () => {
    expect(read('res=month').unit).toBe('MONTH');
    expect(read('res=week').unit).toBe('WEEKS');
    expect(read('res=MONTH').unit).toBe('DAYS');
    expect(read('res=year').unit).toBe('DAYS');
  });

  it('reads areas=0 (and 0 anywhere in the list) as every area, and drops blanks and repeats', () => {
    expect(read('areas=0').areas).toEqual([]);
    expect(read('areas=a,0,b').areas).toEqual([]);
    expect(read('areas=a,,b,a').areas).toEqual(['a', 'b']);
    expect(writeAnalyticsUrlState({ ...read(''), areas: ['0'] }, defaults).has('areas')).toBe(false);
  });

  it('moves days across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
