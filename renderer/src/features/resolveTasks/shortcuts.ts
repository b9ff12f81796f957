/**
 * Keyboard shortcuts for the frequent actions of a shift (single keys, no modifier
 * but Shift, so one hand stays on the mouse). Pure so the map and the matching rule
 * are tested; the hook in useShortcuts.ts binds them.
 */
export type ShortcutAction =
  | 'toggleBacklog'
  | 'calledUser'
  | 'toFieldTech'
  | 'ring'
  | 'speedLimit'
  | 'endAndPay'
  | 'editBalance'
  | 'location'
  | 'flag'
  | 'setPending'
  | 'comment'
  | 'startBreak'
  | 'help';

export interface Shortcut {
  action: ShortcutAction;
  /** KeyboardEvent.key as typed (so '?' and 'B' carry their Shift). */
  key: string;
  label: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'toggleBacklog', key: 'b', label: 'Show/Hide Backlog' },
  { action: 'calledUser', key: 'u', label: 'Called User' },
  { action: 'toFieldTech', key: 't', label: 'To FT' },
  { action: 'ring', key: 'r', label: 'Ring' },
  { action: 'speedLimit', key: 's', label: 'Change speed limit' },
  { action: 'endAndPay', key: 'e', label: 'End and pay' },
  { action: 'editBalance', key: 'a', label: 'Edit balance' },
  { action: 'location', key: 'l', label: 'Vehicle Location' },
  { action: 'flag', key: 'f', label: 'Flag / Unflag' },
  { action: 'setPending', key: 'p', label: 'Set pending' },
  { action: 'comment', key: 'c', label: 'Add a comment' },
  { action: 'startBreak', key: 'B', label: 'Start break' },
  { action: 'help', key: '?', label: 'Keyboard shortcuts' },
];

const BY_KEY = new Map(SHORTCUTS.map((shortcut) => [shortcut.key, shortcut.action]));
const BY_ACTION = new Map(SHORTCUTS.map((shortcut) => [shortcut.action, shortcut.key]));

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Tag of the focused element and whether it is editable. */
  targetTag: string;
  targetEditable: boolean;
  /** A dialog is open: its own keys (Enter, Escape) win. */
  dialogOpen: boolean;
}

/** The action a key press means, or null when it belongs to something else. */
export function shortcutFor(input: KeyInput): ShortcutAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey || input.dialogOpen) return null;
  if (input.targetEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(input.targetTag.toUpperCase())) return null;
  return BY_KEY.get(input.key) ?? null;
}

/** The key shown in a tooltip, e.g. "Ring (R)". */
export function keyLabel(action: ShortcutAction): string {
  const key = BY_ACTION.get(action) ?? '';
  if (key === 'B') return 'Shift+B';
  return key.toUpperCase();
}

export function withShortcut(text: string, action: ShortcutAction): string {
  return `${text} (${keyLabel(action)})`;
}
