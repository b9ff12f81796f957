import { describe, expect, it } from 'vitest';
import {
  parseWalletChargePlan,
  WALLET_CHARGE_PLAN_MESSAGES as M,
  walletChargePlanFieldErrors,
} from './walletChargePlan';

describe('wallet charge plan input (02 §5: price, amount numbers and the active flag)', () => {
  it.each([
    [{ amount: 55, active: true }, M.priceRequired],
    [{ price: '50', amount: 55, active: true }, M.priceNumber],
    [{ price: Number.NaN, amount: 55, active: true }, M.priceNumber],
    [{ price: 0, amount: 55, active: true }, M.pricePositive],
    [{ price: -5, amount: 55, active: true }, M.pricePositive],
    [{ price: 50.005, amount: 55, active: true }, M.piasters],
    [{ price: 100_001, amount: 55, active: true }, M.tooLarge],
    [{ price: 50, active: true }, M.amountRequired],
    [{ price: 50, amount: 'x', active: true }, M.amountNumber],
    [{ price: 50, amount: 0, active: true }, M.amountPositive],
    [{ price: 50, amount: 55 }, M.activeRequired],
    [{ price: 50, amount: 55, active: 'yes' }, M.activeRequired],
  ])('%j -> %s', (input, message) => {
    expect(parseWalletChargePlan(input)).toEqual({ ok: false, error: message });
  });

  it('a good plan is read as given', () => {
    expect(parseWalletChargePlan({ price: 50, amount: 55.5, active: false })).toEqual({
      ok: true,
      value: { price: 50, amount: 55.5, active: false },
    });
  });

  it('field errors name each wrong field once', () => {
    expect(walletChargePlanFieldErrors({ price: 0, active: true })).toEqual({
      price: M.pricePositive,
      amount: M.amountRequired,
    });
    expect(walletChargePlanFieldErrors({ price: 1, amount: 2, active: true })).toEqual({});
  });
});
