import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@ops/shared/desktop/channels';
import { isOwnPageUrl } from '../security/ownPage';
import {
  createIpcDispatcher,
  registerIpcHandlers,
  type IpcHandlers,
  type IpcInvokeEvent,
} from './dispatcher';

const own = (url: string): boolean => isOwnPageUrl(url, 'app://ops/');
const fromOwnPage: IpcInvokeEvent = { senderFrame: { url: 'app://ops/tasks' } };

function fakeHandlers(): IpcHandlers {
  return {
    getToken: vi.fn(async () => 'the-token'),
    storeToken: vi.fn(async () => ({ ok: true as const })),
    clearToken: vi.fn(async () => undefined),
    notify: vi.fn(async () => undefined),
    saveExport: vi.fn(async () => ({ saved: false as const, reason: 'cancelled' as const })),
    openExternal: vi.fn(async () => undefined),
    getAppInfo: vi.fn(async () => ({ version: '1.0.0', platform: 'linux', isDesktop: true, serverUrl: 'x' })),
    getServerUrl: vi.fn(async () => null),
    setServerUrl: vi.fn(async () => undefined),
    logError: vi.fn(async () => undefined),
    setAttentionCounts: vi.fn(async () => undefined),
    taskAssigned: vi.fn(async () => undefined),
    updateNow: vi.fn(async () => 'downloading' as const),
  };
}

describe('IPC dispatcher', () => {
  it('answers a known channel from our own page', async () => {
    const handlers = fakeHandlers();
    const dispatcher = createIpcDispatcher(handlers, own);

    await expect(dispatcher.dispatch('ops:token:get', fromOwnPage, [])).resolves.toBe('the-token');
    await dispatcher.dispatch('ops:token:store', fromOwnPage, ['abc']);
    expect(handlers.storeToken).toHaveBeenCalledWith('abc');
  });

  it('refuses an unknown channel, even one with our prefix', async () => {
    const handlers = fakeHandlers();
    const dispatcher = createIpcDispatcher(handlers, own);

    await expect(dispatcher.dispatch('ops:shell:exec', fromOwnPage, ['rm -rf /'])).rejects.toThrow(
      'Refused IPC on unknown channel "ops:shell:exec"',
    );
    // navigate is main -> renderer only; the renderer cannot invoke it.
    await expect(dispatcher.dispatch(IPC_CHANNELS.navigate, fromOwnPage, ['/x'])).rejects.toThrow(
      'Refused IPC on unknown channel "ops:navigate"',
    );
    // resumed too: only main knows the computer woke.
    await expect(dispatcher.dispatch(IPC_CHANNELS.resumed, fromOwnPage, [])).rejects.toThrow(
      'Refused IPC on unknown channel "ops:power:resumed"',
    );
  });

  it('refuses a foreign sender frame and a vanished one', async () => {
    const handlers = fakeHandlers();
    const dispatcher = createIpcDispatcher(handlers, own);

    for (const event of [
      { senderFrame: { url: 'https://evil.example/' } },
      { senderFrame: { url: 'app://other/' } },
      { senderFrame: { url: 'file:///tmp/index.html' } },
      { senderFrame: null },
    ]) {
      await expect(dispatcher.dispatch('ops:token:get', event, [])).rejects.toThrow(
        'Refused IPC on "ops:token:get" from a foreign sender',
      );
    }
    expect(handlers.getToken).not.toHaveBeenCalled();
  });

  it('refuses payloads that do not parse, before the handler runs', async () => {
    const handlers = fakeHandlers();
    const dispatcher = createIpcDispatcher(handlers, own);
    const invalid: Array<[string, unknown[]]> = [
      ['ops:token:store', []],
      ['ops:token:store', [42]],
      ['ops:token:get', ['extra']],
      ['ops:notify', [{ title: 'Stolen', body: 'x', route: '//evil.example' }]],
      ['ops:notify', [{ title: 'Stolen', body: 'x', onclick: 'alert(1)' }]],
      ['ops:server-url:set', [{ url: 'http://x' }]],
      ['ops:attention:counts', [{ tasks: -1, stolenAlerts: 0 }]],
      ['ops:attention:counts', [{ tasks: 1.5, stolenAlerts: 0 }]],
      ['ops:attention:counts', [{ tasks: 1, stolenAlerts: 0, label: 'x' }]],
      ['ops:attention:counts', [{ tasks: 1 }]],
      ['ops:attention:task-assigned', [{ id: 't1' }]],
    ];
    for (const [channel, args] of invalid) {
      await expect(dispatcher.dispatch(channel, fromOwnPage, args)).rejects.toThrow(
        `Refused IPC on "${channel}": invalid payload`,
      );
    }
    expect(handlers.storeToken).not.toHaveBeenCalled();
    expect(handlers.notify).not.toHaveBeenCalled();
    expect(handlers.setAttentionCounts).not.toHaveBeenCalled();
    expect(handlers.taskAssigned).not.toHaveBeenCalled();
  });

  it('registers exactly the invoke channels of the registry', () => {
    const handle = vi.fn();
    registerIpcHandlers({ handle }, createIpcDispatcher(fakeHandlers(), own));
    expect(handle.mock.calls.map(([channel]) => channel as string).sort()).toEqual([
      'ops:app:info',
      'ops:attention:counts',
      'ops:attention:task-assigned',
      'ops:export:save',
      'ops:external:open',
      'ops:log:error',
      'ops:notify',
      'ops:server-url:get',
      'ops:server-url:set',
      'ops:token:clear',
      'ops:token:get',
      'ops:token:store',
      'ops:update:now',
    ]);
  });
});
