import { describe, expect, it } from 'vitest';
import {
  compactFilters,
  LIST_MESSAGES,
  parseFilters,
  parseListRequest,
  parseSort,
  serializeFilters,
  totalPages,
} from './listRequest';
import { USERS_LIST } from './users';
import { WALLET_LOGS_LIST } from './walletLogs';

const now = new Date('2026-01-15T10:00:00Z');
const range = { startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-10T00:00:00Z' };

describe('"Empty values are dropped from filters, an empty area list is dropped, and user filters with a role drop the specific user" (02 §5)', () => {
  it.each([
    ['empty text', { promocode: '' }, {}],
    ['blank text', { promocode: '   ' }, {}],
    ['null and undefined', { balance: null, type: undefined }, {}],
    ['an empty area list', { area: [] }, {}],
    ['a range reset to nothing', { registrationDate: { startDate: null, endDate: undefined } }, {}],
    ['a role drops the specific user', { role: 'r1', user: 'u1' }, { role: 'r1' }],
    ['a user without a role stays', { user: 'u1' }, { user: 'u1' }],
    ['false and 0 are values', { blocked: false, rating: 0 }, { blocked: false, rating: 0 }],
    ['text is trimmed', { promocode: ' SAVE10 ' }, { promocode: 'SAVE10' }],
    ['a full range stays', { lastRideDate: range }, { lastRideDate: range }],
  ])('%s', (_rule, input, expected) => {
    expect(compactFilters(input)).toEqual(expected);
  });

  it('nothing left means no filters text at all', () => {
    expect(serializeFilters({ area: [], promocode: '' })).toBeUndefined();
    expect(serializeFilters({ balance: 'negative', area: [] })).toBe('{"balance":"negative"}');
  });
});

describe('the list request', () => {
  it("defaults: page 1, the list's page size, its default sort, no filters", () => {
    expect(parseListRequest(USERS_LIST, {})).toEqual({
      ok: true,
      value: {
        pageNumber: 1,
        rowsPerPage: 25,
        sort: { fieldName: 'createdAt', sortType: 'desc' },
        filters: {},
      },
    });
    expect(parseListRequest(WALLET_LOGS_LIST, {}).ok && parseListRequest(WALLET_LOGS_LIST, {})).toMatchObject(
      { value: { rowsPerPage: 50 } },
    );
  });

  it.each([
    ['page 0', { pageNumber: 0 }, LIST_MESSAGES.pageNumber],
    ['page -1', { pageNumber: -1 }, LIST_MESSAGES.pageNumber],
    ['page 1.5', { pageNumber: 1.5 }, LIST_MESSAGES.pageNumber],
    ['201 rows', { rowsPerPage: 201 }, 'Rows per page must be a whole number from 1 to 200'],
    ['0 rows', { rowsPerPage: 0 }, 'Rows per page must be a whole number from 1 to 200'],
    [
      'a sort field not offered',
      { fieldName: 'passwordHash' },
      "Cannot sort by 'passwordHash'; sort by createdAt, name, balance, tripsCount, lastRideAt",
    ],
    ['a sort type not offered', { fieldName: 'name', sortType: 'ascend' }, LIST_MESSAGES.sortType],
    ['filters that are not JSON', { filters: '{balance:' }, 'Filters are not valid JSON'],
    ['filters that are a list', { filters: '[1]' }, 'Filters must be a JSON object'],
    ['filters that are a number', { filters: '7' }, 'Filters must be a JSON object'],
    ['an unknown filter key', { filters: '{"balanse":"has"}' }, 'Unknown filter: balanse'],
    ['two unknown keys', { filters: '{"a":1,"b":2}' }, 'Unknown filters: a, b'],
    [
      'an unknown key inside a range',
      { filters: JSON.stringify({ registrationDate: { ...range, tz: 'x' } }) },
      'Unknown filter: registrationDate.tz',
    ],
    ['a value not offered', { filters: '{"balance":"lots"}' }, expect.stringMatching(/^Filter 'balance': /)],
    [
      'a bad date',
      { filters: JSON.stringify({ registrationDate: { startDate: 'x', endDate: range.endDate } }) },
      "Filter 'registrationDate.startDate': Dates must be ISO date-times",
    ],
    [
      'half a range',
      { filters: JSON.stringify({ registrationDate: { endDate: range.endDate } }) },
      "Filter 'registrationDate': Please select start date!",
    ],
    [
      'a future last ride',
      {
        filters: JSON.stringify({
          lastRideDate: { startDate: '2026-02-01T00:00:00Z', endDate: '2026-02-02T00:00:00Z' },
        }),
      },
      'Last-ride dates cannot be in the future',
    ],
    ['a rating above 5', { filters: '{"rating":6}' }, expect.stringMatching(/^Filter 'rating': /)],
  ])('refused: %s', (_case, input, error) => {
    expect(parseListRequest(USERS_LIST, input, { now })).toEqual({ ok: false, error });
  });

  it('a whitelisted sort without a direction sorts ascending; the default field keeps its own', () => {
    expect(parseSort(USERS_LIST, 'name', null)).toEqual({
      ok: true,
      value: { fieldName: 'name', sortType: 'asc' },
    });
    expect(parseSort(USERS_LIST, null, null)).toEqual({
      ok: true,
      value: { fieldName: 'createdAt', sortType: 'desc' },
    });
    expect(parseSort(USERS_LIST, 'balance', 'desc')).toEqual({
      ok: true,
      value: { fieldName: 'balance', sortType: 'desc' },
    });
  });

  it('every users filter 02 names is read', () => {
    const filters = {
      balance: 'negative',
      type: 'operations',
      area: ['a1', 'a2'],
      role: 'r1',
      promocode: 'SAVE10',
      registrationDate: range,
      lastRideDate: range,
      rating: 'withoutAny',
      lastFiveRidesRating: 3,
      isExpressRider: true,
      blocked: false,
      verificationStatus: 'declined',
      deviceOS: 'ios',
    };
    expect(parseFilters(USERS_LIST, JSON.stringify(filters), { now })).toEqual({ ok: true, value: filters });
  });

  it('the promocode filter needs promocodes.VIEW_PAGE (02 §6)', () => {
    const text = '{"promocode":"SAVE10"}';
    const without = { level: 5, permissions: { users: { VIEW_PAGE: true } } };
    const withIt = { level: 5, permissions: { promocodes: { VIEW_PAGE: true } } };
    expect(parseFilters(USERS_LIST, text, { role: without })).toEqual({
      ok: false,
      error: 'You do not have permission to filter by promocode',
    });
    expect(parseFilters(USERS_LIST, text, { role: null })).toEqual({
      ok: false,
      error: 'You do not have permission to filter by promocode',
    });
    expect(parseFilters(USERS_LIST, text, { role: withIt }).ok).toBe(true);
    expect(parseFilters(USERS_LIST, text, { role: { level: 0, permissions: {} } }).ok).toBe(true);
    expect(parseFilters(USERS_LIST, '{"balance":"has"}', { role: without }).ok).toBe(true);
  });

  it('the wallet logs filters: the type list and All (no type)', () => {
    expect(parseFilters(WALLET_LOGS_LIST, '{"type":"FINE","date":' + JSON.stringify(range) + '}')).toEqual({
      ok: true,
      value: { type: 'FINE', date: range },
    });
    expect(parseFilters(WALLET_LOGS_LIST, '{"type":""}')).toEqual({ ok: true, value: {} });
    expect(parseFilters(WALLET_LOGS_LIST, '{"type":"All"}').ok).toBe(false);
    expect(parseFilters(WALLET_LOGS_LIST, '{"user":"u1"}')).toEqual({
      ok: false,
      error: 'Unknown filter: user',
    });
  });

  it.each([
    [0, 25, 0],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
  ])('%i rows of %i a page is %i pages', (total, size, pages) => {
    expect(totalPages(total, size)).toBe(pages);
  });
});
