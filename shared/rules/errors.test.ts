import { describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  GENERIC_ERROR_TEXT,
  NETWORK_ERROR_TEXT,
  OTP_ERROR_TEXT,
  otpErrorMessageOf,
  setPendingFailure,
  toApiError,
  withFallback,
} from './errors';

/** A failed request as the renderer's client throws it (response.errors). */
const gqlError = (message: string, code?: unknown, extra: Record<string, unknown> = {}) => ({
  response: {
    errors: [{ message, ...(code === undefined ? {} : { extensions: { code, ...extra } }) }],
    status: 200,
  },
});
const aborted = Object.assign(new Error('timeout'), { name: 'AbortError' });
const timedOut = Object.assign(new Error('timeout'), { name: 'TimeoutError' });

describe("the error rule (01 §8 \"an error with code 500 shows the server's message; any other failure shows 'Something went wrong!'\")", () => {
  it.each([
    ['code 500 with a message', gqlError('User Not Checked In', 500), undefined, 'User Not Checked In'],
    ['code "500" as text', gqlError('Vehicle is in a ride', '500'), undefined, 'Vehicle is in a ride'],
    ['500 without a message', gqlError('', 500), undefined, GENERIC_ERROR_TEXT],
    [
      'an unexpected server error',
      gqlError('Unexpected error.', 'INTERNAL_SERVER_ERROR'),
      undefined,
      GENERIC_ERROR_TEXT,
    ],
    ['another code', gqlError('Forbidden', 403), undefined, GENERIC_ERROR_TEXT],
    ['no code', gqlError('boom'), undefined, GENERIC_ERROR_TEXT],
    ['no answer: fetch failed', new TypeError('Failed to fetch'), undefined, NETWORK_ERROR_TEXT],
    ['no answer: aborted', aborted, undefined, NETWORK_ERROR_TEXT],
    ['no answer: timed out', timedOut, undefined, NETWORK_ERROR_TEXT],
    ['a plain error', new Error('boom'), undefined, GENERIC_ERROR_TEXT],
    ['nothing', undefined, undefined, GENERIC_ERROR_TEXT],
    ['an HTTP failure without GraphQL errors', { response: { status: 502 } }, undefined, GENERIC_ERROR_TEXT],
    ['an already-worded ApiError passes through', { kind: 'server', message: 'Nope' }, undefined, 'Nope'],
    ['a screen with its own fallback', gqlError('Forbidden', 403), 'Could not save', 'Could not save'],
    ['its own fallback does not hide a 500 message', gqlError('Nope', 500), 'Could not save', 'Nope'],
    [
      'its own fallback does not hide the network text',
      new TypeError('offline'),
      'Could not save',
      NETWORK_ERROR_TEXT,
    ],
  ])('%s', (_case, error, fallback, expected) => {
    expect(errorMessageOf(error, fallback)).toBe(expected);
  });

  it.each([
    ['a user error', gqlError('Nope', 500), { kind: 'server', message: 'Nope', code: 500 }],
    [
      'a hidden error keeps its code',
      gqlError('Forbidden', 'FORBIDDEN'),
      { kind: 'other', message: GENERIC_ERROR_TEXT, code: 'FORBIDDEN' },
    ],
    ['a network failure', new TypeError('x'), { kind: 'network', message: NETWORK_ERROR_TEXT }],
    [
      'a limit says when to try again',
      gqlError('Too many attempts, try again in 30 seconds.', 500, {
        rateLimited: true,
        retryAfterSeconds: 30,
      }),
      {
        kind: 'server',
        message: 'Too many attempts, try again in 30 seconds.',
        code: 500,
        retryAfterSeconds: 30,
        waitReason: 'attempts',
      },
    ],
    [
      'a resend wait says when to ask again',
      gqlError('Please wait 18 seconds before requesting a new code.', 500, { retryAfterSeconds: 18 }),
      {
        kind: 'server',
        message: 'Please wait 18 seconds before requesting a new code.',
        code: 500,
        retryAfterSeconds: 18,
        waitReason: 'resend',
      },
    ],
  ])('classifies %s', (_case, error, expected) => {
    expect(toApiError(error)).toEqual(expected);
  });

  it.each([
    ['a server message', gqlError('Wrong code', 500), 'Wrong code'],
    ['anything else: without the exclamation mark', new Error('x'), OTP_ERROR_TEXT],
    [
      'an already-worded generic error is re-worded',
      { kind: 'other', message: GENERIC_ERROR_TEXT },
      OTP_ERROR_TEXT,
    ],
    ['the network text stays', new TypeError('offline'), NETWORK_ERROR_TEXT],
  ])('OTP screens: %s', (_case, error, expected) => {
    expect(otpErrorMessageOf(error)).toBe(expected);
  });

  it('rewords only generic failures', () => {
    expect(withFallback({ kind: 'server', message: 'A' }, 'B').message).toBe('A');
    expect(withFallback({ kind: 'network', message: 'A' }, 'B').message).toBe('A');
    expect(withFallback({ kind: 'other', message: 'A' }, 'B').message).toBe('B');
  });

  it("03 §8: 'Something went wrong!: ' plus the reason", () => {
    expect(setPendingFailure('timeout')).toBe('Something went wrong!: timeout');
  });
});

describe('the update notice (issue 25 item 6)', () => {
  it('a server past this build says "Please update the app", whatever the screen\'s fallback', () => {
    const error = {
      response: {
        errors: [
          { message: 'Please update the app', extensions: { code: 'APP_UPDATE_REQUIRED', minContract: 2 } },
        ],
      },
    };
    expect(toApiError(error, 'Something went wrong')).toEqual({
      kind: 'server',
      message: 'Please update the app',
      code: 'APP_UPDATE_REQUIRED',
    });
  });
});
