import type { Key } from 'react';

/**
 * Row selection belongs to the rows on screen: a new page, filter or sort starts empty.
 * Each tick is applied to the latest selection (setState with a function), so two quick
 * ticks before a render both count.
 */
export interface Selection {
  /** The request (JSON of the list's variables) the keys were chosen under. */
  request: string;
  keys: Key[];
}

export function selectedKeysFor(selection: Selection, request: string): Key[] {
  return selection.request === request ? selection.keys : [];
}

export function toggleSelection(
  selection: Selection,
  request: string,
  changed: readonly Key[],
  selected: boolean,
): Selection {
  const keys = selectedKeysFor(selection, request);
  return {
    request,
    keys: selected ? [...new Set([...keys, ...changed])] : keys.filter((key) => !changed.includes(key)),
  };
}
