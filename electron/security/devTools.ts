/** The fields of Electron's `Input` that identify a shortcut. */
export interface DevToolsInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

interface PreventableEvent {
  preventDefault(): void;
}

/** The part of Electron's WebContents the lock attaches to. */
export interface DevToolsLockableContents {
  on(event: 'devtools-opened', listener: () => void): unknown;
  on(event: 'before-input-event', listener: (event: PreventableEvent, input: DevToolsInput) => void): unknown;
  closeDevTools(): void;
}

/** Chromium's inspector keys: F12, Ctrl+Shift+I/J/C, and Cmd+Alt+I/J/C on macOS. */
export function isDevToolsShortcut(input: DevToolsInput): boolean {
  if (input.type !== 'keyDown') return false;
  if (input.key === 'F12') return true;
  const letter = input.key.toUpperCase();
  if (letter !== 'I' && letter !== 'J' && letter !== 'C') return false;
  return (input.control && input.shift && !input.alt) || (input.meta && input.alt);
}

/**
 * In a packaged build `webPreferences.devTools` is already false; this is the
 * second lock, for a WebContents created with other preferences: the shortcuts
 * never reach Chromium, and developer tools that open anyway are closed at once.
 */
export function lockDevTools(
  contents: DevToolsLockableContents,
  { isPackaged }: { isPackaged: boolean },
): void {
  if (!isPackaged) return;
  contents.on('before-input-event', (event, input) => {
    if (isDevToolsShortcut(input)) event.preventDefault();
  });
  contents.on('devtools-opened', () => contents.closeDevTools());
}
