import { describe, expect, it } from 'vitest';
import { billsFilterSchema } from '../lists/bills';
import { BILL_MESSAGES, billTypeLabel, manualAmountError, signedManualPiasters } from './bills';

describe('manual bill rules', () => {
  it.each<[number | null, string | null]>([
    [null, BILL_MESSAGES.amountNotValid],
    [0, BILL_MESSAGES.amountNotValid],
    [Number.NaN, BILL_MESSAGES.amountNotValid],
    [1.005, BILL_MESSAGES.amountNotValid],
    [1000.01, BILL_MESSAGES.amountTooLarge],
    [-1000.01, BILL_MESSAGES.amountTooLarge],
    [0.01, null],
    [-12.5, null],
    [1000, null],
  ])('amount %s -> %s', (amount, message) => {
    expect(manualAmountError(amount)).toBe(message);
  });

  it('moves the wallet the way the type says, whatever sign was typed where the type decides', () => {
    expect(signedManualPiasters('COMPENSATION', -5)).toBe(500);
    expect(signedManualPiasters('REFUND', 5)).toBe(500);
    expect(signedManualPiasters('FINE', 5)).toBe(-500);
    expect(signedManualPiasters('REMOVE_COMPENSATION', -5)).toBe(-500);
    expect(signedManualPiasters('TRANSFER', -0.1)).toBe(-10);
    expect(signedManualPiasters('OTHER', 19.99)).toBe(1999);
  });

  it('labels the filter types as 02 §3 names them', () => {
    expect(
      ['ride', 'dayRental', 'settleNegativeBalance', 'reserveVehicle', 'subscription', 'walletCharge'].map(
        billTypeLabel,
      ),
    ).toEqual([
      'Ride',
      'Day Rental',
      'Settle Negative Balance',
      'Vehicle Reservation',
      'Prime Subscription',
      'Wallet Charge',
    ]);
  });

  it('the bills filter schema refuses unknown keys and bad values', () => {
    expect(
      billsFilterSchema.safeParse({ type: 'ride', actualBilled: 'zero', isRefunded: false }).success,
    ).toBe(true);
    expect(billsFilterSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(billsFilterSchema.safeParse({ actualBilled: 'some' }).success).toBe(false);
    expect(billsFilterSchema.safeParse({ paidWithBalance: 'yes' }).success).toBe(false);
  });
});
