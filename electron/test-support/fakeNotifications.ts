import type { NativeNotification, NativeNotificationOptions } from '../ipc/notifications';
import type { FocusableWindow } from '../window/focusWindow';

/** Stand-in for Electron's Notification: records what was shown and lets a test click it. */
export class FakeNotification implements NativeNotification {
  readonly listeners = new Map<string, () => void>();
  shown = false;
  closed = false;
  constructor(readonly options: NativeNotificationOptions) {}
  show(): void {
    this.shown = true;
  }
  close(): void {
    this.closed = true;
    this.listeners.get('close')?.();
  }
  on(event: 'click' | 'close' | 'failed', listener: () => void): this {
    this.listeners.set(event, listener);
    return this;
  }
  click(): void {
    this.listeners.get('click')?.();
  }
}

/** Stand-in for the main BrowserWindow: minimised and hidden until focused. */
export class FakeWindow implements FocusableWindow {
  minimized = true;
  visible = false;
  focused = false;
  isDestroyed(): boolean {
    return false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isVisible(): boolean {
    return this.visible;
  }
  restore(): void {
    this.minimized = false;
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused = true;
  }
}
