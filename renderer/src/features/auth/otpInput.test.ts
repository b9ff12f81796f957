import { describe, expect, it } from 'vitest';
import { backspaceOtp, completesCode, emptyOtp, enterOtpText, otpCode } from './otpInput';
import { secondsLeft } from './countdown';

describe('six single-digit boxes', () => {
  it('advances after a digit', () => {
    expect(enterOtpText(emptyOtp(), 0, '4')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('stays on the last box when it is filled', () => {
    const edit = enterOtpText(['1', '2', '3', '4', '5', ''], 5, '6');
    expect(otpCode(edit.digits)).toBe('123456');
    expect(edit.focus).toBe(5);
  });

  it('ignores non-digits', () => {
    expect(enterOtpText(emptyOtp(), 2, 'a')).toEqual({ digits: emptyOtp(), focus: 2 });
  });

  it('fills all boxes from a pasted code wherever it is pasted', () => {
    expect(otpCode(enterOtpText(emptyOtp(), 3, ' 123-456 ').digits)).toBe('123456');
  });

  it('fills from the box onwards with a partial paste', () => {
    expect(enterOtpText(emptyOtp(), 2, '78')).toEqual({ digits: ['', '', '7', '8', '', ''], focus: 4 });
  });

  it('accepts Arabic-Indic digits', () => {
    expect(otpCode(enterOtpText(emptyOtp(), 0, '١٢٣٤٥٦').digits)).toBe('123456');
  });

  it('backspace clears the box, or steps back from an empty one', () => {
    expect(backspaceOtp(['1', '2', '', '', '', ''], 1)).toEqual({
      digits: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(backspaceOtp(['1', '2', '', '', '', ''], 2)).toEqual({
      digits: ['1', '', '', '', '', ''],
      focus: 1,
    });
    expect(backspaceOtp(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });
});

describe('resend countdown (03 §2.1: 30 s)', () => {
  it('counts whole seconds down to 0', () => {
    expect(secondsLeft(0, 0, 30)).toBe(30);
    expect(secondsLeft(0, 500, 30)).toBe(30);
    expect(secondsLeft(0, 1_000, 30)).toBe(29);
    expect(secondsLeft(0, 29_001, 30)).toBe(1);
    expect(secondsLeft(0, 30_000, 30)).toBe(0);
    expect(secondsLeft(0, 99_000, 30)).toBe(0);
  });
});

describe('the sixth digit submits (issue 23)', () => {
  it('submits when an edit completes the code, not when a complete code is edited again', () => {
    expect(completesCode(['1', '2', '3', '4', '5', ''], ['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(completesCode(emptyOtp(), ['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(completesCode(['1', '2', '3', '4', '5', '6'], ['1', '2', '3', '4', '5', '7'])).toBe(false);
    expect(completesCode(emptyOtp(), ['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
