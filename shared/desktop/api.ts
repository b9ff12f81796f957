/**
 * The desktop bridge: what `window.desktop` offers the renderer.
 *
 * Electron's preload implements it over IPC (`electron/preload/bridge.ts`); in a plain
 * browser `renderer/src/lib/desktop/browserDesktop.ts` implements the same interface,
 * so the renderer never asks which one it got, only `isDesktop` when a text differs.
 * Everything here crosses a process boundary, so only plain data: no functions in
 * payloads, no classes, no Node or DOM types.
 */

export interface DesktopNotification {
  title: string;
  body: string;
  /** Renderer route to open when the user clicks the notification, e.g. `/alerts/stolen`. */
  route?: string;
  urgency?: 'normal' | 'critical';
  /** A newer notification with the same tag replaces the older one instead of stacking. */
  tag?: string;
}

export type StoreTokenResult =
  { ok: true } | { ok: false; reason: 'encryption-unavailable'; message: string };

export interface AppInfo {
  version: string;
  platform: string;
  isDesktop: boolean;
  serverUrl: string;
  /** Desktop, when IT fixed the address for this computer: the variable or file that set it (read-only then). */
  serverUrlSetBy?: string;
}

export interface SaveExportRequest {
  /** Absolute URL of the export endpoint (`<server>/export`); must be on the configured server. */
  url: string;
  token: string;
  /** JSON body of the POST. */
  body: unknown;
  suggestedName: string;
}

export type SaveExportResult =
  { saved: true; path: string } | { saved: false; reason: 'cancelled' | 'failed'; message?: string };

/** What the app icon counts (badge on macOS/Linux, overlay on Windows): their sum. */
export interface AttentionCounts {
  /** Tasks assigned to this agent that they have not looked at yet. */
  tasks: number;
  /** Open lost and stolen alerts (the top bar's count). */
  stolenAlerts: number;
}

export interface DesktopApi {
  readonly isDesktop: boolean;
  getToken(): Promise<string | null>;
  /**
   * Desktop: encrypted at rest with the OS key store. When the OS offers no real
   * encryption the token is kept for this run only and the result says why, in a
   * message meant for the user.
   */
  storeToken(token: string): Promise<StoreTokenResult>;
  clearToken(): Promise<void>;
  notify(notification: DesktopNotification): Promise<void>;
  /** Returns an unsubscribe that removes exactly this subscription. */
  onNavigate(listener: (route: string) => void): () => void;
  saveExport(request: SaveExportRequest): Promise<SaveExportResult>;
  /** http(s) only; anything else is refused. */
  openExternal(url: string): Promise<void>;
  getAppInfo(): Promise<AppInfo>;
  /** `null` on the first run of the desktop app: the renderer then asks for it. */
  getServerUrl(): Promise<string | null>;
  /**
   * Rejects, with the reason from `checkServerUrl` (shared/desktop/serverUrl.ts), an
   * address other than https:// to any host or http:// to this computer. A change of
   * server signs the user out (the token belongs to the server that issued it). The
   * page's Content-Security-Policy is computed when the page loads, so reload the page
   * after a change.
   */
  setServerUrl(url: string): Promise<void>;
  /**
   * An error the page could not handle (uncaught, unhandled rejection, a rendering failure):
   * the desktop writes it to its log file (Help › Open log folder); a browser to the console.
   */
  logError(report: RendererErrorReport): Promise<void>;
  /** Desktop: the app icon's badge (overlay on Windows) shows the sum; a browser ignores it. */
  setAttentionCounts(counts: AttentionCounts): Promise<void>;
  /** Desktop: flashes the taskbar button until the window is focused, if it is in the background. */
  taskAssigned(): Promise<void>;
  /**
   * 'Please update the app': the desktop looks for the new build now and restarts into it once
   * downloaded ('downloading'); 'reload' where there is no update feed (a browser, a dev run),
   * where the page's own reload fetches what the server serves.
   */
  updateNow(): Promise<UpdateNowResult>;
  /**
   * The computer woke from sleep (desktop: Electron's powerMonitor 'resume'): lists and counters
   * read again. Returns an unsubscribe; a browser never calls it (it has online/focus events).
   */
  onResume(listener: () => void): () => void;
}

/** What the Update action does here (see DesktopApi.updateNow). */
export type UpdateNowResult = 'downloading' | 'reload';

export interface RendererErrorReport {
  message: string;
  stack?: string;
  /** The page's route when it happened. */
  route?: string;
  kind: 'error' | 'unhandledrejection' | 'render';
}
