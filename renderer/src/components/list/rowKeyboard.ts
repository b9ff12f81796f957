/**
 * Keyboard movement through a list's rows (issue 7 §1): up and down move the highlight,
 * Home and End jump, Enter opens the highlighted row. Keys typed into a field belong to
 * the field.
 */

export type RowKeyAction = { type: 'move'; index: number } | { type: 'open'; index: number } | null;

export function rowKeyAction(key: string, current: number | null, rowCount: number): RowKeyAction {
  if (rowCount <= 0) return null;
  const last = rowCount - 1;
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', index: current === null ? 0 : Math.min(last, current + 1) };
    case 'ArrowUp':
      return { type: 'move', index: current === null ? last : Math.max(0, current - 1) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: last };
    case 'Enter':
      return current === null || current > last ? null : { type: 'open', index: current };
    default:
      return null;
  }
}

/** A highlight kept across a new page of rows: clamped, or cleared when there are none. */
export function clampRowIndex(current: number | null, rowCount: number): number | null {
  if (current === null || rowCount <= 0) return null;
  return Math.min(current, rowCount - 1);
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Keys pressed while typing, or with a modifier, are not the list's. */
export function isListKey(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: { tagName?: string; isContentEditable?: boolean } | null;
}): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target;
  if (target && (TYPING_TAGS.has(target.tagName ?? '') || target.isContentEditable)) return false;
  return true;
}
