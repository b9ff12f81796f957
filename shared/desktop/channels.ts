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
  setAttentionCounts: 'ops:attention:counts',
  taskAssigned: 'ops:attention:task-assigned',
  updateNow: 'ops:update:now',
  /** Main -> renderer only (the computer woke from sleep); never invoked. */
  resumed: 'ops:power:resumed',
  /** Main -> renderer only (a notification was clicked); never invoked. */
  navigate: 'ops:navigate',
} as const;

export type IpcChannelKey = keyof typeof IPC_CHANNELS;
export type IpcChannel = (typeof IPC_CHANNELS)[IpcChannelKey];

/** Channels main sends to the renderer and the renderer never invokes. */
export const MAIN_TO_RENDERER_CHANNEL_KEYS = ['navigate', 'resumed'] as const;
type MainToRendererChannelKey = (typeof MAIN_TO_RENDERER_CHANNEL_KEYS)[number];

/** Channels the renderer invokes and main answers (request/response). */
export type InvokeChannelKey = Exclude<IpcChannelKey, MainToRendererChannelKey>;

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
  'setAttentionCounts',
  'taskAssigned',
  'updateNow',
];

const KNOWN_CHANNELS: ReadonlySet<string> = new Set<string>(Object.values(IPC_CHANNELS));

export function isKnownChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && KNOWN_CHANNELS.has(channel);
}
