import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGES } from './dateRange';
import {
  isExpirationDayDisabled,
  isStartDayDisabled,
  parsePromocode,
  promocodeExpiryOf,
  promocodeFieldErrors,
  PROMOCODE_MESSAGES as M,
} from './promocode';

const GOOD = {
  code: 'nile20',
  type: 'percentage',
  value: 20,
  maxUses: null,
  startDate: '2026-05-01T00:00:00.000Z',
  expirationDate: '2026-06-01T00:00:00.000Z',
  active: true,
  description: null,
};

describe('promocode rule', () => {
  it.each([
    ['a good code', {}, null],
    ['equal start and expiration (allowed)', { expirationDate: '2026-05-01T00:00:00.000Z' }, null],
    ['no dates', { startDate: null, expirationDate: null }, null],
    ['only an expiration', { startDate: null }, null],
    // 03 §5, word for word.
    [
      'start later than expiration',
      { startDate: '2026-07-01T00:00:00.000Z' },
      'Start date cannot be later than the expiration date.',
    ],
    [
      'expiration earlier than start',
      { expirationDate: '2026-04-01T00:00:00.000Z' },
      'Start date cannot be later than the expiration date.',
    ],
    ['a date that is not one', { expirationDate: 'soon' }, M.badDate],
    ['no code', { code: undefined }, M.codeRequired],
    ['a two-letter code', { code: 'AB' }, M.codeShape],
    ['a code with a dot', { code: 'NILE.20' }, M.codeShape],
    ['no type', { type: undefined }, M.typeRequired],
    ['no value', { value: undefined }, M.valueRequired],
    ['percentage 0', { value: 0 }, M.percentage],
    ['percentage 100', { value: 100 }, null],
    ['percentage 12.5', { value: 12.5 }, M.percentage],
    ['specificValue 12.5 L.E', { type: 'specificValue', value: 12.5 }, null],
    ['specificValue 0.001', { type: 'specificValue', value: 0.001 }, M.specificValue],
    ['specificValue 10001', { type: 'specificValue', value: 10_001 }, M.specificValue],
    ['freeTrips 3', { type: 'freeTrips', value: 3 }, null],
    ['freeTrips 0', { type: 'freeTrips', value: 0 }, M.freeTrips],
    ['maxUses 0', { maxUses: 0 }, M.maxUses],
    ['maxUses 5', { maxUses: 5 }, null],
    ['active missing', { active: undefined }, M.activeRequired],
  ])('%s', (_label, patch, expected) => {
    const parsed = parsePromocode({ ...GOOD, ...patch });
    expect(parsed.ok ? null : parsed.error).toBe(expected);
  });

  it('each picker gets its own message for crossed dates (03 §5)', () => {
    expect(promocodeFieldErrors({ ...GOOD, startDate: '2026-07-01T00:00:00.000Z' })).toEqual({
      startDate: DATE_RANGE_MESSAGES.startAfterExpiration,
      expirationDate: DATE_RANGE_MESSAGES.expirationBeforeStart,
    });
  });

  it('codes are stored in capitals', () => {
    const parsed = parsePromocode(GOOD);
    expect(parsed.ok && parsed.value.code).toBe('NILE20');
  });

  it('the pickers disable the days inconsistent with the other end (02 §5)', () => {
    const start = new Date(2026, 4, 10, 15);
    const expiration = new Date(2026, 4, 20, 9);
    expect(isStartDayDisabled(new Date(2026, 4, 20, 23), expiration)).toBe(false);
    expect(isStartDayDisabled(new Date(2026, 4, 21, 0), expiration)).toBe(true);
    expect(isStartDayDisabled(new Date(2030, 0, 1), null)).toBe(false);
    expect(isExpirationDayDisabled(new Date(2026, 4, 10, 0), start)).toBe(false);
    expect(isExpirationDayDisabled(new Date(2026, 4, 9, 23), start)).toBe(true);
  });

  it.each([
    [null, 'noExpiry'],
    ['2026-05-01T00:00:00.000Z', 'expired'],
    ['2026-05-01T00:00:00.001Z', 'active'],
  ] as const)('expiration %s at 2026-05-01 is %s', (expiration, expected) => {
    expect(promocodeExpiryOf(expiration, new Date('2026-05-01T00:00:00.000Z'))).toBe(expected);
  });
});
