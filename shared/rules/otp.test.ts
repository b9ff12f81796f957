import { describe, expect, it } from 'vitest';
import {
  OTP_LENGTH,
  OTP_MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  isPendingOtpSessionUsable,
  normalizeOtp,
  otpDigitOfKey,
  resendSecondsLeft,
  validateOtp,
} from './otp';

describe('validateOtp (03 §5)', () => {
  it.each([
    ["required ('OTP is required'): empty", '', 'OTP is required'],
    ['required: null', null, 'OTP is required'],
    ['required: undefined', undefined, 'OTP is required'],
    ["'exactly 6 digits': 5", '12345', 'OTP must be exactly 6 digits and contain only numbers'],
    ["'exactly 6 digits': 7", '1234567', 'OTP must be exactly 6 digits and contain only numbers'],
    ["'numbers only': a letter", '12a456', 'OTP must be exactly 6 digits and contain only numbers'],
    ["'numbers only': a space", '123 56', 'OTP must be exactly 6 digits and contain only numbers'],
    ['six digits', '123456', null],
    ['leading zeros are digits', '000000', null],
    ['Arabic-Indic digits', '١٢٣٤٥٦', null],
    ['Eastern Arabic-Indic digits', '۱۲۳۴۵۶', null],
    ['mixed digit blocks', '1٢۳4٥۶', null],
    [
      'other scripts are not digits (Devanagari)',
      '१२३४५६',
      'OTP must be exactly 6 digits and contain only numbers',
    ],
  ])('%s', (_rule, code, expected) => {
    expect(validateOtp(code)).toBe(expected);
  });

  it('03 §9 "OTP length 6; resend wait 30 seconds"', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(OTP_RESEND_WAIT_SECONDS).toBe(30);
    expect(OTP_MESSAGES.resent).toBe('OTP resent successfully');
  });
});

describe('normalizeOtp: the code the server checks is the code the boxes hold (issue 6 item 14)', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['1٢۳4٥۶', '123456'],
    ['123456', '123456'],
  ])('%s -> %s', (typed, ascii) => {
    expect(normalizeOtp(typed)).toBe(ascii);
  });

  it.each([
    ['7', '7'],
    ['٧', '7'],
    ['۷', '7'],
    ['a', null],
    ['Enter', null],
    ['١٢', null],
    ['', null],
  ])('key %j types %j', (key, digit) => {
    expect(otpDigitOfKey(key)).toBe(digit);
  });
});

describe('resend countdown (03 §2.1 "starts at 30 seconds ... and again after each resend")', () => {
  it.each([
    [0, 30],
    [999, 30],
    [1000, 29],
    [29_999, 1],
    [30_000, 0],
    [90_000, 0],
    [-5000, 30],
  ])('%i ms after sending: %i s left', (elapsed, left) => {
    expect(resendSecondsLeft(1_000_000, 1_000_000 + elapsed)).toBe(left);
  });
});

describe('pending code session (03 §2.1 "If it is missing or expired the user is sent to login")', () => {
  it.each([
    ['missing', null, false],
    ['expired', { phone: '+201001234567', expiresAt: 999 }, false],
    ['expiring now', { phone: '+201001234567', expiresAt: 1000 }, false],
    ['valid', { phone: '+201001234567', expiresAt: 1001 }, true],
    ['no phone', { phone: '', expiresAt: 5000 }, false],
  ])('%s', (_case, session, expected) => {
    expect(isPendingOtpSessionUsable(session, 1000)).toBe(expected);
  });
});
