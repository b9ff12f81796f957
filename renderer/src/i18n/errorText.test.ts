import { afterEach, describe, expect, it } from 'vitest';
import { NOT_CHECKED_IN_MESSAGE } from '@ops/shared/rules/attendanceMessages';
import { GENERIC_ERROR_TEXT, NETWORK_ERROR_TEXT, OTP_ERROR_TEXT } from '@ops/shared/rules/errors';
import { REFUSALS } from '@ops/shared/rules/refusals';
import { loadLanguage } from './i18n';
import { errorMessageOf, otpErrorMessageOf } from './errorText';
import { ar } from './ar';

/** A failed request as the renderer's client throws it (response.errors). */
const gqlError = (message: string, extensions: Record<string, unknown>) => ({
  response: { errors: [{ message, extensions }], status: 200 },
});
const notCheckedIn = gqlError(NOT_CHECKED_IN_MESSAGE, { code: 500, reason: 'NOT_CHECKED_IN' });
const uncoded = gqlError('Balance must not go below -100.00 L.E', { code: 500 });
const offline = new TypeError('Failed to fetch');

describe('errors as the staff read them (issue 28 item 5)', () => {
  afterEach(() => loadLanguage('en'));

  it("keeps the spec's English word for word", async () => {
    await loadLanguage('en');
    expect(errorMessageOf(notCheckedIn)).toBe(NOT_CHECKED_IN_MESSAGE);
    expect(errorMessageOf(uncoded)).toBe('Balance must not go below -100.00 L.E');
    expect(errorMessageOf(offline)).toBe(NETWORK_ERROR_TEXT);
    expect(errorMessageOf(new Error('boom'))).toBe(GENERIC_ERROR_TEXT);
    expect(otpErrorMessageOf(new Error('boom'))).toBe(OTP_ERROR_TEXT);
  });

  it('translates a coded refusal by its code in Arabic, whatever its words', async () => {
    await loadLanguage('ar');
    expect(errorMessageOf(notCheckedIn)).toBe('المستخدم لم يسجّل الحضور');
    // Reworded on the server: the code still decides.
    expect(errorMessageOf(gqlError('Check in first', { code: 500, reason: 'NOT_CHECKED_IN' }))).toBe(
      'المستخدم لم يسجّل الحضور',
    );
    for (const code of Object.keys(REFUSALS) as Array<keyof typeof REFUSALS>)
      expect(errorMessageOf(gqlError(REFUSALS[code], { code: 500, reason: code })), code).toBe(
        ar.errors.refusal[code],
      );
  });

  it("translates the client's own texts in Arabic and leaves an uncoded server message as sent", async () => {
    await loadLanguage('ar');
    expect(errorMessageOf(offline)).toBe(ar.errors.network);
    expect(errorMessageOf(new Error('boom'))).toBe('حدث خطأ ما!');
    expect(otpErrorMessageOf(new Error('boom'))).toBe('حدث خطأ ما');
    // The same words as a refusal but no code: not matched by words.
    expect(errorMessageOf(gqlError(NOT_CHECKED_IN_MESSAGE, { code: 500 }))).toBe(NOT_CHECKED_IN_MESSAGE);
    expect(errorMessageOf(uncoded)).toBe('Balance must not go below -100.00 L.E');
  });
});
