import { describe, expect, it } from 'vitest';
import { createFakeWindow } from '../test-support/fakeWindow';
import { DEFAULT_SIZE, initialBounds, rememberBounds } from './windowBounds';

const laptop = [{ x: 0, y: 0, width: 1920, height: 1080 }];
const docked = [...laptop, { x: 1920, y: 0, width: 2560, height: 1440 }];

function memoryStore() {
  let value: string | undefined;
  return { get: () => value, set: (next: string) => void (value = next) };
}

describe('the window remembers its size and position (issue 13 §7)', () => {
  it('saves on move, resize and close, and opens there again', () => {
    const store = memoryStore();
    const window = createFakeWindow({ x: 2000, y: 50, width: 1600, height: 1000 });
    rememberBounds(window, store);
    window.emit('moved');
    expect(initialBounds(store, docked)).toEqual({
      bounds: { x: 2000, y: 50, width: 1600, height: 1000 },
      maximized: false,
    });
    window.maximized = true;
    window.emit('close');
    expect(initialBounds(store, docked).maximized).toBe(true);
  });

  it('opens at the default size when the remembered place is on a screen no longer there', () => {
    const store = memoryStore();
    store.set(JSON.stringify({ x: 2000, y: 50, width: 1600, height: 1000, maximized: false }));
    expect(initialBounds(store, laptop)).toEqual({ bounds: { ...DEFAULT_SIZE }, maximized: false });
  });

  it('ignores a damaged value', () => {
    const store = memoryStore();
    store.set('{"x": "left"}');
    expect(initialBounds(store, laptop).bounds).toEqual({ ...DEFAULT_SIZE });
    store.set('not json');
    expect(initialBounds(store, laptop).bounds).toEqual({ ...DEFAULT_SIZE });
  });
});
