import { UserError } from '../../platform/errors';

/**
 * A position in the life-cycle timeline: the (created_at, id) of the last entry shown.
 * created_at travels as PostgreSQL's own text so its microseconds survive (a JS Date
 * keeps milliseconds: entries of the same millisecond would be skipped or repeated).
 */
export interface LifeCycleCursor {
  createdAt: string;
  id: string;
}

/** timestamptz as PostgreSQL prints it ('2026-11-23 03:46:43.123456+00'), checked before it reaches SQL. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

export const BAD_CURSOR_MESSAGE = 'This life-cycle position is not valid, please reload the timeline.';

export function encodeLifeCycleCursor(cursor: LifeCycleCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), 'utf8').toString('base64url');
}

export function decodeLifeCycleCursor(text: string): LifeCycleCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      const [createdAt, id] = parsed as [string, string];
      if (TIMESTAMP.test(createdAt) && id.length > 0) return { createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw new UserError(BAD_CURSOR_MESSAGE);
}
