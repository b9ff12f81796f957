import { describe, expect, it } from 'vitest';
import {
  available,
  returnError,
  consumeRequestError,
  consumptionTargetError,
  decideRequestError,
  INVENTORY_MESSAGES as M,
  isUrgent,
  itemSearchTerm,
  quantityError,
  sortTargetError,
  stockFilterMatches,
  takeError,
  thresholdsError,
} from './inventory';

describe('stock rules', () => {
  it.each([
    [{ quantity: 5, frozen: 0 }, 5],
    [{ quantity: 5, frozen: 2 }, 3],
    [{ quantity: 2, frozen: 2 }, 0],
    [{ quantity: 1, frozen: 3 }, 0],
  ])('available(%o) = %i', (stock, expected) => expect(available(stock)).toBe(expected));

  it.each([
    [{ quantity: 5, frozen: 0 }, 5, null],
    [{ quantity: 5, frozen: 0 }, 6, M.notEnoughStock],
    [{ quantity: 5, frozen: 1 }, 5, M.notEnoughStock],
    [{ quantity: 1, frozen: 0 }, 1, null],
    [null, 1, M.notEnoughStock],
    [{ quantity: 5, frozen: 0 }, 0, M.quantity],
    [{ quantity: 5, frozen: 0 }, -1, M.quantity],
    [{ quantity: 5, frozen: 0 }, 1.5, M.quantity],
  ] as const)('taking from %o: %s units -> %s', (stock, quantity, expected) =>
    expect(takeError(stock, quantity)).toBe(expected),
  );

  it.each([
    [1, null],
    [100000, null],
    [100001, M.quantity],
    [Number.NaN, M.quantity],
    ['3', M.quantity],
  ])('quantity %s -> %s', (quantity, expected) => expect(quantityError(quantity)).toBe(expected));

  it.each([
    [{ quantity: 2, lower: 3 }, true],
    [{ quantity: 3, lower: 3 }, false],
    [{ quantity: 0, lower: 0 }, false],
  ])('urgent %o -> %s', (stock, expected) => expect(isUrgent(stock)).toBe(expected));

  it.each([
    ['all', 0, true],
    ['inStock', 0, false],
    ['inStock', 3, true],
    ['outOfStock', 0, true],
    ['outOfStock', 1, false],
  ] as const)('stock filter %s with %i in stock -> %s', (filter, inStock, expected) =>
    expect(stockFilterMatches(filter, inStock)).toBe(expected),
  );

  it.each([
    [{ vehicleId: 'v' }, null],
    [{ opsTaskId: 't' }, null],
    [{ vehicleId: 'v', opsTaskId: 't' }, M.consumptionTarget],
    [{}, M.consumptionTarget],
  ])('consumption target %o -> %s', (target, expected) =>
    expect(consumptionTargetError(target)).toBe(expected),
  );

  it.each([
    [0, 0, null],
    [3, 20, null],
    [21, 20, M.thresholds],
    [5, 0, null],
    [-1, 3, M.thresholds],
  ])('thresholds lower %i higher %i -> %s', (lower, higher, expected) =>
    expect(thresholdsError(lower, higher)).toBe(expected),
  );

  it.each([
    ['recycled', 'Recycled', null],
    ['recycled', 'Scooters', M.recycledTarget],
    ['recycled', null, M.recycledTarget],
    ['repairable', null, null],
    ['scrap', null, null],
  ] as const)('sorting %s into %s -> %s', (outcome, category, expected) =>
    expect(sortTargetError(outcome, category)).toBe(expected),
  );

  it.each([
    ['pending', null],
    ['fulfilled', M.requestNotPending],
    ['refused', M.requestNotPending],
    ['consumed', M.requestNotPending],
  ] as const)('deciding a %s request -> %s', (status, expected) =>
    expect(decideRequestError(status)).toBe(expected),
  );

  it.each([
    [{ status: 'fulfilled', requestedBy: 'me' }, 'me', null],
    [{ status: 'fulfilled', requestedBy: 'other' }, 'me', M.requestNotYours],
    [{ status: 'pending', requestedBy: 'me' }, 'me', M.requestNotFulfilled],
    [{ status: 'consumed', requestedBy: 'me' }, 'me', M.requestNotFulfilled],
  ] as const)('consuming request %o as %s -> %s', (request, user, expected) =>
    expect(consumeRequestError(request, user)).toBe(expected),
  );

  it.each([
    ['b', null],
    [' b ', null],
    ['br', 'br'],
    ['+=b', null],
    [' brake ', 'brake'],
  ])('item search %j -> %j', (raw, expected) => expect(itemSearchTerm(raw)).toBe(expected));
});

describe('returnError (issue 22 finding 7)', () => {
  it.each<[number, number, string | null]>([
    [5, 5, null],
    [5, 1, null],
    [5, 6, M.returnTooMany],
    [0, 1, M.returnTooMany],
    [-2, 1, M.returnTooMany],
  ])('%s outstanding, %s returned -> %s', (outstanding, quantity, expected) => {
    expect(returnError(outstanding, quantity)).toBe(expected);
  });
});
