/**
 * The one registry of IPC channel names. Preload sends only these, main answers only
 * these, and both refuse anything else, so a grep for `ops:` finds every message
 * that crosses the process boundary.
 */

export const IPC_CHANNEL_PREFIX = 'ops:';

export const IPC_CHANNELS = {
  getToken: 'ops:token:get',
  storeToken: 'ops:token:store',
  clearToken: 'ops:token:clear',
  notify: 'ops:notify',
  saveExport: 'ops:export:save',
  openExternal: 'ops:external:open',
  getAppInfo: 'ops:app:info',
  getServerUrl: 'ops:server-url:get',
  setServerUrl: 'ops:server-url:set',
  logError: 'ops:log:error',
  /** Main -> renderer only (a notification was clicked); never invoked. */
  navigate: 'ops:navigate',
} as const;

export type IpcChannelKey = keyof typeof IPC_CHANNELS;
export type IpcChannel = (typeof IPC_CHANNELS)[IpcChannelKey];

/** Channels the renderer invokes and main answers (request/response). */
export type InvokeChannelKey = Exclude<IpcChannelKey, 'navigate'>;

export const INVOKE_CHANNEL_KEYS: readonly InvokeChannelKey[] = [
  'getToken',
  'storeToken',
  'clearToken',
  'notify',
  'saveExport',
  'openExternal',
  'getAppInfo',
  'getServerUrl',
  'setServerUrl',
  'logError',
];

const KNOWN_CHANNELS: ReadonlySet<string> = new Set<string>(Object.values(IPC_CHANNELS));

export function isKnownChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && KNOWN_CHANNELS.has(channel);
}
