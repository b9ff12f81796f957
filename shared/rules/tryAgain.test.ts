import { describe, expect, it } from 'vitest';
import {
  countdownClock,
  resendWaitMessage,
  retryAfterSecondsOf,
  tooManyAttemptsMessage,
  tooManyRequestsMessage,
  waitInWords,
  waitMessage,
  waitReasonOf,
} from './tryAgain';

describe('waitInWords: rounded up, never too early', () => {
  it.each([
    [0, '1 second'],
    [0.2, '1 second'],
    [1, '1 second'],
    [18, '18 seconds'],
    [59, '59 seconds'],
    [59.5, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [12 * 60 - 1, '12 minutes'],
    [46 * 60 + 54, '47 minutes'],
    [60 * 60, '60 minutes'],
    [90 * 60, '90 minutes'],
    [90 * 60 + 1, '2 hours'],
    [5 * 3600, '5 hours'],
  ])('%d s -> %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('messages', () => {
  it.each([
    [tooManyAttemptsMessage(12 * 60), 'Too many attempts, try again in 12 minutes.'],
    [tooManyAttemptsMessage(1), 'Too many attempts, try again in 1 second.'],
    [tooManyRequestsMessage(45), 'Too many requests, try again in 45 seconds.'],
    [resendWaitMessage(20), 'Please wait 20 seconds before requesting a new code.'],
    [resendWaitMessage(1), 'Please wait 1 second before requesting a new code.'],
    [waitMessage('attempts', 125), 'Too many attempts, try again in 3 minutes.'],
    [waitMessage('resend', 7), 'Please wait 7 seconds before requesting a new code.'],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('countdownClock', () => {
  it.each([
    [0, '0:00'],
    [-3, '0:00'],
    [9, '0:09'],
    [45, '0:45'],
    [60, '1:00'],
    [12 * 60 + 3, '12:03'],
    [3600, '1:00:00'],
    [3600 + 61, '1:01:01'],
    [4.2, '0:05'],
  ])('%d s -> %s', (seconds, clock) => {
    expect(countdownClock(seconds)).toBe(clock);
  });
});

describe('retryAfterSecondsOf', () => {
  it.each([
    [{ code: 500, retryAfterSeconds: 18 }, 18],
    [{ retryAfterSeconds: 2.1 }, 3],
    [{ retryAfterSeconds: 0 }, null],
    [{ retryAfterSeconds: -4 }, null],
    [{ retryAfterSeconds: '18' }, null],
    [{ retryAfterSeconds: Number.NaN }, null],
    [{ code: 500 }, null],
    [null, null],
    [undefined, null],
    ['text', null],
  ])('%j -> %j', (extensions, seconds) => {
    expect(retryAfterSecondsOf(extensions)).toBe(seconds);
  });
});

describe('waitReasonOf', () => {
  it.each([
    [{ code: 500, rateLimited: true, retryAfterSeconds: 60 }, 'attempts'],
    [{ code: 500, retryAfterSeconds: 18 }, 'resend'],
    [{ rateLimited: 'yes' }, 'resend'],
    [null, 'resend'],
  ])('%j -> %s', (extensions, reason) => {
    expect(waitReasonOf(extensions)).toBe(reason);
  });
});
