import { formatSettings } from '../../lib/format';
/**
 * Keyboard shortcuts for the frequent actions of a shift (single keys, no modifier
 * but Shift, so one hand stays on the mouse). Pure so the map and the matching rule
 * are tested; the hook in useShortcuts.ts binds them. The one key with a modifier,
 * Ctrl/Cmd+Enter, is typed inside the comment field, so the field itself handles it.
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
  | 'saveComment'
  | 'nextTab'
  | 'previousTab'
  | 'lock'
  | 'startBreak'
  | 'help'
  | 'accept'
  | 'reject'
  | 'rejectUrgent'
  | 'skip';

export interface Shortcut {
  action: ShortcutAction;
  /** KeyboardEvent.key as typed (so '?' and 'B' carry their Shift). */
  key: string;
  label: string;
  /** Where the key works, for the '?' help list. */
  where: string;
  /** Pressed with Ctrl (Cmd on a Mac); such keys are not matched by shortcutFor. */
  mod?: true;
}

const WORKSPACE = 'Workspace';
const VEHICLE_TASK = 'Vehicle task';
const REVIEW_TASKS = 'Ride image, ID verification';

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'toggleBacklog', key: 'b', label: 'Show/Hide Backlog', where: WORKSPACE },
  { action: 'nextTab', key: ']', label: 'Next tab', where: VEHICLE_TASK },
  { action: 'previousTab', key: '[', label: 'Previous tab', where: VEHICLE_TASK },
  { action: 'calledUser', key: 'u', label: 'Called User', where: VEHICLE_TASK },
  { action: 'toFieldTech', key: 't', label: 'To FT', where: VEHICLE_TASK },
  { action: 'ring', key: 'r', label: 'Ring', where: VEHICLE_TASK },
  { action: 'lock', key: 'm', label: 'Motor Lock', where: VEHICLE_TASK },
  { action: 'speedLimit', key: 's', label: 'Change speed limit', where: VEHICLE_TASK },
  { action: 'endAndPay', key: 'e', label: 'End and pay', where: VEHICLE_TASK },
  { action: 'editBalance', key: 'a', label: 'Edit balance', where: VEHICLE_TASK },
  { action: 'location', key: 'l', label: 'Vehicle Location', where: VEHICLE_TASK },
  { action: 'flag', key: 'f', label: 'Flag / Unflag', where: VEHICLE_TASK },
  { action: 'comment', key: 'c', label: 'Add a comment', where: VEHICLE_TASK },
  { action: 'saveComment', key: 'Enter', mod: true, label: 'Save the comment', where: 'Comment field' },
  // One pair of keys for both review tasks: yes and no, whichever task is on screen.
  { action: 'accept', key: 'y', label: 'Accept', where: REVIEW_TASKS },
  { action: 'reject', key: 'n', label: 'Reject / Decline', where: REVIEW_TASKS },
  { action: 'rejectUrgent', key: 'N', label: 'Reject & add urgent', where: 'Ride image' },
  { action: 'skip', key: 'k', label: 'Skip', where: 'ID verification' },
  { action: 'setPending', key: 'p', label: 'Set pending', where: WORKSPACE },
  { action: 'startBreak', key: 'B', label: 'Start break', where: WORKSPACE },
  { action: 'help', key: '?', label: 'Keyboard shortcuts', where: WORKSPACE },
];

export interface ShortcutGroup {
  where: string;
  shortcuts: Shortcut[];
}

/** The '?' cheat sheet's sections: the keys by where they work, in the list's order. */
export function shortcutGroups(): ShortcutGroup[] {
  const groups = new Map<string, Shortcut[]>();
  for (const shortcut of SHORTCUTS)
    groups.set(shortcut.where, [...(groups.get(shortcut.where) ?? []), shortcut]);
  return [...groups].map(([where, shortcuts]) => ({ where, shortcuts }));
}

/** The decision keys of each review task, labelled as its buttons are (01 §2). */
const REVIEW_KEYS: Record<
  'RideImage' | 'IdVerification',
  ReadonlyArray<{ action: ShortcutAction; label: string }>
> = {
  RideImage: [
    { action: 'accept', label: 'Accept' },
    { action: 'reject', label: 'Reject' },
    { action: 'rejectUrgent', label: 'Reject & add urgent' },
  ],
  IdVerification: [
    { action: 'accept', label: 'Accept' },
    { action: 'reject', label: 'Decline' },
    { action: 'skip', label: 'Skip' },
  ],
};

export function shortcutsFor(type: keyof typeof REVIEW_KEYS): Shortcut[] {
  return REVIEW_KEYS[type].map(({ action, label }) => ({
    ...SHORTCUTS.find((s) => s.action === action)!,
    label,
  }));
}

const BY_KEY = new Map(
  SHORTCUTS.filter((shortcut) => !shortcut.mod).map((shortcut) => [shortcut.key, shortcut.action]),
);
const BY_ACTION = new Map(SHORTCUTS.map((shortcut) => [shortcut.action, shortcut]));

/** The keys off the letter rows, by KeyboardEvent.code, as a US layout types them (unshifted, shifted). */
const PUNCTUATION: Record<string, readonly [string, string]> = {
  BracketLeft: ['[', '{'],
  BracketRight: [']', '}'],
  Slash: ['/', '?'],
};

/**
 * The key as it would read on a US layout. A non-Latin layout (Arabic, the operator's staff's
 * first) types 'ع' on the U key: the shortcut goes by the key's place then, as keycaps show
 * both. A Latin layout keeps its own letters, so AZERTY's Q is still 'q'.
 */
function latinKey(input: KeyInput): string {
  if (!input.code || /^[\x20-\x7e]$/.test(input.key) || input.key.length > 2) return input.key;
  const letter = /^Key([A-Z])$/.exec(input.code)?.[1];
  if (letter) return input.shiftKey ? letter : letter.toLowerCase();
  const punctuation = PUNCTUATION[input.code];
  if (punctuation) return punctuation[input.shiftKey ? 1 : 0];
  return input.key;
}

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  /** KeyboardEvent.code: the key's place, whatever the layout types on it. */
  code?: string;
  /** Tag of the focused element and whether it is editable. */
  targetTag: string;
  targetEditable: boolean;
  /** A dialog is open: its own keys (Enter, Escape) win. */
  dialogOpen: boolean;
}

/** The action a key press means, or null when it belongs to something else. */
export function shortcutFor(input: KeyInput): ShortcutAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey || input.dialogOpen) return null;
  if (input.targetEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(input.targetTag.toUpperCase()))
    return null;
  return BY_KEY.get(input.key) ?? BY_KEY.get(latinKey(input)) ?? null;
}

/** Ctrl+Enter, or Cmd+Enter on a Mac, in the comment field: save the comment. */
export function isSaveCommentKey(input: Pick<KeyInput, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return input.key === 'Enter' && (input.ctrlKey || input.metaKey) && !input.altKey;
}

/** A Mac names its command key Cmd; elsewhere the modifier is Ctrl. */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The key shown in a tooltip, e.g. "Ring (R)". */
export function keyLabel(action: ShortcutAction, mac: boolean = IS_MAC): string {
  const shortcut = BY_ACTION.get(action);
  const key = shortcut?.key ?? '';
  if (shortcut?.mod) return `${mac ? 'Cmd' : 'Ctrl'}+${key}`;
  // A capital letter is typed with Shift; lower-case keys are shown capitalised, as keycaps are.
  if (/^[A-Z]$/.test(key)) return `Shift+${key}`;
  return key.toUpperCase();
}

/** Unicode LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * "Ring (R)". In a right-to-left tooltip the key is isolated left to right: a bare ']' or '?'
 * takes the Arabic line's direction and is drawn mirrored ('Next tab ([)'), and 'Shift+N' would
 * read 'N+Shift'. English keeps its words as they were.
 */
export function withShortcut(
  text: string,
  action: ShortcutAction,
  mac: boolean = IS_MAC,
  rtl: boolean = formatSettings().language === 'ar',
): string {
  const key = keyLabel(action, mac);
  return `${text} (${rtl ? `${LRI}${key}${PDI}` : key})`;
}
