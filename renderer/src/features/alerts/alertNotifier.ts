import { coalesceAlerts, NOTIFICATION_BURST_MS, type RaisedAlert } from '@ops/shared/rules/alerts';
import type { DesktopNotification } from '@ops/shared/desktop/api';

export interface AlertNotifierDeps {
  /** The desktop bridge's notify (native in Electron, Web Notifications in a browser). */
  notify(notification: DesktopNotification): Promise<void>;
  /** The top-bar notification toggle, read when the burst is shown. */
  enabled(): boolean;
}

export interface AlertNotifier {
  raise(alert: RaisedAlert): void;
  /** Drops what is waiting (sign-out, unmount). */
  dispose(): void;
}

/**
 * Gathers alerts for a short while and shows one OS notification per kind for the lot
 * ('12 vehicles out of fence in Maadi' instead of twelve), so a burst from the fleet does not
 * bury the desktop. Nothing is shown while notifications are off.
 */
export function createAlertNotifier(deps: AlertNotifierDeps, burstMs = NOTIFICATION_BURST_MS): AlertNotifier {
  let pending: RaisedAlert[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (): void => {
    timer = null;
    const burst = pending;
    pending = [];
    if (!deps.enabled()) return;
    for (const notification of coalesceAlerts(burst)) {
      deps.notify(notification).catch((error: unknown) => console.error('Notification failed', error));
    }
  };

  return {
    raise(alert) {
      if (!deps.enabled()) return;
      pending.push(alert);
      timer ??= setTimeout(flush, burstMs);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = [];
    },
  };
}
