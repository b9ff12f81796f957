import { describe, expect, it } from 'vitest';
import { errorMessageOf, otpErrorMessageOf, toApiError, withFallback, NETWORK_ERROR_TEXT, GENERIC_ERROR_TEXT, OTP_ERROR_TEXT } from './errors';

const gqlError = (message: string, code?: unknown) => ({
  response: { errors: [{ message, ...(code === undefined ? {} : { extensions: { code } }) }], status: 200 },
});

describe('the error rule (03 §8)', () => {
  it('shows the first server message when extensions.code is 500', () => {
    expect(errorMessageOf(gqlError('Vehicle is in a ride', 500))).toBe('Vehicle is in a ride');
    expect(errorMessageOf(gqlError('Vehicle is in a ride', '500'))).toBe('Vehicle is in a ride');
  });

  it('hides any other GraphQL error behind the generic text', () => {
    expect(errorMessageOf(gqlError('Unexpected error.', 'INTERNAL_SERVER_ERROR'))).toBe(GENERIC_ERROR_TEXT);
    expect(errorMessageOf(gqlError('Forbidden', 403))).toBe(GENERIC_ERROR_TEXT);
    expect(errorMessageOf(gqlError('No code'))).toBe(GENERIC_ERROR_TEXT);
  });

  it('shows the network text when no answer came', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_TEXT);
    expect(toApiError(Object.assign(new Error('timeout'), { name: 'AbortError' })).kind).toBe('network');
  });

  it('shows the generic text for anything else', () => {
    expect(errorMessageOf(new Error('boom'))).toBe(GENERIC_ERROR_TEXT);
    expect(errorMessageOf(undefined)).toBe(GENERIC_ERROR_TEXT);
    expect(errorMessageOf({ response: { status: 502 } })).toBe(GENERIC_ERROR_TEXT);
  });

  it('passes an already-worded ApiError through', () => {
    expect(errorMessageOf({ kind: 'server', message: 'Nope' })).toBe('Nope');
  });

  it('uses the OTP default without the exclamation mark', () => {
    expect(otpErrorMessageOf(gqlError('Wrong code', 500))).toBe('Wrong code');
    expect(otpErrorMessageOf(new Error('x'))).toBe(OTP_ERROR_TEXT);
    expect(otpErrorMessageOf({ kind: 'other', message: GENERIC_ERROR_TEXT })).toBe(OTP_ERROR_TEXT);
    expect(otpErrorMessageOf(new TypeError('offline'))).toBe(NETWORK_ERROR_TEXT);
  });

  it('rewords only generic failures', () => {
    expect(withFallback({ kind: 'server', message: 'A' }, 'B').message).toBe('A');
    expect(withFallback({ kind: 'other', message: 'A' }, 'B').message).toBe('B');
  });
});
