import { describe, expect, it } from 'vitest';
import { toApiError } from '@ops/shared/rules/errors';
import { waitMessage } from '@ops/shared/rules/tryAgain';
import { secondsLeft } from './countdown';
import { enterOtpText, emptyOtp, keyDigit, otpCode } from './otpInput';
import { continueLabel, resendLabel, retryWaitOf } from './retryWait';

// What the GraphQL client throws for a refused sign-in: the server's message and its wait.
const refused = (message: string, extensions: Record<string, unknown>) => ({
  response: { errors: [{ message, extensions }], status: 200 },
});

describe('a sign-in limit the user has to wait out (issue 6 item 29)', () => {
  it('reads the wait from the error, whether raw or already worded by the base query', () => {
    const raw = refused('Too many attempts, try again in 47 minutes.', {
      code: 500,
      rateLimited: true,
      retryAfterSeconds: 2814,
    });
    expect(retryWaitOf(raw)).toEqual({ seconds: 2814, reason: 'attempts' });
    expect(retryWaitOf(toApiError(raw))).toEqual({ seconds: 2814, reason: 'attempts' });
    expect(toApiError(raw)).toMatchObject({
      kind: 'server',
      message: 'Too many attempts, try again in 47 minutes.',
      retryAfterSeconds: 2814,
    });
    expect(
      retryWaitOf(
        refused('Please wait 18 seconds before requesting a new code.', { code: 500, retryAfterSeconds: 18 }),
      ),
    ).toEqual({
      seconds: 18,
      reason: 'resend',
    });
  });

  it('the words under the button follow the countdown', () => {
    expect(waitMessage('attempts', 2814)).toBe('Too many attempts, try again in 47 minutes.');
    expect(waitMessage('attempts', 59)).toBe('Too many attempts, try again in 59 seconds.');
    expect(waitMessage('resend', 18)).toBe('Please wait 18 seconds before requesting a new code.');
  });

  it('no wait for other failures', () => {
    expect(retryWaitOf(refused('Invalid phone number or password', { code: 500 }))).toBeNull();
    expect(retryWaitOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(retryWaitOf(undefined)).toBeNull();
  });

  it('the button counts the wait down and says Continue again when it is over', () => {
    const refusedAt = 1_000_000;
    const wait = 2814;
    const label = (now: number) => continueLabel(secondsLeft(refusedAt, now, wait));
    expect(label(refusedAt)).toBe('Try again in 46:54');
    expect(label(refusedAt + 54_000)).toBe('Try again in 46:00');
    expect(label(refusedAt + (wait - 1) * 1000)).toBe('Try again in 0:01');
    expect(label(refusedAt + wait * 1000)).toBe('Continue');
  });

  it('the resend button keeps its seconds for the usual 30 s and shows a clock for a longer wait', () => {
    expect(resendLabel(27)).toBe('Resend OTP in 27s');
    expect(resendLabel(2814)).toBe('Resend OTP in 46:54');
    expect(resendLabel(0)).toBe('Resend OTP');
  });
});

describe('OTP boxes normalise Arabic-Indic digits as the server does (issue 6 item 14)', () => {
  it.each([
    ['٣', '3'],
    ['۳', '3'],
    ['3', '3'],
    ['a', null],
    ['Backspace', null],
  ])('key %j types %j', (key, digit) => {
    expect(keyDigit({ key, ctrlKey: false, metaKey: false, altKey: false })).toBe(digit);
  });

  it('a shortcut is not a digit', () => {
    expect(keyDigit({ key: '٣', ctrlKey: true, metaKey: false, altKey: false })).toBeNull();
  });

  it('a pasted Eastern Arabic-Indic code fills the boxes in ASCII', () => {
    expect(otpCode(enterOtpText(emptyOtp(), 0, '۱۲۳۴۵۶').digits)).toBe('123456');
  });
});
