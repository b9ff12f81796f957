import type { DesktopApi } from '@ops/shared/desktop/api';
import { INVOKE_CHANNEL_KEYS, IPC_CHANNELS, type InvokeChannelKey } from '@ops/shared/desktop/channels';
import { payloadSchemas, type PayloadOf } from './payloadSchemas';

/** One handler per invoke channel, typed from the schemas (in) and DesktopApi (out). */
export type IpcHandlers = {
  [K in InvokeChannelKey]: (...args: PayloadOf<K>) => Promise<Awaited<ReturnType<DesktopApi[K]>>>;
};

/** What main needs from an `ipcMain.handle` event. */
export interface IpcInvokeEvent {
  /** null when the frame navigated away or was destroyed before the call arrived. */
  senderFrame: { url: string } | null;
}

export class IpcRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpcRefusedError';
  }
}

const KEY_BY_CHANNEL: ReadonlyMap<string, InvokeChannelKey> = new Map(
  INVOKE_CHANNEL_KEYS.map((key) => [IPC_CHANNELS[key], key] as const),
);

export interface IpcDispatcher {
  dispatch(channel: string, event: IpcInvokeEvent, args: unknown[]): Promise<unknown>;
}

/**
 * Every invoke goes through here, in this order: known channel, sender frame is our
 * own page (VS Code's validatedIpcMain does the same), payload parses. Only then
 * does a handler run.
 */
export function createIpcDispatcher(
  handlers: IpcHandlers,
  isOwnPageUrl: (url: string) => boolean,
): IpcDispatcher {
  return {
    async dispatch(channel, event, args) {
      const key = KEY_BY_CHANNEL.get(channel);
      if (key === undefined) throw new IpcRefusedError(`Refused IPC on unknown channel "${channel}"`);
      const frameUrl = event.senderFrame?.url;
      if (frameUrl === undefined || !isOwnPageUrl(frameUrl)) {
        throw new IpcRefusedError(`Refused IPC on "${channel}" from a foreign sender`);
      }
      const parsed = payloadSchemas[key].safeParse(args);
      if (!parsed.success) throw new IpcRefusedError(`Refused IPC on "${channel}": invalid payload`);
      // TypeScript cannot correlate `key` between the schema and the handler maps
      // (a union of keys, not one generic key); the schema for `key` produced the
      // arguments, so they fit the handler for `key`.
      const handler = handlers[key] as (...parsedArgs: unknown[]) => Promise<unknown>;
      return handler(...(parsed.data as unknown[]));
    },
  };
}

/** The part of Electron's ipcMain used to register. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
}

/**
 * Registers exactly the invoke channels of the registry. Nothing else is registered,
 * so Electron itself rejects any other channel name before our code sees it.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, dispatcher: IpcDispatcher): void {
  for (const key of INVOKE_CHANNEL_KEYS) {
    const channel = IPC_CHANNELS[key];
    ipcMain.handle(channel, (event, ...args) => dispatcher.dispatch(channel, event, args));
  }
}
