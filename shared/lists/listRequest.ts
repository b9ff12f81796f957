import { z } from 'zod';
import { can, type RoleLike } from '../rules/permissions/can';
import type { Gate } from '../rules/permissions/catalogue';
import { cleanFilters } from '../rules/filterOptions';
import { MAX_ROWS_PER_PAGE, ROWS_PER_PAGE_MESSAGE } from '../rules/limits';

/**
 * The list request every list operation takes (02 §7: pageNumber, rowsPerPage, fieldName,
 * sortType, filters as a JSON string) and the one reading of it both sides share: the
 * renderer builds requests with it, the server refuses with it.
 */

export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export interface ListSort<S extends string = string> {
  fieldName: S;
  sortType: SortType;
}

export interface ListDefinition<F extends object, S extends string> {
  /** A stable name: URL and storage keys, error texts. */
  name: string;
  /** The filters this list understands; unknown keys are refused. */
  filters: z.ZodType<F, unknown>;
  sortFields: readonly S[];
  defaultSort: ListSort<S>;
  pageSize: number;
  pageSizeOptions: readonly number[];
  /** Filters only some may use (02 §2: the users' promocode filter needs promocodes.VIEW_PAGE). */
  gatedFilters?: Partial<Record<Extract<keyof F, string>, Gate>>;
  /** Rules that need the clock (last-ride dates not in the future). */
  check?: (filters: F, now: Date) => string | null;
}

/** As the operation receives it: every part optional, the filters still text. */
export interface ListRequestInput {
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  fieldName?: string | null;
  sortType?: string | null;
  filters?: string | null;
}

export interface ListRequest<F extends object, S extends string> {
  pageNumber: number;
  rowsPerPage: number;
  sort: ListSort<S>;
  filters: F;
}

export const LIST_MESSAGES = {
  filtersNotJson: 'Filters are not valid JSON',
  filtersNotObject: 'Filters must be a JSON object',
  pageNumber: 'Page number must be a whole number from 1',
  rowsPerPage: ROWS_PER_PAGE_MESSAGE,
  sortType: "Sort type must be 'asc' or 'desc'",
  unknownFilter: (keys: readonly string[]) =>
    `Unknown filter${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`,
  badFilter: (key: string, message: string) => `Filter '${key}': ${message}`,
  sortField: (field: string, allowed: readonly string[]) =>
    `Cannot sort by '${field}'; sort by ${allowed.join(', ')}`,
  filterNotAllowed: (key: string) => `You do not have permission to filter by ${key}`,
} as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * 02 §5: empty values are dropped, an empty area list is dropped, a role drops the specific
 * user. Nested values (a date range) with nothing left in them are dropped too, so a reset
 * picker leaves no `{}` behind.
 */
export function compactFilters(filters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isPlainObject(value)) {
      const inner = cleanFilters(value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return cleanFilters(out);
}

/** The `filters` text a request carries: compacted, and undefined when nothing is left. */
export function serializeFilters(filters: Readonly<Record<string, unknown>>): string | undefined {
  const compact = compactFilters(filters);
  return Object.keys(compact).length === 0 ? undefined : JSON.stringify(compact);
}

function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return LIST_MESSAGES.filtersNotObject;
  if (issue.code === 'unrecognized_keys') {
    const prefix = issue.path.map(String);
    return LIST_MESSAGES.unknownFilter(issue.keys.map((key) => [...prefix, key].join('.')));
  }
  const key = issue.path.map(String).join('.');
  return key ? LIST_MESSAGES.badFilter(key, issue.message) : issue.message;
}

/** Filters as a value already parsed (the URL, the panel): compacted, then read by the list's schema. */
export function parseFilterValue<F extends object, S extends string>(
  definition: ListDefinition<F, S>,
  value: unknown,
  context: { role?: RoleLike | null; now?: Date } = {},
): Parsed<F> {
  if (value === undefined || value === null) value = {};
  if (!isPlainObject(value)) return { ok: false, error: LIST_MESSAGES.filtersNotObject };
  const result = definition.filters.safeParse(compactFilters(value));
  if (!result.success) return { ok: false, error: zodMessage(result.error) };
  const filters = result.data;
  if (context.role !== undefined) {
    for (const [key, requirement] of Object.entries(definition.gatedFilters ?? {}) as Array<[string, Gate]>) {
      if ((filters as Record<string, unknown>)[key] !== undefined && !can(context.role, requirement)) {
        return { ok: false, error: LIST_MESSAGES.filterNotAllowed(key) };
      }
    }
  }
  const problem = definition.check?.(filters, context.now ?? new Date());
  return problem ? { ok: false, error: problem } : { ok: true, value: filters };
}

/** Filters as the operation receives them: JSON text (absent or empty means none). */
export function parseFilters<F extends object, S extends string>(
  definition: ListDefinition<F, S>,
  text: string | null | undefined,
  context: { role?: RoleLike | null; now?: Date } = {},
): Parsed<F> {
  let value: unknown = {};
  if (text && text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, error: LIST_MESSAGES.filtersNotJson };
    }
  }
  return parseFilterValue(definition, value, context);
}

export function parseSort<S extends string>(
  definition: Pick<ListDefinition<object, S>, 'sortFields' | 'defaultSort'>,
  fieldName: string | null | undefined,
  sortType: string | null | undefined,
): Parsed<ListSort<S>> {
  const field = fieldName ?? definition.defaultSort.fieldName;
  if (!(definition.sortFields as readonly string[]).includes(field)) {
    return { ok: false, error: LIST_MESSAGES.sortField(field, definition.sortFields) };
  }
  // A field without a direction sorts its own default way only when it is the default field.
  const type =
    sortType ?? (field === definition.defaultSort.fieldName ? definition.defaultSort.sortType : 'asc');
  if (!(SORT_TYPES as readonly string[]).includes(type)) return { ok: false, error: LIST_MESSAGES.sortType };
  return { ok: true, value: { fieldName: field as S, sortType: type as SortType } };
}

/** The whole request; the first problem found is the answer. Pages count from 1. */
export function parseListRequest<F extends object, S extends string>(
  definition: ListDefinition<F, S>,
  input: ListRequestInput,
  context: { role?: RoleLike | null; now?: Date } = {},
): Parsed<ListRequest<F, S>> {
  const pageNumber = input.pageNumber ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) return { ok: false, error: LIST_MESSAGES.pageNumber };
  const rowsPerPage = input.rowsPerPage ?? definition.pageSize;
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1 || rowsPerPage > MAX_ROWS_PER_PAGE) {
    return { ok: false, error: LIST_MESSAGES.rowsPerPage };
  }
  const sort = parseSort(definition, input.fieldName, input.sortType);
  if (!sort.ok) return sort;
  const filters = parseFilters(definition, input.filters, context);
  if (!filters.ok) return filters;
  return { ok: true, value: { pageNumber, rowsPerPage, sort: sort.value, filters: filters.value } };
}

/** Pages of a total (0 rows is 0 pages, as the lists count them). */
export const totalPages = (total: number, rowsPerPage: number): number => Math.ceil(total / rowsPerPage);
