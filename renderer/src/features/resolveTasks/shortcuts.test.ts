import { describe, expect, it } from 'vitest';
import { keyLabel, SHORTCUTS, shortcutFor, withShortcut, type KeyInput } from './shortcuts';

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
});
