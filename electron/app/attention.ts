import type { AttentionCounts } from '@ops/shared/desktop/api';

/**
 * The app icon's count and the taskbar flash (issue 28 item 6). macOS and Linux (Unity
 * launchers) show `app.setBadgeCount`; Windows has no badge, so its taskbar button gets an
 * overlay icon instead. A task assigned while the window is in the background flashes the
 * taskbar button (the Dock bounces on macOS) until the window is focused.
 */

/** The part of Electron's `app`. */
export interface BadgeApp {
  setBadgeCount(count: number): boolean;
}

/** The part of a BrowserWindow used here. */
export interface AttentionWindow {
  isDestroyed(): boolean;
  isFocused(): boolean;
  flashFrame(flag: boolean): void;
  /** Windows only; `null` removes the overlay. */
  setOverlayIcon(overlay: unknown, description: string): void;
  on(event: 'focus', listener: () => void): unknown;
}

export interface AttentionDeps {
  platform: NodeJS.Platform;
  app: BadgeApp;
  window(): AttentionWindow | null;
  /** The overlay image for a count (nativeImage of app/badgeImage.ts in main). */
  overlayImage(count: number): unknown;
}

export interface Attention {
  setCounts(counts: AttentionCounts): void;
  taskAssigned(): void;
  /** Call for each new window: focusing it stops the flash, and it gets the current count. */
  attach(window: AttentionWindow): void;
}

/** The words a screen reader says for the overlay (Windows reads the description). */
export function attentionDescription({ tasks, stolenAlerts }: AttentionCounts): string {
  const parts: string[] = [];
  if (tasks > 0) parts.push(`${tasks} ${tasks === 1 ? 'task' : 'tasks'} waiting`);
  if (stolenAlerts > 0) parts.push(`${stolenAlerts} stolen ${stolenAlerts === 1 ? 'alert' : 'alerts'}`);
  return parts.join(', ');
}

export function createAttention(deps: AttentionDeps): Attention {
  let counts: AttentionCounts = { tasks: 0, stolenAlerts: 0 };
  let shown = -1;
  let flashing = false;

  const liveWindow = (): AttentionWindow | null => {
    const window = deps.window();
    return window && !window.isDestroyed() ? window : null;
  };

  function show(target?: AttentionWindow): void {
    const total = counts.tasks + counts.stolenAlerts;
    if (total === shown && !target) return;
    if (deps.platform === 'win32') {
      const window = target ?? liveWindow();
      if (!window) return;
      if (total === 0) window.setOverlayIcon(null, '');
      else window.setOverlayIcon(deps.overlayImage(total), attentionDescription(counts));
    } else {
      deps.app.setBadgeCount(total);
    }
    shown = total;
  }

  return {
    setCounts(next) {
      counts = { ...next };
      show();
    },
    taskAssigned() {
      const window = liveWindow();
      if (!window || window.isFocused()) return;
      window.flashFrame(true);
      flashing = true;
    },
    attach(window) {
      window.on('focus', () => {
        // Windows keeps flashing after focus unless told to stop.
        if (flashing && !window.isDestroyed()) window.flashFrame(false);
        flashing = false;
      });
      // A new window has no overlay yet.
      show(window);
    },
  };
}
