/** The part of BrowserWindow needed to bring it to the front. */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  isVisible(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** Used by the second-instance handler and by notification clicks. */
export function focusWindow(window: FocusableWindow | null | undefined): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  if (!window.isVisible()) window.show();
  window.focus();
}
