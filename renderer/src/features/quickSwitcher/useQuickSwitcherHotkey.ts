import { useEffect } from 'react';

/** Ctrl+K everywhere, Cmd+K on a Mac (issue 28 item 4), as Slack, Teams and VS Code bind it. */
export function isQuickSwitcherKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

export const isMac = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export const quickSwitcherShortcut = (): string => (isMac() ? '⌘K' : 'Ctrl+K');

/**
 * Calls onPress for the shortcut from anywhere in the page, text fields included; the
 * browser's own Ctrl+K (search the web) is kept from firing.
 */
export function useQuickSwitcherHotkey(onPress: () => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isQuickSwitcherKey(event) || event.repeat) return;
      event.preventDefault();
      onPress();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onPress]);
}
