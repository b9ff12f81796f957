import { describe, expect, it } from 'vitest';
import { moved, orderError, recommendationError, SETTINGS_MESSAGES as M, toggleError } from './settingsLists';

describe('recommendationError', () => {
  it.each([
    [{ stars: 1, text: 'Brakes' }, null],
    [{ stars: 0, text: 'x' }, M.stars],
    [{ stars: 2.5, text: 'x' }, M.stars],
    [{ stars: 5, text: '  ' }, M.recommendationRequired],
    [{ stars: 5, text: 'x'.repeat(81) }, M.recommendationTooLong],
  ])('%o', (input, expected) => {
    expect(recommendationError(input)).toBe(expected);
  });
});

describe('orderError and moved', () => {
  it.each([
    [['a', 'b', 'c'], ['c', 'a', 'b'], null],
    [['a', 'b', 'c'], ['a', 'b'], M.orderMismatch],
    [['a', 'b', 'c'], ['a', 'a', 'b'], M.orderMismatch],
    [['a', 'b', 'c'], ['a', 'b', 'd'], M.orderMismatch],
  ])('%o -> %o', (current, proposed, expected) => {
    expect(orderError(current, proposed)).toBe(expected);
  });
  it.each([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
  ] as const)('moving index %i by %i', (index, by, expected) => {
    expect(moved(['a', 'b', 'c'], index, by)).toEqual(expected);
  });
});

describe('toggleError', () => {
  const methods = [
    { id: 'a', enabled: true },
    { id: 'b', enabled: false },
  ];
  it.each([
    ['enable another', 'b', true, null],
    ['disable the last enabled', 'a', false, M.lastEnabled],
    ['an unknown method', 'z', true, M.paymentMethodNotFound],
  ] as const)('%s', (_label, id, enabled, expected) => {
    expect(toggleError(methods, id, enabled)).toBe(expected);
  });
});
