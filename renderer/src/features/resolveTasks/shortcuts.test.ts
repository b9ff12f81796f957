import { describe, expect, it } from 'vitest';
import {
  isSaveCommentKey,
  keyLabel,
  SHORTCUTS,
  shortcutGroups,
  shortcutFor,
  shortcutsFor,
  withShortcut,
  type KeyInput,
} from './shortcuts';

const press = (key: string, over: Partial<KeyInput> = {}): KeyInput => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetTag: 'BODY',
  targetEditable: false,
  dialogOpen: false,
  ...over,
});

describe('shortcuts', () => {
  it('every key is unique', () => {
    expect(new Set(SHORTCUTS.map((s) => s.key)).size).toBe(SHORTCUTS.length);
  });
  it('maps keys to actions', () => {
    expect(shortcutFor(press('r'))).toBe('ring');
    expect(shortcutFor(press('?'))).toBe('help');
    expect(shortcutFor(press('B'))).toBe('startBreak');
    expect(shortcutFor(press('x'))).toBeNull();
  });
  it('never fires while typing, with modifiers, or under a dialog', () => {
    expect(shortcutFor(press('r', { targetTag: 'TEXTAREA' }))).toBeNull();
    expect(shortcutFor(press('r', { targetEditable: true }))).toBeNull();
    expect(shortcutFor(press('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('r', { dialogOpen: true }))).toBeNull();
  });
  it('labels tooltips', () => {
    expect(withShortcut('Ring', 'ring')).toBe('Ring (R)');
    expect(keyLabel('startBreak')).toBe('Shift+B');
  });
  it('labels the review keys, Shift included', () => {
    expect(withShortcut('Accept', 'accept')).toBe('Accept (Y)');
    expect(withShortcut('Reject & add urgent', 'rejectUrgent')).toBe('Reject & add urgent (Shift+N)');
  });
});

/** Issue 6 item 34: the review tasks get keys too, listed in the '?' help with the others. */
describe('shortcuts of the ride-image and ID-verification tasks', () => {
  it('ride image: accept, reject, reject and add urgent', () => {
    expect(shortcutFor(press('y'))).toBe('accept');
    expect(shortcutFor(press('n'))).toBe('reject');
    expect(shortcutFor(press('N'))).toBe('rejectUrgent');
    expect(shortcutsFor('RideImage').map((s) => s.action)).toEqual(['accept', 'reject', 'rejectUrgent']);
  });
  it('ID verification: accept, decline, skip', () => {
    expect(shortcutFor(press('k'))).toBe('skip');
    expect(shortcutsFor('IdVerification').map((s) => [s.action, s.label])).toEqual([
      ['accept', 'Accept'],
      ['reject', 'Decline'],
      ['skip', 'Skip'],
    ]);
  });
  it('every shortcut is in the help list with a place it works', () => {
    for (const shortcut of SHORTCUTS) expect(shortcut.where.length).toBeGreaterThan(0);
    expect(SHORTCUTS.filter((s) => s.where === 'Ride image, ID verification').map((s) => s.action)).toEqual([
      'accept',
      'reject',
    ]);
  });
});

/** Issue 28 item 5: the rest of the agent's frequent actions get keys. */
describe('keyboard-first workspace', () => {
  it('moves between the task tabs with [ and ]', () => {
    expect(shortcutFor(press(']'))).toBe('nextTab');
    expect(shortcutFor(press('['))).toBe('previousTab');
    expect(withShortcut('Next tab', 'nextTab')).toBe('Next tab (])');
    // Right to left, the key is isolated: a bare ']' would be drawn mirrored as '['.
    expect(withShortcut('علامة التبويب التالية', 'nextTab', false, true)).toBe(
      'علامة التبويب التالية (\u2066]\u2069)',
    );
    expect(withShortcut('بدء استراحة', 'startBreak', false, true)).toBe('بدء استراحة (\u2066Shift+B\u2069)');
  });
  it('locks the motor with M', () => {
    expect(shortcutFor(press('m'))).toBe('lock');
    expect(withShortcut('Motor Lock', 'lock')).toBe('Motor Lock (M)');
  });
  it('saves a comment with Ctrl+Enter or Cmd+Enter, typed in the field', () => {
    const enter = (over: Partial<KeyInput>) => press('Enter', { targetTag: 'TEXTAREA', ...over });
    expect(isSaveCommentKey(enter({ ctrlKey: true }))).toBe(true);
    expect(isSaveCommentKey(enter({ metaKey: true }))).toBe(true);
    expect(isSaveCommentKey(enter({}))).toBe(false);
    expect(isSaveCommentKey(enter({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSaveCommentKey(press('s', { ctrlKey: true }))).toBe(false);
    // Not a single-key shortcut: plain Enter stays the page's.
    expect(shortcutFor(press('Enter'))).toBeNull();
  });
  it('names the modifier as the keyboard does', () => {
    expect(keyLabel('saveComment', false)).toBe('Ctrl+Enter');
    expect(keyLabel('saveComment', true)).toBe('Cmd+Enter');
    expect(withShortcut('Save', 'saveComment', false)).toBe('Save (Ctrl+Enter)');
  });
  it('lists every new key in the help', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    for (const action of [
      'nextTab',
      'previousTab',
      'lock',
      'saveComment',
      'calledUser',
      'toFieldTech',
      'ring',
      'comment',
      'setPending',
    ] as const) {
      expect(actions).toContain(action);
    }
  });
  it('works on an Arabic keyboard layout: the key in the same place', () => {
    // The U key types 'ع' on the Arabic layout; [ and ] type 'ج' and 'د'; Shift+/ types '؟'.
    expect(shortcutFor(press('ع', { code: 'KeyU' }))).toBe('calledUser');
    expect(shortcutFor(press('د', { code: 'BracketRight' }))).toBe('nextTab');
    expect(shortcutFor(press('ج', { code: 'BracketLeft' }))).toBe('previousTab');
    expect(shortcutFor(press('؟', { code: 'Slash', shiftKey: true }))).toBe('help');
    expect(shortcutFor(press('لا', { code: 'KeyB', shiftKey: true }))).toBe('startBreak');
    // A Latin layout keeps its own letters (AZERTY's A key types 'q', which is no shortcut).
    expect(shortcutFor(press('q', { code: 'KeyA' }))).toBeNull();
  });
});

describe('the cheat sheet groups', () => {
  it('groups every key by where it works, in the order the list gives them', () => {
    const groups = shortcutGroups();
    expect(groups.map((g) => g.where)).toEqual([
      'Workspace',
      'Vehicle task',
      'Comment field',
      'Ride image, ID verification',
      'Ride image',
      'ID verification',
    ]);
    expect(groups.flatMap((g) => g.shortcuts)).toHaveLength(SHORTCUTS.length);
    expect(groups[0]!.shortcuts.map((s) => s.action)).toEqual([
      'toggleBacklog',
      'setPending',
      'startBreak',
      'help',
    ]);
  });
});
