import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { createThemeStore, resolveThemeMode, type DarkQuery } from './themeChoice';

/** A stand-in for matchMedia's list whose answer the test flips, as the OS setting would. */
function fakeOs(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: 'change', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => void listeners.delete(listener),
  } satisfies DarkQuery;
  return {
    query,
    listeners,
    set(next: boolean) {
      query.matches = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('theme choice', () => {
  it('resolves system by the OS and light/dark by themselves', () => {
    expect(resolveThemeMode('system', true)).toBe('dark');
    expect(resolveThemeMode('system', false)).toBe('light');
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
  });

  it('follows the OS by default, live', () => {
    const os = fakeOs(false);
    const themes = createThemeStore(os.query, memoryStore());
    const seen: string[] = [];
    const stop = themes.subscribe(() => seen.push(themes.get().mode));
    expect(themes.get()).toEqual({ choice: 'system', mode: 'light' });
    os.set(true);
    expect(themes.get()).toEqual({ choice: 'system', mode: 'dark' });
    os.set(false);
    expect(seen).toEqual(['dark', 'light']);
    stop();
    expect(os.listeners.size).toBe(0);
  });

  it('a manual choice overrides the OS, is remembered, and System follows the OS again', () => {
    const os = fakeOs(true);
    const storage = memoryStore();
    const themes = createThemeStore(os.query, storage);
    themes.subscribe(() => undefined);
    themes.choose('light');
    expect(themes.get()).toEqual({ choice: 'light', mode: 'light' });
    os.set(false);
    os.set(true);
    expect(themes.get().mode).toBe('light');
    expect(storage.values.get(STORAGE_KEYS.themeChoice)).toBe('light');

    // A reload reads the stored choice.
    const reloaded = createThemeStore(os.query, storage);
    expect(reloaded.get()).toEqual({ choice: 'light', mode: 'light' });
    reloaded.choose('system');
    expect(reloaded.get()).toEqual({ choice: 'system', mode: 'dark' });
  });

  it('keeps the same state object while nothing changes, and ignores a corrupt stored value', () => {
    const os = fakeOs(false);
    const themes = createThemeStore(os.query, memoryStore({ [STORAGE_KEYS.themeChoice]: 'purple' }));
    const first = themes.get();
    expect(first).toEqual({ choice: 'system', mode: 'light' });
    themes.subscribe(() => undefined);
    os.set(false);
    expect(themes.get()).toBe(first);
  });

  it('works without matchMedia (light) and without storage', () => {
    const themes = createThemeStore(null, null);
    expect(themes.get().mode).toBe('light');
    themes.choose('dark');
    expect(themes.get().mode).toBe('dark');
  });
});
