import { cleanSearchTerm, SEARCH_TERM_MAX_LENGTH } from '@ops/shared/rules/searchTerm';
import {
  compactFilters,
  parseFilterValue,
  parseSort,
  serializeFilters,
  type ListDefinition,
  type ListRequestInput,
  type ListSort,
} from '@ops/shared/lists/listRequest';

/**
 * A list's filters, page, page size, sort and search in the URL query (issue 7 §1), so a
 * filtered list can be bookmarked, shared and survives a reload. Defaults are left out
 * of the URL, so an untouched list has a clean address. A prefix lets two lists share
 * one page (the user page's rides and wallet logs).
 */

export interface ListUrlState<F extends object, S extends string> {
  page: number;
  pageSize: number;
  sort: ListSort<S>;
  filters: F;
  search: string;
}

export interface ListUrlRead<F extends object, S extends string> {
  state: ListUrlState<F, S>;
  /** Why part of the address was not used (a hand-edited or stale link), if it was not. */
  problem: string | null;
}

const PARAMS = ['page', 'size', 'sort', 'order', 'filters', 'q'] as const;
type ParamName = (typeof PARAMS)[number];

const param = (prefix: string, name: ParamName): string => (prefix ? `${prefix}.${name}` : name);

export function defaultListState<F extends object, S extends string>(
  definition: ListDefinition<F, S>,
): ListUrlState<F, S> {
  return {
    page: 1,
    pageSize: definition.pageSize,
    sort: definition.defaultSort,
    filters: {} as F,
    search: '',
  };
}

function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/**
 * The list's state from the address. Anything unusable falls back to its default (a bad
 * page to 1, a page size the list does not offer to its default, an unknown sort to the
 * default sort, filters the list's schema refuses to none) and is named in `problem`.
 */
export function readListUrlState<F extends object, S extends string>(
  params: URLSearchParams,
  definition: ListDefinition<F, S>,
  prefix = '',
): ListUrlRead<F, S> {
  const state = defaultListState(definition);
  const problems: string[] = [];

  const page = wholeNumber(params.get(param(prefix, 'page')));
  if (page !== null && page >= 1) state.page = page;

  const size = wholeNumber(params.get(param(prefix, 'size')));
  if (size !== null && definition.pageSizeOptions.includes(size)) state.pageSize = size;

  const sortField = params.get(param(prefix, 'sort'));
  const sortType = params.get(param(prefix, 'order'));
  if (sortField !== null || sortType !== null) {
    const sort = parseSort(definition, sortField, sortType);
    if (sort.ok) state.sort = sort.value;
    else problems.push(sort.error);
  }

  const filtersText = params.get(param(prefix, 'filters'));
  if (filtersText) {
    let value: unknown;
    try {
      value = JSON.parse(filtersText);
    } catch {
      value = undefined;
    }
    // The clock check (future last-ride dates) is the server's: a bookmark made yesterday stays readable.
    const filters = value === undefined ? null : parseFilterValue({ ...definition, check: undefined }, value);
    if (filters?.ok) state.filters = filters.value;
    else problems.push(filters ? filters.error : 'Filters are not valid JSON');
  }

  state.search = cleanSearchTerm(params.get(param(prefix, 'q')) ?? '').slice(0, SEARCH_TERM_MAX_LENGTH);
  return { state, problem: problems.length ? problems.join('; ') : null };
}

/**
 * The address for a state: this list's parameters replaced, every other parameter kept.
 * Values equal to the defaults are left out.
 */
export function writeListUrlState<F extends object, S extends string>(
  state: ListUrlState<F, S>,
  definition: ListDefinition<F, S>,
  base: URLSearchParams = new URLSearchParams(),
  prefix = '',
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const name of PARAMS) out.delete(param(prefix, name));
  if (state.page > 1) out.set(param(prefix, 'page'), String(state.page));
  if (state.pageSize !== definition.pageSize) out.set(param(prefix, 'size'), String(state.pageSize));
  const sortIsDefault =
    state.sort.fieldName === definition.defaultSort.fieldName &&
    state.sort.sortType === definition.defaultSort.sortType;
  if (!sortIsDefault) {
    out.set(param(prefix, 'sort'), state.sort.fieldName);
    out.set(param(prefix, 'order'), state.sort.sortType);
  }
  const filters = serializeFilters(state.filters as Record<string, unknown>);
  if (filters) out.set(param(prefix, 'filters'), filters);
  const search = cleanSearchTerm(state.search).trim();
  if (search) out.set(param(prefix, 'q'), search);
  return out;
}

/** True when the address carries any of this list's parameters. */
export function hasListParams(params: URLSearchParams, prefix = ''): boolean {
  return PARAMS.some((name) => params.has(param(prefix, name)));
}

/** Only this list's parameters, as text: what the lists slice remembers for the session. */
export function listQueryText(params: URLSearchParams, prefix = ''): string {
  const out = new URLSearchParams();
  for (const name of PARAMS) {
    const value = params.get(param(prefix, name));
    if (value !== null) out.set(param(prefix, name), value);
  }
  return out.toString();
}

/** The operation's variables for a state (02 §7: pageNumber, rowsPerPage, fieldName, sortType, filters). */
export function listRequestInput<F extends object, S extends string>(
  state: ListUrlState<F, S>,
): ListRequestInput {
  return {
    pageNumber: state.page,
    rowsPerPage: state.pageSize,
    fieldName: state.sort.fieldName,
    sortType: state.sort.sortType,
    filters: serializeFilters(state.filters as Record<string, unknown>) ?? null,
  };
}

/** How many filters are set (the badge on the Filters toggle). */
export function activeFilterCount(filters: object): number {
  return Object.keys(compactFilters(filters as Record<string, unknown>)).length;
}

// ---- the moves a list makes; each returns the next state ----

/** Any filter or search change starts again at page 1: the old page may no longer exist. */
export function withFilters<F extends object, S extends string>(
  state: ListUrlState<F, S>,
  filters: F,
): ListUrlState<F, S> {
  return { ...state, filters, page: 1 };
}

/**
 * One filter changed, the others as the address holds them when the write happens: two quick
 * choices made before the page re-renders both stay (a whole-object write from the older
 * render would drop the first).
 */
export function withFilterPatch<F extends object, S extends string>(
  state: ListUrlState<F, S>,
  patch: Partial<F>,
): ListUrlState<F, S> {
  return withFilters(state, { ...state.filters, ...patch });
}

export function withSearch<F extends object, S extends string>(
  state: ListUrlState<F, S>,
  search: string,
): ListUrlState<F, S> {
  return { ...state, search: cleanSearchTerm(search).trim(), page: 1 };
}

/** A new page size starts at page 1; a new page keeps the size. */
export function withPage<F extends object, S extends string>(
  state: ListUrlState<F, S>,
  page: number,
  pageSize: number,
): ListUrlState<F, S> {
  return pageSize !== state.pageSize ? { ...state, page: 1, pageSize } : { ...state, page };
}

/** A sort cleared by the table (third click) goes back to the list's default. */
export function withSort<F extends object, S extends string>(
  state: ListUrlState<F, S>,
  definition: ListDefinition<F, S>,
  sort: ListSort<S> | null,
): ListUrlState<F, S> {
  return { ...state, sort: sort ?? definition.defaultSort, page: 1 };
}

// antd's Table speaks 'ascend' / 'descend'; the contract speaks 'asc' / 'desc'.
export type AntdSortOrder = 'ascend' | 'descend' | null;

export function antdSortOrder<S extends string>(sort: ListSort<S>, field: S): AntdSortOrder {
  if (sort.fieldName !== field) return null;
  return sort.sortType === 'asc' ? 'ascend' : 'descend';
}

export function sortFromAntd<S extends string>(
  field: string | undefined,
  order: AntdSortOrder | undefined,
  allowed: readonly S[],
): ListSort<S> | null {
  if (!field || !order || !(allowed as readonly string[]).includes(field)) return null;
  return { fieldName: field as S, sortType: order === 'ascend' ? 'asc' : 'desc' };
}
