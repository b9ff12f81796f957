import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '@ops/shared/desktop/channels';
import { coalesceAlerts } from '@ops/shared/rules/alerts';
import { isOwnPageUrl } from '../security/ownPage';
import { FakeNotification, FakeWindow } from '../test-support/fakeNotifications';
import { focusWindow } from '../window/focusWindow';
import { createIpcDispatcher } from './dispatcher';
import { createIpcHandlers } from './handlers';
import { createNotifier } from './notifications';
import { createServerUrlSetting } from './serverUrl';

/**
 * Issue 10 item 6, the main side: what the renderer sends for live alerts (the coalesced
 * notifications of shared/rules/alerts) goes through the real dispatcher, handlers and
 * notifier with injected Electron fakes, as main.ts wires them.
 */
function desktopMain() {
  const created: FakeNotification[] = [];
  const window = new FakeWindow();
  const sent: Array<[string, string]> = [];
  const map = new Map<string, string>();
  const notifier = createNotifier({
    isSupported: () => true,
    createNotification: (options) => {
      const notification = new FakeNotification(options);
      created.push(notification);
      return notification;
    },
    focusWindow: () => focusWindow(window),
    sendNavigate: (route) => sent.push([IPC_CHANNELS.navigate, route]),
  });
  const handlers = createIpcHandlers({
    tokens: {
      get: vi.fn(async () => null),
      store: vi.fn(async () => ({ ok: true as const })),
      clear: vi.fn(async () => undefined),
    },
    notifier,
    serverUrl: createServerUrlSetting({
      get: (k) => map.get(k),
      set: (k, v) => void map.set(k, v),
      delete: (k) => void map.delete(k),
    }),
    saveExport: vi.fn(async () => ({ saved: false as const, reason: 'cancelled' as const })),
    openExternal: vi.fn(async () => undefined),
    appInfo: { version: '0.1.0', platform: 'linux' },
    logRendererError: vi.fn(),
    attention: { setCounts: vi.fn(), taskAssigned: vi.fn() },
    updates: { updateNow: vi.fn(async () => 'reload' as const) },
  });
  const dispatcher = createIpcDispatcher(handlers, (url) => isOwnPageUrl(url, 'app://ops/'));
  const notify = (payload: unknown, url = 'app://ops/app/dashboard') =>
    dispatcher.dispatch(IPC_CHANNELS.notify, { senderFrame: { url } }, [payload]);
  return { created, window, sent, notify };
}

describe('native notifications for live alerts (main process, Electron fakes)', () => {
  it('a stolen vehicle: a critical notification that stays; its click restores the window on the vehicle page', async () => {
    const main = desktopMain();
    const [stolen] = coalesceAlerts([{ kind: 'stolen', code: 'S-1042' }]);
    await main.notify(stolen);
    expect(main.created).toHaveLength(1);
    expect(main.created[0]?.options).toEqual({
      title: 'Lost/Stolen alert',
      body: 'S-1042 is reported Lost/Stolen',
      urgency: 'critical',
      timeoutType: 'never',
    });
    expect(main.created[0]?.shown).toBe(true);
    expect(main.window.focused).toBe(false);

    main.created[0]?.click();
    expect([main.window.minimized, main.window.visible, main.window.focused]).toEqual([false, true, true]);
    expect(main.sent).toEqual([[IPC_CHANNELS.navigate, '/app/vehicle/S-1042']]);
  });

  it('a burst is one notification, and the next burst of that kind replaces it instead of stacking', async () => {
    const main = desktopMain();
    for (const notification of coalesceAlerts(
      Array.from({ length: 12 }, (_, i) => ({ kind: 'outOfFence' as const, code: `S${i}` })),
    ))
      await main.notify(notification);
    for (const notification of coalesceAlerts([{ kind: 'outOfFence', code: 'S77' }]))
      await main.notify(notification);
    expect(main.created.map((n) => [n.options.body, n.closed])).toEqual([
      ['12 vehicles out of fence', true],
      ['S77 is Out Of Fence', false],
    ]);
    main.created[1]?.click();
    expect(main.sent).toEqual([[IPC_CHANNELS.navigate, '/app/vehicle/S77']]);
  });

  it('refuses a notification from another page or with a route that leaves the app', async () => {
    const main = desktopMain();
    const [urgent] = coalesceAlerts([{ kind: 'urgent', code: 'S-1' }]);
    await expect(main.notify(urgent, 'https://evil.example/')).rejects.toThrow();
    await expect(main.notify({ ...urgent, route: '//evil.example/app' })).rejects.toThrow();
    expect(main.created).toEqual([]);
  });
});
