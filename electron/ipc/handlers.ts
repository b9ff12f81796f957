import type {
  AppInfo,
  RendererErrorReport,
  SaveExportRequest,
  SaveExportResult,
  UpdateNowResult,
} from '@ops/shared/desktop/api';
import { isSafeExternalUrl } from '../security/externalUrl';
import type { Attention } from '../app/attention';
import { IpcRefusedError, type IpcHandlers } from './dispatcher';
import type { Notifier } from './notifications';
import type { ServerUrlSetting } from './serverUrl';
import type { TokenStorage } from './tokenStorage';

export interface HandlerDeps {
  tokens: TokenStorage;
  notifier: Notifier;
  serverUrl: ServerUrlSetting;
  saveExport(request: SaveExportRequest): Promise<SaveExportResult>;
  openExternal(url: string): Promise<void>;
  appInfo: Pick<AppInfo, 'version' | 'platform' | 'serverUrlSetBy'>;
  /** The main log (app/mainLog.ts): the page's errors land in the same file. */
  logRendererError(report: RendererErrorReport): void;
  /** The app icon's count and the taskbar flash (app/attention.ts). */
  attention: Pick<Attention, 'setCounts' | 'taskAssigned'>;
  /** The update schedule's 'update now' ('reload' where no feed runs: a dev build). */
  updates: { updateNow(): Promise<UpdateNowResult> };
}

/** Binds each channel to its module; the checks that depend on settings live here. */
export function createIpcHandlers(deps: HandlerDeps): IpcHandlers {
  return {
    getToken: () => deps.tokens.get(),
    storeToken: (token) => deps.tokens.store(token),
    clearToken: () => deps.tokens.clear(),
    notify: (notification) => deps.notifier.notify(notification),
    saveExport: async (request) => {
      // The token goes only to the server the user configured, never to a URL the
      // page happens to name.
      if (!deps.serverUrl.isOnServer(request.url)) {
        return {
          saved: false,
          reason: 'failed',
          message: 'Exports can only be downloaded from the configured server.',
        };
      }
      // zod types an `unknown` property as optional; the contract's `body` is required.
      return deps.saveExport({ ...request, body: request.body });
    },
    openExternal: async (url) => {
      if (!isSafeExternalUrl(url)) throw new IpcRefusedError('Refused to open a link that is not http(s)');
      await deps.openExternal(url);
    },
    getAppInfo: async () => ({ ...deps.appInfo, isDesktop: true, serverUrl: deps.serverUrl.effective() }),
    getServerUrl: async () => deps.serverUrl.get(),
    setServerUrl: async (url) => {
      const before = deps.serverUrl.effective();
      // A token belongs to the server that issued it: never send it to another one.
      if (deps.serverUrl.set(url) !== before) await deps.tokens.clear();
    },
    logError: async (report) => deps.logRendererError({ ...report }),
    setAttentionCounts: async (counts) => deps.attention.setCounts(counts),
    taskAssigned: async () => deps.attention.taskAssigned(),
    updateNow: async () => deps.updates.updateNow(),
  };
}
