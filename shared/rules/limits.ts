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

/**
 * The most items any one list argument of an operation may carry (ids of a bulk action, areas of
 * a filter): past it the server refuses before any work (issue 24), so one request cannot make
 * the database read or write without bound.
 */
export const MAX_LIST_ARGUMENT_ITEMS = 5000;

export const tooManyItemsMessage = (argument: string): string =>
  `Too many items in ${argument}: at most ${MAX_LIST_ARGUMENT_ITEMS.toLocaleString('en-US')} at once`;

/** What a user reads when the database stopped a request at its time bound (issue 24). */
export const REQUEST_TOO_LONG_MESSAGE = 'This request took too long. Narrow the filters and try again.';

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
  if (!Number.isInteger(value) || value < 1 || value > MAX_ROWS_PER_PAGE)
    return { ok: false, error: ROWS_PER_PAGE_MESSAGE };
  return { ok: true, rows: value };
}

/**
 * Issue 22 finding 8 (a): text arguments carry no control characters but tab, line feed and
 * carriage return. A NUL cannot be stored in PostgreSQL text and used to surface as
 * 'Unexpected error.'; the others have no business in a name, a reason or a search.
 */
export const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters.';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The most values (strings, numbers, booleans, nulls) one request's variables may carry
 * (issue 22 finding 5, issue 24 §3). The largest honest input is an area's fences at their
 * limit (2,000 points: 4,000 numbers); a 25,000-point fence (50,000) is refused as it arrives,
 * before the GraphQL layer coerces every value.
 */
export const MAX_VARIABLE_VALUES = 20_000;
export const tooManyValuesMessage = (count: number): string =>
  `This request is too large: it may carry at most ${MAX_VARIABLE_VALUES.toLocaleString('en-US')} values, and it has ${count.toLocaleString('en-US')}.`;

/**
 * The most bytes one GraphQL request may have (issue 24 §3): refused by its declared length
 * before it is read, so an oversized body costs the API nothing (a 25,000-point fence, ~1 MB,
 * was read and parsed first: 29–57 ms). The largest honest request, 20,000 numbers, is ~400 kB.
 */
export const MAX_GRAPHQL_BODY_BYTES = 512 * 1024;
export const REQUEST_TOO_LARGE_MESSAGE = 'This request is too large: it may be at most 512 kB.';
