import { lengthError, parseRowsPerPage, type LimitedField } from '@ops/shared/rules/limits';
import { UserError } from '../errors';

/** Refuses a text longer than its field allows (issue 6 §7), with the shared rule's message. */
export function requireLength(field: LimitedField, text: string | null | undefined): void {
  const error = lengthError(field, text);
  if (error) throw new UserError(error);
}

/** A list operation's page size: its default when absent, refused above MAX_ROWS_PER_PAGE. */
export function rowsPerPageOf(value: number | null | undefined, fallback: number): number {
  const parsed = parseRowsPerPage(value, fallback);
  if (!parsed.ok) throw new UserError(parsed.error);
  return parsed.rows;
}
