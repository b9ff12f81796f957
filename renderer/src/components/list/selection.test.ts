import { describe, expect, it } from 'vitest';
import { selectedKeysFor, toggleSelection, type Selection } from './selection';

const empty: Selection = { request: 'p1', keys: [] };

describe('row selection', () => {
  it('two quick ticks both count', () => {
    const once = toggleSelection(empty, 'p1', ['a'], true);
    expect(toggleSelection(once, 'p1', ['b'], true).keys).toEqual(['a', 'b']);
  });
  it.each<[string, Selection, string, string[], boolean, string[]]>([
    ['untick one', { request: 'p1', keys: ['a', 'b'] }, 'p1', ['a'], false, ['b']],
    ['tick all adds the page', { request: 'p1', keys: ['a'] }, 'p1', ['a', 'b', 'c'], true, ['a', 'b', 'c']],
    ['untick all clears the page', { request: 'p1', keys: ['a', 'b'] }, 'p1', ['a', 'b'], false, []],
    ['a tick under a new page starts empty', { request: 'p1', keys: ['a'] }, 'p2', ['x'], true, ['x']],
  ])('%s', (_case, selection, request, changed, selected, expected) => {
    expect(toggleSelection(selection, request, changed, selected)).toEqual({ request, keys: expected });
  });
  it('a new page, filter or sort shows nothing selected', () => {
    expect(selectedKeysFor({ request: 'p1', keys: ['a'] }, 'p2')).toEqual([]);
    expect(selectedKeysFor({ request: 'p1', keys: ['a'] }, 'p1')).toEqual(['a']);
  });
});
