import { useEffect, useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import {
  createThemeStore,
  DARK_QUERY,
  type ThemeChoice,
  type ThemeMode,
  type ThemeStore,
} from './themeChoice';
import { darkTheme, lightTheme } from './tokens';

function browserQuery() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

/** One store for the page: the header's menu and the providers read the same choice. */
let shared: ThemeStore | null = null;
function themeStore(): ThemeStore {
  shared ??= createThemeStore(browserQuery());
  return shared;
}

/**
 * Marks <html> before React's first render, so a stored choice that differs from the OS paints
 * right from the first frame (palette.css keys on the mark).
 */
export function markDocumentTheme(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = themeStore().get().mode;
}

export interface AppTheme {
  choice: ThemeChoice;
  mode: ThemeMode;
  choose(choice: ThemeChoice): void;
}

/** The theme choice and the mode it resolves to, live with the OS setting. */
export function useThemeChoice(): AppTheme {
  const store = themeStore();
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...state, choose: store.choose };
}

/** True on the dark theme: for the few parts that pick their own look (charts). */
export function useIsDark(): boolean {
  return useThemeChoice().mode === 'dark';
}

/**
 * The antd theme of the mode in force, for App's ConfigProvider. It also marks <html> with the
 * mode: palette.css's variables and the map's tile filter key on it, and the page's scroll
 * bars and form controls follow through color-scheme.
 */
export function useAppTheme(): ThemeConfig {
  const { mode } = useThemeChoice();
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return mode === 'dark' ? darkTheme : lightTheme;
}
