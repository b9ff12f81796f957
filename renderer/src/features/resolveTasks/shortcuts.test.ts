import { describe, expect, it } from 'vitest';
import { keyLabel, SHORTCUTS, shortcutFor, shortcutsFor, withShortcut, type KeyInput } from './shortcuts';

const press = (key: string, over: Partial<KeyInput> = {}): KeyInput => ({
  key, ctrlKey: false, metaKey: false, altKey: false, targetTag: 'BODY', targetEditable: false, dialogOpen: false, ...over,
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
    expect(SHORTCUTS.filter((s) => s.where === 'Ride image, ID verification').map((s) => s.action)).toEqual(['accept', 'reject']);
  });
});
