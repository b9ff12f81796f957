import type { DesktopNotification } from '@ops/shared/desktop/api';

/** Options we pass to Electron's `new Notification(...)`. */
export interface NativeNotificationOptions {
  title: string;
  body: string;
  /** Linux: critical notifications stay until dismissed. */
  urgency: 'normal' | 'critical';
  /** Windows/Linux: 'never' keeps a critical toast on screen instead of fading. */
  timeoutType: 'default' | 'never';
}

/** The part of Electron's Notification we use. */
export interface NativeNotification {
  show(): void;
  close(): void;
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown;
}

export interface NotifierDeps {
  isSupported(): boolean;
  createNotification(options: NativeNotificationOptions): NativeNotification;
  /** Restore, show and focus the main window. */
  focusWindow(): void;
  /** Tell the renderer to open `route` (sent on the navigate channel). */
  sendNavigate(route: string): void;
}

export interface Notifier {
  notify(notification: DesktopNotification): Promise<void>;
}

export function createNotifier(deps: NotifierDeps): Notifier {
  // Electron drops the click handler of a Notification that was garbage-collected,
  // so every notification on screen is referenced here until it is done.
  const live = new Set<NativeNotification>();
  const byTag = new Map<string, NativeNotification>();

  return {
    async notify({ title, body, route, urgency = 'normal', tag }) {
      if (!deps.isSupported()) return;
      const native = deps.createNotification({
        title,
        body,
        urgency,
        timeoutType: urgency === 'critical' ? 'never' : 'default',
      });
      const forget = (): void => {
        live.delete(native);
        if (tag !== undefined && byTag.get(tag) === native) byTag.delete(tag);
      };
      native.on('click', () => {
        deps.focusWindow();
        if (route !== undefined) deps.sendNavigate(route);
        forget();
      });
      native.on('close', forget);
      native.on('failed', forget);

      if (tag !== undefined) {
        // Electron has no `tag`: emulate the Web Notifications meaning (replace, not stack).
        byTag.get(tag)?.close();
        byTag.set(tag, native);
      }
      live.add(native);
      native.show();
    },
  };
}
