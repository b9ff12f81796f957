import { loadThemeChoice, saveThemeChoice } from '../../lib/storage';

/**
 * Which theme the app shows (issue 28 item 3): the OS's, live, unless this machine chose one.
 * The choice is kept per machine in localStorage, not per user on the server: a night-shift
 * laptop and a bright front-desk screen differ by place, not by person.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ThemeMode = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The query a dark OS theme matches; Playwright's colorScheme emulation answers it too. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

export function resolveThemeMode(choice: ThemeChoice, osDark: boolean): ThemeMode {
  if (choice === 'system') return osDark ? 'dark' : 'light';
  return choice;
}

/** The part of a MediaQueryList used here, so the rules run in Node with a fake. */
export interface DarkQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ThemeState {
  choice: ThemeChoice;
  mode: ThemeMode;
}

export interface ThemeStore {
  get(): ThemeState;
  choose(choice: ThemeChoice): void;
  /** For useSyncExternalStore: returns the unsubscribe that removes this very listener. */
  subscribe(listener: () => void): () => void;
}

/**
 * One store for the page: the stored choice and the OS query. The OS query is listened to
 * only while someone subscribes, and the state object changes only when the mode or choice
 * does (useSyncExternalStore compares by identity).
 */
export function createThemeStore(query: DarkQuery | null, store?: KeyValueStore | null): ThemeStore {
  const stored = loadThemeChoice(store);
  let choice: ThemeChoice = isThemeChoice(stored) ? stored : 'system';
  const listeners = new Set<() => void>();
  let state: ThemeState = { choice, mode: resolveThemeMode(choice, query?.matches ?? false) };

  const refresh = () => {
    const mode = resolveThemeMode(choice, query?.matches ?? false);
    if (mode === state.mode && choice === state.choice) return;
    state = { choice, mode };
    for (const listener of [...listeners]) listener();
  };

  return {
    get: () => state,
    choose(next) {
      choice = next;
      saveThemeChoice(next, store);
      refresh();
    },
    subscribe(listener) {
      if (listeners.size === 0) query?.addEventListener('change', refresh);
      listeners.add(listener);
      // The OS may have changed while nobody listened.
      refresh();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) query?.removeEventListener('change', refresh);
      };
    },
  };
}
