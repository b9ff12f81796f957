import { toApiError, type ApiError } from '@ops/shared/rules/errors';
import type { RefusalCode } from '@ops/shared/rules/refusals';

/** What a detail page's one query gives, as RTK Query's hooks return it. */
export interface DetailQuery<T> {
  data?: T | null;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Which of the designed states a detail page shows. */
export type DetailState<T> =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'refused' }
  | { kind: 'offline'; error: ApiError }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'ready'; data: T };

export interface DetailStateRules {
  /** Refusals that mean "no such thing" (e.g. RIDE_NOT_FOUND): the page says so, not "failed". */
  notFoundReasons?: readonly RefusalCode[];
  /** Refusals that mean "not yours to see", beside the gate's FORBIDDEN. */
  refusedReasons?: readonly RefusalCode[];
}

/**
 * One reading of a detail page's query for every page (issue 26 item 7): an unknown id is
 * "not found" whether the server answers null or refuses with a not-found code, a gate's
 * refusal is "refused" (no retry offers what a permission forbids), an unreachable server is
 * "offline" (a retry may help), anything else "failed" with the server's words.
 */
export function detailStateOf<T>(query: DetailQuery<T>, rules: DetailStateRules = {}): DetailState<T> {
  if (query.isLoading) return { kind: 'loading' };
  if (query.isError) {
    const error = toApiError(query.error);
    if (error.reason && rules.notFoundReasons?.includes(error.reason)) return { kind: 'notFound' };
    if (error.code === 'FORBIDDEN' || (error.reason && rules.refusedReasons?.includes(error.reason)))
      return { kind: 'refused' };
    if (error.kind === 'network') return { kind: 'offline', error };
    return { kind: 'failed', error };
  }
  if (query.data === null || query.data === undefined) return { kind: 'notFound' };
  return { kind: 'ready', data: query.data };
}
