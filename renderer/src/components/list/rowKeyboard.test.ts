import { describe, expect, it } from 'vitest';
import { clampRowIndex, isListKey, rowKeyAction } from './rowKeyboard';

describe('keyboard movement through rows', () => {
  it.each([
    ['down from nothing goes to the first row', 'ArrowDown', null, 5, { type: 'move', index: 0 }],
    ['down moves one', 'ArrowDown', 1, 5, { type: 'move', index: 2 }],
    ['down stops at the last row', 'ArrowDown', 4, 5, { type: 'move', index: 4 }],
    ['up from nothing goes to the last row', 'ArrowUp', null, 5, { type: 'move', index: 4 }],
    ['up moves one', 'ArrowUp', 3, 5, { type: 'move', index: 2 }],
    ['up stops at the first row', 'ArrowUp', 0, 5, { type: 'move', index: 0 }],
    ['Home', 'Home', 3, 5, { type: 'move', index: 0 }],
    ['End', 'End', 0, 5, { type: 'move', index: 4 }],
    ['Enter opens the highlighted row', 'Enter', 2, 5, { type: 'open', index: 2 }],
    ['Enter with nothing highlighted does nothing', 'Enter', null, 5, null],
    ['Enter on a row that is gone does nothing', 'Enter', 7, 5, null],
    ['no rows, no movement', 'ArrowDown', null, 0, null],
    ["other keys are not the list's", 'a', 1, 5, null],
  ] as const)('%s', (_case, key, current, count, expected) => {
    expect(rowKeyAction(key, current, count)).toEqual(expected);
  });

  it.each([
    [null, 5, null],
    [2, 5, 2],
    [9, 5, 4],
    [2, 0, null],
  ])('the highlight %s over %i rows becomes %s', (current, count, expected) => {
    expect(clampRowIndex(current, count)).toBe(expected);
  });

  const event = (
    tagName: string,
    extra: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; isContentEditable: boolean }> = {},
  ) => ({
    key: 'ArrowDown',
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    ...extra,
    target: { tagName, isContentEditable: extra.isContentEditable ?? false },
  });
  it.each([
    ['on the table', event('TR'), true],
    ['typing in the search box', event('INPUT'), false],
    ['in a text area', event('TEXTAREA'), false],
    ['in a select', event('SELECT'), false],
    ['in an editable element', event('DIV', { isContentEditable: true }), false],
    ['with Ctrl', event('TR', { ctrlKey: true }), false],
    ['with Alt', event('TR', { altKey: true }), false],
  ])('keys %s: %s', (_case, e, expected) => {
    expect(isListKey(e)).toBe(expected);
  });
});
