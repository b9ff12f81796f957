import { describe, expect, it, vi } from 'vitest';
import { isDevToolsShortcut, lockDevTools, type DevToolsInput } from './devTools';
import { secureWebPreferences } from './webPreferences';

const key = (k: string, modifiers: Partial<DevToolsInput> = {}): DevToolsInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...modifiers,
});

function fakeContents() {
  const listeners = new Map<string, (...args: never[]) => void>();
  return {
    on: vi.fn((event: string, listener: (...args: never[]) => void) => {
      listeners.set(event, listener);
    }),
    closeDevTools: vi.fn(),
    emit(event: string, ...args: unknown[]) {
      (listeners.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
    },
    listens: (event: string) => listeners.has(event),
  };
}

describe('developer tools', () => {
  it('webPreferences turn developer tools off in a packaged build only', () => {
    expect(secureWebPreferences('/p.cjs', { isPackaged: true }).devTools).toBe(false);
    expect(secureWebPreferences('/p.cjs', { isPackaged: false }).devTools).toBe(true);
  });

  it.each([
    ['F12', key('F12')],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['Ctrl+Shift+C', key('c', { control: true, shift: true })],
    ['Cmd+Alt+I', key('i', { meta: true, alt: true })],
    ['Cmd+Alt+J', key('j', { meta: true, alt: true })],
  ])('knows %s opens developer tools', (_name, input) => {
    expect(isDevToolsShortcut(input)).toBe(true);
  });

  it.each([
    ['Ctrl+C', key('c', { control: true })],
    ['Ctrl+Shift+V', key('V', { control: true, shift: true })],
    ['I', key('I')],
    ['Shift+I', key('I', { shift: true })],
    ['F12 released', { ...key('F12'), type: 'keyUp' }],
  ])('leaves %s to the page', (_name, input) => {
    expect(isDevToolsShortcut(input)).toBe(false);
  });

  it('in a packaged build swallows the shortcuts and closes developer tools that open anyway', () => {
    const contents = fakeContents();
    lockDevTools(contents, { isPackaged: true });

    const blocked = { preventDefault: vi.fn() };
    contents.emit('before-input-event', blocked, key('I', { control: true, shift: true }));
    expect(blocked.preventDefault).toHaveBeenCalledTimes(1);

    const typed = { preventDefault: vi.fn() };
    contents.emit('before-input-event', typed, key('c', { control: true }));
    expect(typed.preventDefault).not.toHaveBeenCalled();

    contents.emit('devtools-opened');
    expect(contents.closeDevTools).toHaveBeenCalledTimes(1);
  });

  it('leaves a developer build alone', () => {
    const contents = fakeContents();
    lockDevTools(contents, { isPackaged: false });
    expect(contents.on).not.toHaveBeenCalled();
  });
});
