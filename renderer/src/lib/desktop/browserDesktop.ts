import type { DesktopApi, DesktopNotification } from '@ops/shared/desktop/api';
import { exportFailureMessage, NETWORK_FAILURE_MESSAGE } from '@ops/shared/desktop/exportFailure';

/** The browser facilities the fallback uses; tests pass fakes. */
export interface BrowserEnvironment {
  storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  origin(): string;
  fetch(url: string, init: RequestInit): Promise<Response>;
  /** null where the browser has no Web Notifications. */
  notifications(): BrowserNotifications | null;
  focus(): void;
  open(url: string): void;
  download(blob: Blob, fileName: string): void;
}

export interface BrowserNotifications {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  show(title: string, options: NotificationOptions, onClick: () => void): void;
}

const TOKEN_KEY = 'ops.token';

/**
 * Every access is inside a function, so importing this module where there is no
 * `window` (unit tests, server-side tools) does not throw.
 */
export const defaultBrowserEnvironment: BrowserEnvironment = {
  storage: () => window.localStorage,
  origin: () => window.location.origin,
  fetch: (url, init) => window.fetch(url, init),
  notifications: () =>
    'Notification' in window
      ? {
          permission: () => Notification.permission,
          requestPermission: () => Notification.requestPermission(),
          show(title, options, onClick) {
            const notification = new Notification(title, options);
            notification.onclick = () => {
              onClick();
              notification.close();
            };
          },
        }
      : null,
  focus: () => window.focus(),
  // noopener: the opened page gets no handle on ours.
  open: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
  download(blob, fileName) {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers start reading the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  },
};

/**
 * `DesktopApi` for a plain browser, so the same renderer build runs at
 * http://server:4000 too. Differences a user can notice: the token sits in
 * localStorage (the browser has no OS key store to offer), the server is always the
 * page's own origin, and an export is a normal download with no save dialog.
 */
export function createBrowserDesktop(env: BrowserEnvironment = defaultBrowserEnvironment): DesktopApi {
  // One entry object per subscription, so subscribing the same function twice and
  // unsubscribing once removes exactly one.
  const navigateListeners = new Set<{ listener: (route: string) => void }>();

  const emitNavigate = (route: string): void => {
    for (const entry of [...navigateListeners]) entry.listener(route);
  };

  async function notify({ title, body, route, urgency, tag }: DesktopNotification): Promise<void> {
    const notifications = env.notifications();
    if (!notifications) return;
    let permission = notifications.permission();
    if (permission === 'default') permission = await notifications.requestPermission();
    if (permission !== 'granted') return;
    const options: NotificationOptions = { body, requireInteraction: urgency === 'critical' };
    if (tag !== undefined) options.tag = tag;
    notifications.show(title, options, () => {
      env.focus();
      if (route !== undefined) emitNavigate(route);
    });
  }

  return {
    isDesktop: false,
    getToken: async () => env.storage().getItem(TOKEN_KEY),
    storeToken: async (token) => {
      env.storage().setItem(TOKEN_KEY, token);
      return { ok: true };
    },
    clearToken: async () => env.storage().removeItem(TOKEN_KEY),
    notify,
    onNavigate(listener) {
      const entry = { listener };
      navigateListeners.add(entry);
      return () => {
        navigateListeners.delete(entry);
      };
    },
    async saveExport({ url, token, body, suggestedName }) {
      let response: Response;
      try {
        response = await env.fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
      } catch {
        return { saved: false, reason: 'failed', message: NETWORK_FAILURE_MESSAGE };
      }
      if (!response.ok) {
        return {
          saved: false,
          reason: 'failed',
          message: exportFailureMessage(await response.text().catch(() => '')),
        };
      }
      env.download(await response.blob(), suggestedName);
      // A browser does not say where it saved the file; the name is what we know.
      return { saved: true, path: suggestedName };
    },
    openExternal: async (url) => {
      if (!/^https?:\/\//i.test(url)) throw new Error('Refused to open a link that is not http(s)');
      env.open(url);
    },
    getAppInfo: async () => ({
      // A browser build has no installer version; 'web' tells support which one this is.
      version: 'web',
      platform: 'web',
      isDesktop: false,
      serverUrl: env.origin(),
    }),
    getServerUrl: async () => env.origin(),
    // The browser always talks to the origin that served the page; nothing to change.
    setServerUrl: async () => undefined,
    // A browser has no log file of ours; its console is where a developer looks.
    logError: async (report) => {
      console.error(`[${report.kind}] ${report.message}`, report.stack ?? '');
    },
    // A browser tab has no app icon or taskbar button of ours to mark.
    setAttentionCounts: async () => undefined,
    taskAssigned: async () => undefined,
    // The browser's new app is what the server serves: reloading fetches it.
    updateNow: async () => 'reload' as const,
    // A browser wakes the page with online and visibility events, which RTK Query already follows.
    onResume: () => () => undefined,
  };
}
