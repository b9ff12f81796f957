import { describe, expect, it } from 'vitest';
import { USERS_LIST, type UsersFilters } from '@ops/shared/lists/users';
import { WALLET_LOGS_LIST } from '@ops/shared/lists/walletLogs';
import {
  activeFilterCount,
  antdSortOrder,
  defaultListState,
  hasListParams,
  listQueryText,
  listRequestInput,
  readListUrlState,
  sortFromAntd,
  withFilters,
  withPage,
  withSearch,
  withSort,
  writeListUrlState,
  type ListUrlState,
} from './listUrlState';

const range = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-10T23:59:59.999Z' };
const full: ListUrlState<UsersFilters, (typeof USERS_LIST.sortFields)[number]> = {
  page: 3,
  pageSize: 100,
  sort: { fieldName: 'balance', sortType: 'asc' },
  filters: { balance: 'negative', area: ['a1', 'a2'], registrationDate: range, blocked: false, rating: 0 },
  search: '01001234567',
};

describe('list state <-> URL query (bookmark, share, reload)', () => {
  it('an untouched list has a clean address', () => {
    expect(writeListUrlState(defaultListState(USERS_LIST), USERS_LIST).toString()).toBe('');
  });

  it.each([
    ['everything set', full],
    ['defaults', defaultListState(USERS_LIST)],
    ['only a page', { ...defaultListState(USERS_LIST), page: 2 }],
    [
      'only a sort direction on the default field',
      { ...defaultListState(USERS_LIST), sort: { fieldName: 'createdAt', sortType: 'asc' } as const },
    ],
    [
      'only filters',
      {
        ...defaultListState(USERS_LIST),
        filters: { lastFiveRidesRating: 2, deviceOS: 'ios' } as UsersFilters,
      },
    ],
  ])('round trip: %s', (_case, state) => {
    const params = writeListUrlState(state, USERS_LIST);
    // Through text and back, as a bookmark does.
    expect(readListUrlState(new URLSearchParams(params.toString()), USERS_LIST)).toEqual({
      state,
      problem: null,
    });
  });

  it('writes readable names and leaves defaults out', () => {
    const params = writeListUrlState(full, USERS_LIST);
    expect(Object.fromEntries(params)).toEqual({
      page: '3',
      size: '100',
      sort: 'balance',
      order: 'asc',
      filters: JSON.stringify(full.filters),
      q: '01001234567',
    });
  });

  it("keeps parameters that are not the list's, and two lists share a page by prefix", () => {
    const base = new URLSearchParams('tab=wallet&page=2');
    const withWallet = writeListUrlState(
      { ...defaultListState(WALLET_LOGS_LIST), page: 4, filters: { type: 'FINE' } },
      WALLET_LOGS_LIST,
      base,
      'wl',
    );
    expect(withWallet.get('tab')).toBe('wallet');
    expect(withWallet.get('page')).toBe('2');
    expect(withWallet.get('wl.page')).toBe('4');
    expect(readListUrlState(withWallet, WALLET_LOGS_LIST, 'wl').state).toMatchObject({
      page: 4,
      filters: { type: 'FINE' },
    });
    expect(readListUrlState(withWallet, USERS_LIST).state.page).toBe(2);
    expect(hasListParams(withWallet, 'wl')).toBe(true);
    expect(hasListParams(new URLSearchParams('tab=x'), 'wl')).toBe(false);
    expect(listQueryText(withWallet, 'wl')).toBe('wl.page=4&wl.filters=%7B%22type%22%3A%22FINE%22%7D');
  });

  it('empty filters are dropped from the address (02 §5)', () => {
    const state = {
      ...defaultListState(USERS_LIST),
      filters: { area: [], promocode: '', role: 'r', user: 'u' } as UsersFilters,
    };
    expect(writeListUrlState(state, USERS_LIST).get('filters')).toBe('{"role":"r"}');
  });

  it.each([
    ['page 0', 'page=0', { page: 1 }, null],
    ['page text', 'page=two', { page: 1 }, null],
    ['a size the list does not offer', 'size=1000', { pageSize: 25 }, null],
    [
      'a sort the list does not offer',
      'sort=passwordHash&order=asc',
      { sort: USERS_LIST.defaultSort },
      "Cannot sort by 'passwordHash'; sort by createdAt, name, balance, tripsCount, lastRideAt",
    ],
    ['filters that are not JSON', 'filters=%7Bx', { filters: {} }, 'Filters are not valid JSON'],
    ['an unknown filter', 'filters=%7B%22x%22%3A1%7D', { filters: {} }, 'Unknown filter: x'],
    ['search with + and =', 'q=%2B201001234567%3D', { search: '201001234567' }, null],
  ])('a hand-edited address falls back: %s', (_case, query, expected, problem) => {
    const read = readListUrlState(new URLSearchParams(query), USERS_LIST);
    expect(read.state).toMatchObject(expected);
    expect(read.problem).toBe(problem);
  });

  it('an old bookmark with a last-ride range is still read (the server judges the clock)', () => {
    const filters = { lastRideDate: { startDate: '2999-01-01T00:00:00Z', endDate: '2999-01-02T00:00:00Z' } };
    expect(
      readListUrlState(new URLSearchParams({ filters: JSON.stringify(filters) }), USERS_LIST).state.filters,
    ).toEqual(filters);
  });
});

describe('moves of a list', () => {
  const start = { ...full };
  it('a filter or a search goes back to page 1', () => {
    expect(withFilters(start, { type: 'user' }).page).toBe(1);
    expect(withSearch(start, ' +2010= ')).toMatchObject({ page: 1, search: '2010' });
  });
  it('a new page keeps the size; a new size starts at page 1', () => {
    expect(withPage(start, 5, 100)).toMatchObject({ page: 5, pageSize: 100 });
    expect(withPage(start, 5, 200)).toMatchObject({ page: 1, pageSize: 200 });
  });
  it('a cleared sort returns to the default', () => {
    expect(withSort(start, USERS_LIST, null).sort).toEqual({ fieldName: 'createdAt', sortType: 'desc' });
    expect(withSort(start, USERS_LIST, { fieldName: 'name', sortType: 'desc' })).toMatchObject({
      page: 1,
      sort: { fieldName: 'name', sortType: 'desc' },
    });
  });
  it('antd sort orders both ways', () => {
    expect(antdSortOrder(full.sort, 'balance')).toBe('ascend');
    expect(antdSortOrder({ fieldName: 'balance', sortType: 'desc' }, 'balance')).toBe('descend');
    expect(antdSortOrder(full.sort, 'name')).toBeNull();
    expect(sortFromAntd('name', 'descend', USERS_LIST.sortFields)).toEqual({
      fieldName: 'name',
      sortType: 'desc',
    });
    expect(sortFromAntd('name', null, USERS_LIST.sortFields)).toBeNull();
    expect(sortFromAntd('phoneNumber', 'ascend', USERS_LIST.sortFields)).toBeNull();
  });
  it('the request the operation gets', () => {
    expect(listRequestInput(full)).toEqual({
      pageNumber: 3,
      rowsPerPage: 100,
      fieldName: 'balance',
      sortType: 'asc',
      filters: JSON.stringify(full.filters),
    });
    expect(listRequestInput(defaultListState(USERS_LIST)).filters).toBeNull();
  });
  it('counts the filters that are set', () => {
    expect(activeFilterCount(full.filters)).toBe(5);
    expect(activeFilterCount({ area: [], promocode: '' })).toBe(0);
  });
});
