import { describe, expect, it } from 'vitest';
import { allowanceLabel, parsePrimePlan, primePlanFieldErrors, PRIME_PLAN_MESSAGES as M } from './primePlan';

const GOOD = {
  name: 'Prime',
  description: '',
  price: 149,
  priceBefore: null,
  period: 1,
  periodUnit: 'MONTH',
  unlocks: -1,
  reservations: 0,
  available: true,
  freeTrialUnit: null,
  freeTrialValue: null,
};

describe('prime plan rule (02 §3: -1 is unlimited; free trial unit and value)', () => {
  it.each([
    ['a good plan', {}, null],
    ['-1 unlocks and reservations (unlimited)', { unlocks: -1, reservations: -1 }, null],
    ['0 unlocks', { unlocks: 0 }, null],
    ['a 7-day free trial', { freeTrialUnit: 'DAYS', freeTrialValue: 7 }, null],
    ['365 days', { period: 365, periodUnit: 'DAYS' }, null],
    ['366 days', { period: 366, periodUnit: 'DAYS' }, M.periodTooLong],
    ['no name', { name: '' }, M.nameRequired],
    ['a 61-character name', { name: 'x'.repeat(61) }, M.nameTooLong],
    ['no price', { price: undefined }, M.priceRequired],
    ['price as text', { price: '149' }, M.priceNumber],
    ['a negative price', { price: -1 }, M.pricePositive],
    ['price 149.999', { price: 149.999 }, M.piasters],
    ['price over 100000', { price: 100_001 }, M.tooLarge],
    ['priceBefore equal to price', { priceBefore: 149 }, M.priceBeforeMore],
    ['priceBefore above price', { priceBefore: 199 }, null],
    ['no period', { period: null }, M.periodRequired],
    ['period 1.5', { period: 1.5 }, M.periodWhole],
    ['no unit', { periodUnit: null }, M.unitRequired],
    ['unlocks -2', { unlocks: -2 }, M.unlocks],
    ['unlocks 2.5', { unlocks: 2.5 }, M.unlocks],
    ['reservations missing', { reservations: undefined }, M.reservations],
    ['available missing', { available: undefined }, M.availableRequired],
    ['trial value without unit', { freeTrialValue: 3 }, M.freeTrialBoth],
    ['trial unit without value', { freeTrialUnit: 'MONTH' }, M.freeTrialBoth],
    ['trial of 13 months', { freeTrialUnit: 'MONTH', freeTrialValue: 13 }, M.freeTrialTooLong],
  ])('%s', (_label, patch, expected) => {
    const parsed = parsePrimePlan({ ...GOOD, ...patch });
    expect(parsed.ok ? null : parsed.error).toBe(expected);
  });

  it('an empty description is none; the field errors name each wrong field once', () => {
    const parsed = parsePrimePlan(GOOD);
    expect(parsed.ok && parsed.value.description).toBeNull();
    expect(primePlanFieldErrors({ ...GOOD, name: '', unlocks: -4 })).toEqual({
      name: M.nameRequired,
      unlocks: M.unlocks,
    });
  });

  it('-1 reads Unlimited', () => {
    expect([allowanceLabel(-1), allowanceLabel(0), allowanceLabel(12)]).toEqual(['Unlimited', '0', '12']);
  });
});
