import { describe, expect, it } from 'vitest';
import { NOT_CHECKED_IN_MESSAGE } from './attendanceMessages';
import { errorMessageOf, refusalCodeOf, toApiError } from './errors';
import { FENCE_MESSAGES } from './fences';
import { REFUSALS, refusalCodeIn } from './refusals';

/** A failed request as the renderer's client throws it (response.errors). */
const gqlError = (message: string, extensions: Record<string, unknown>) => ({
  response: { errors: [{ message, extensions }], status: 200 },
});

describe('refusals compared by code (issue 26 §6)', () => {
  it('the client reads the code beside the words, and still shows the words', () => {
    const error = gqlError(NOT_CHECKED_IN_MESSAGE, { code: 500, reason: 'NOT_CHECKED_IN' });
    expect(toApiError(error)).toEqual({
      kind: 'server',
      message: NOT_CHECKED_IN_MESSAGE,
      code: 500,
      reason: 'NOT_CHECKED_IN',
    });
    expect(errorMessageOf(error)).toBe(NOT_CHECKED_IN_MESSAGE);
  });

  it('the code decides, not the words: reworded still matches, the same words without a code do not', () => {
    expect(
      refusalCodeOf(gqlError('Checked out? Check in first.', { code: 500, reason: 'NOT_CHECKED_IN' })),
    ).toBe('NOT_CHECKED_IN');
    expect(refusalCodeOf(gqlError(FENCE_MESSAGES.staleVersion, { code: 500 }))).toBeUndefined();
  });

  it('a code outside the list, or on an error not meant for the person, is no refusal code', () => {
    expect(refusalCodeOf(gqlError('No', { code: 500, reason: 'SOMETHING_ELSE' }))).toBeUndefined();
    expect(
      refusalCodeOf(gqlError('No', { code: 'INTERNAL_SERVER_ERROR', reason: 'NOT_CHECKED_IN' })),
    ).toBeUndefined();
    expect(refusalCodeIn({ reason: 'toString' })).toBeUndefined();
  });

  it('every code has the words the person reads, each its own', () => {
    const words = Object.values(REFUSALS);
    expect(words.every((text) => text.trim() !== '')).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });
});
