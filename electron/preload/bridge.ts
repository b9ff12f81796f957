import type {
  AppInfo,
  AttentionCounts,
  DesktopApi,
  DesktopNotification,
  RendererErrorReport,
  SaveExportRequest,
  SaveExportResult,
  StoreTokenResult,
  UpdateNowResult,
} from '@ops/shared/desktop/api';
import { IPC_CHANNELS, isKnownChannel, type InvokeChannelKey } from '@ops/shared/desktop/channels';

type RendererListener = (event: unknown, ...args: unknown[]) => void;

/** The part of Electron's ipcRenderer the bridge uses; never handed to the page. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: RendererListener): unknown;
  removeListener(channel: string, listener: RendererListener): unknown;
}

/**
 * Sends on a registry channel only. Every caller below passes a constant, so this
 * refusal is the second lock: it keeps holding if someone later builds a channel
 * name from input.
 */
export function invokeChannel(ipc: IpcRendererLike, channel: string, args: unknown[]): Promise<unknown> {
  if (!isKnownChannel(channel) || channel === IPC_CHANNELS.navigate || channel === IPC_CHANNELS.resumed) {
    return Promise.reject(new Error(`Refused IPC on unknown channel "${channel}"`));
  }
  return ipc.invoke(channel, ...args);
}

/**
 * The object exposed as `window.desktop`. Narrow functions only: the page never
 * gets ipcRenderer, an event object, or a way to name a channel.
 */
export function createDesktopBridge(ipc: IpcRendererLike): DesktopApi {
  // Main validated the request and its handler is typed from DesktopApi, so the
  // answer has the contract's type; IPC itself only knows `unknown`.
  const call = <K extends InvokeChannelKey>(key: K, ...args: unknown[]) =>
    invokeChannel(ipc, IPC_CHANNELS[key], args) as Promise<Awaited<ReturnType<DesktopApi[K]>>>;

  const api = {
    isDesktop: true,
    getToken: (): Promise<string | null> => call('getToken'),
    storeToken: (token: string): Promise<StoreTokenResult> => call('storeToken', token),
    clearToken: (): Promise<void> => call('clearToken'),
    notify: (notification: DesktopNotification): Promise<void> => call('notify', notification),
    onNavigate(listener: (route: string) => void): () => void {
      // Wrap so the page never sees Electron's event (it carries `sender`), and keep
      // the wrapper: unsubscribing must remove this very function.
      const wrapped: RendererListener = (_event, route) => {
        if (typeof route === 'string') listener(route);
      };
      ipc.on(IPC_CHANNELS.navigate, wrapped);
      return () => {
        ipc.removeListener(IPC_CHANNELS.navigate, wrapped);
      };
    },
    saveExport: (request: SaveExportRequest): Promise<SaveExportResult> => call('saveExport', request),
    openExternal: (url: string): Promise<void> => call('openExternal', url),
    getAppInfo: (): Promise<AppInfo> => call('getAppInfo'),
    getServerUrl: (): Promise<string | null> => call('getServerUrl'),
    setServerUrl: (url: string): Promise<void> => call('setServerUrl', url),
    logError: (report: RendererErrorReport): Promise<void> => call('logError', report),
    setAttentionCounts: (counts: AttentionCounts): Promise<void> => call('setAttentionCounts', counts),
    taskAssigned: (): Promise<void> => call('taskAssigned'),
    updateNow: (): Promise<UpdateNowResult> => call('updateNow'),
    onResume(listener: () => void): () => void {
      const wrapped: RendererListener = () => listener();
      ipc.on(IPC_CHANNELS.resumed, wrapped);
      return () => {
        ipc.removeListener(IPC_CHANNELS.resumed, wrapped);
      };
    },
  } satisfies DesktopApi;
  return api;
}
