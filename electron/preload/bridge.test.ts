import { describe, expect, it, vi } from 'vitest';
import { createDesktopBridge, invokeChannel, type IpcRendererLike } from './bridge';

type Listener = (event: unknown, ...args: unknown[]) => void;

function fakeIpc() {
  const listeners = new Map<string, Listener[]>();
  const ipc = {
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => null),
    on: vi.fn((channel: string, listener: Listener) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    }),
    removeListener: vi.fn((channel: string, listener: Listener) => {
      listeners.set(
        channel,
        (listeners.get(channel) ?? []).filter((l) => l !== listener),
      );
    }),
  } satisfies IpcRendererLike;
  const emit = (channel: string, ...args: unknown[]): void => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc-internals' }, ...args);
  };
  return { ipc, emit, listeners };
}

describe('preload bridge', () => {
  it('sends each call on its registry channel with exactly its arguments', async () => {
    const { ipc } = fakeIpc();
    const desktop = createDesktopBridge(ipc);

    await desktop.storeToken('t-1');
    await desktop.notify({ title: 'Stolen vehicle', body: 'SC-1', route: '/alerts' });
    await desktop.setServerUrl('http://10.0.0.5:4000');

    expect(ipc.invoke.mock.calls).toEqual([
      ['ops:token:store', 't-1'],
      ['ops:notify', { title: 'Stolen vehicle', body: 'SC-1', route: '/alerts' }],
      ['ops:server-url:set', 'http://10.0.0.5:4000'],
    ]);
    expect(desktop.isDesktop).toBe(true);
  });

  it('refuses unknown channels and the main-only navigate channel', async () => {
    const { ipc } = fakeIpc();
    await expect(invokeChannel(ipc, 'ops:shell:exec', [])).rejects.toThrow(
      'Refused IPC on unknown channel "ops:shell:exec"',
    );
    await expect(invokeChannel(ipc, 'ops:navigate', ['/x'])).rejects.toThrow(
      'Refused IPC on unknown channel "ops:navigate"',
    );
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('onNavigate passes only the route and its unsubscribe removes that very listener', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const desktop = createDesktopBridge(ipc);
    const first = vi.fn();
    const second = vi.fn();

    const unsubscribeFirst = desktop.onNavigate(first);
    desktop.onNavigate(second);
    emit('ops:navigate', '/alerts/stolen');
    expect(first).toHaveBeenCalledWith('/alerts/stolen');
    expect(first.mock.calls[0]).toHaveLength(1);

    unsubscribeFirst();
    expect(listeners.get('ops:navigate')).toHaveLength(1);
    expect(ipc.removeListener.mock.calls[0]?.[1]).toBe(ipc.on.mock.calls[0]?.[1]);
    emit('ops:navigate', '/tasks');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenLastCalledWith('/tasks');
  });

  it('ignores a navigate message that is not a string', () => {
    const { ipc, emit } = fakeIpc();
    const listener = vi.fn();
    createDesktopBridge(ipc).onNavigate(listener);
    emit('ops:navigate', { route: '/x' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('sends the app icon counts and the flash request, and refuses to invoke resumed', async () => {
    const { ipc } = fakeIpc();
    const desktop = createDesktopBridge(ipc);
    await desktop.setAttentionCounts({ tasks: 2, stolenAlerts: 1 });
    await desktop.taskAssigned();
    expect(ipc.invoke.mock.calls).toEqual([
      ['ops:attention:counts', { tasks: 2, stolenAlerts: 1 }],
      ['ops:attention:task-assigned'],
    ]);
    await expect(invokeChannel(ipc, 'ops:power:resumed', [])).rejects.toThrow(
      'Refused IPC on unknown channel "ops:power:resumed"',
    );
  });

  it("calls a resume listener without Electron's event, until unsubscribed", () => {
    const { ipc, emit, listeners } = fakeIpc();
    const desktop = createDesktopBridge(ipc);
    const listener = vi.fn();
    const unsubscribe = desktop.onResume(listener);
    emit('ops:power:resumed');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]).toEqual([]);
    unsubscribe();
    expect(listeners.get('ops:power:resumed')).toEqual([]);
    emit('ops:power:resumed');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
