import { describe, expect, it } from 'vitest';
import {
  lengthError,
  MAX_ROWS_PER_PAGE,
  parseRowsPerPage,
  ROWS_PER_PAGE_MESSAGE,
  tooLongMessage,
  type LimitedField,
} from './limits';

const text = (length: number) => 'x'.repeat(length);

describe('length limits (issue 6 §7: comment 2,000, reason 500, name 100, search term 100)', () => {
  it.each<[LimitedField, number, string | null]>([
    ['comment', 2000, null],
    ['comment', 2001, 'Comment must be at most 2,000 characters'],
    ['reason', 500, null],
    ['reason', 501, 'Reason must be at most 500 characters'],
    ['name', 100, null],
    ['name', 101, 'Name must be at most 100 characters'],
    ['searchTerm', 100, null],
    ['searchTerm', 101, 'Search term must be at most 100 characters'],
    ['comment', 0, null],
  ])('%s of %i characters -> %j', (field, length, expected) => {
    expect(lengthError(field, text(length))).toBe(expected);
  });

  it('an absent text fits', () => {
    expect(lengthError('reason', null)).toBeNull();
    expect(lengthError('reason', undefined)).toBeNull();
  });

  it('the message names the field and its limit', () => {
    expect(tooLongMessage('reason')).toBe('Reason must be at most 500 characters');
  });
});

describe(`rows per page (issue 6 §7: at most ${MAX_ROWS_PER_PAGE} on every list)`, () => {
  it.each<[number | null | undefined, number, ReturnType<typeof parseRowsPerPage>]>([
    [undefined, 25, { ok: true, rows: 25 }],
    [null, 50, { ok: true, rows: 50 }],
    [1, 25, { ok: true, rows: 1 }],
    [200, 25, { ok: true, rows: 200 }],
    [201, 25, { ok: false, error: ROWS_PER_PAGE_MESSAGE }],
    [100_000, 25, { ok: false, error: ROWS_PER_PAGE_MESSAGE }],
    [0, 25, { ok: false, error: ROWS_PER_PAGE_MESSAGE }],
    [-5, 25, { ok: false, error: ROWS_PER_PAGE_MESSAGE }],
    [2.5, 25, { ok: false, error: ROWS_PER_PAGE_MESSAGE }],
    [Number.NaN, 25, { ok: false, error: ROWS_PER_PAGE_MESSAGE }],
  ])('%s (default %i)', (value, fallback, expected) => {
    expect(parseRowsPerPage(value, fallback)).toEqual(expected);
  });

  it('the message states the range', () => {
    expect(ROWS_PER_PAGE_MESSAGE).toBe('Rows per page must be a whole number from 1 to 200');
  });
});
