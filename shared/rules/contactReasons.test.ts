import { describe, expect, it } from 'vitest';
import { CONTACT_REASON_MESSAGES, contactNameProblem, moveInOrder, orderProblem } from './contactReasons';

describe('contact reason names', () => {
  it.each([
    ['Payment', true, null],
    ['   ', true, CONTACT_REASON_MESSAGES.nameRequired],
    [null, true, CONTACT_REASON_MESSAGES.nameRequired],
    ['', false, null],
    ['x'.repeat(81), true, CONTACT_REASON_MESSAGES.nameTooLong],
    ['x'.repeat(80), true, null],
  ] as const)('%s (required %s): %s', (name, required, expected) => {
    expect(contactNameProblem(name, required)).toBe(expected);
  });
});

describe('orders', () => {
  it('accepts every id once, in any order', () => {
    expect(orderProblem(['a', 'b', 'c'], ['c', 'a', 'b'])).toBeNull();
  });
  it.each([
    ['one missing', ['a', 'b']],
    ['one twice', ['a', 'a', 'b']],
    ['an unknown id', ['a', 'b', 'z']],
  ])('refuses %s', (_label, proposed) => {
    expect(orderProblem(['a', 'b', 'c'], proposed)).toBe(CONTACT_REASON_MESSAGES.orderMismatch);
  });
  it('moves one place and stays put at the ends', () => {
    expect(moveInOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
