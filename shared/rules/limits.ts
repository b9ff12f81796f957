/**
 * Input limits (issue 6 §7). The forms cap their fields with these numbers (maxLength)
 * and the server refuses anything longer with the same numbers, so a form can never
 * send what the server refuses, and a hand-made request can never store more.
 * Lengths are counted like a browser's maxlength (UTF-16 code units, String.length).
 */
export const COMMENT_MAX_LENGTH = 2000;
/** A reason or a custom comment (break, transfer, balance, check-out). */
export const REASON_MAX_LENGTH = 500;
export const NAME_MAX_LENGTH = 100;
export const SEARCH_TERM_MAX_LENGTH = 100;
/** The largest page any list operation answers; the page-size pickers offer no more. */
export const MAX_ROWS_PER_PAGE = 200;

export type LimitedField = 'comment' | 'reason' | 'name' | 'searchTerm';

export const FIELD_MAX_LENGTH: Readonly<Record<LimitedField, number>> = {
  comment: COMMENT_MAX_LENGTH,
  reason: REASON_MAX_LENGTH,
  name: NAME_MAX_LENGTH,
  searchTerm: SEARCH_TERM_MAX_LENGTH,
};

const FIELD_LABEL: Readonly<Record<LimitedField, string>> = {
  comment: 'Comment',
  reason: 'Reason',
  name: 'Name',
  searchTerm: 'Search term',
};

export const tooLongMessage = (field: LimitedField): string =>
  `${FIELD_LABEL[field]} must be at most ${FIELD_MAX_LENGTH[field].toLocaleString('en-US')} characters`;

export const ROWS_PER_PAGE_MESSAGE = `Rows per page must be a whole number from 1 to ${MAX_ROWS_PER_PAGE}`;

/** null when the text fits its field (an absent text fits), else the message. */
export function lengthError(field: LimitedField, text: string | null | undefined): string | null {
  return text != null && text.length > FIELD_MAX_LENGTH[field] ? tooLongMessage(field) : null;
}

export type RowsPerPageResult = { ok: true; rows: number } | { ok: false; error: string };

/**
 * A list operation's page size: absent means the operation's default; otherwise a whole
 * number from 1 to MAX_ROWS_PER_PAGE. Larger pages are refused rather than cut, so a
 * caller never mistakes a shortened page for the whole one.
 */
export function parseRowsPerPage(value: number | null | undefined, fallback: number): RowsPerPageResult {
  if (value === null || value === undefined) return { ok: true, rows: Math.min(fallback, MAX_ROWS_PER_PAGE) };
  if (!Number.isInteger(value) || value < 1 || value > MAX_ROWS_PER_PAGE) return { ok: false, error: ROWS_PER_PAGE_MESSAGE };
  return { ok: true, rows: value };
}
