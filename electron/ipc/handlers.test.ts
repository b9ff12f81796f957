import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../store/keyValueStore';
import { createIpcHandlers, type HandlerDeps } from './handlers';
import { createServerUrlSetting } from './serverUrl';

function setup() {
  const map = new Map<string, string>();
  const store: KeyValueStore = {
    get: (k) => map.get(k),
    set: (k, v) => void map.set(k, v),
    delete: (k) => void map.delete(k),
  };
  const deps: HandlerDeps = {
    tokens: {
      get: vi.fn(async () => null),
      store: vi.fn(async () => ({ ok: true as const })),
      clear: vi.fn(async () => undefined),
    },
    notifier: { notify: vi.fn(async () => undefined) },
    serverUrl: createServerUrlSetting(store),
    saveExport: vi.fn(async () => ({ saved: true as const, path: '/d/x.xlsx' })),
    openExternal: vi.fn(async () => undefined),
    appInfo: { version: '0.1.0', platform: 'linux' },
    logRendererError: vi.fn(),
    attention: { setCounts: vi.fn(), taskAssigned: vi.fn() },
    updates: { updateNow: vi.fn(async () => 'reload' as const) },
  };
  return { deps, handlers: createIpcHandlers(deps) };
}

const exportRequest = (url: string) => ({ url, token: 't', body: {}, suggestedName: 'x.xlsx' });

describe('IPC handlers', () => {
  it('sends the token only to the configured server', async () => {
    const { deps, handlers } = setup();
    expect(await handlers.saveExport(exportRequest('https://evil.example/export'))).toEqual({
      saved: false,
      reason: 'failed',
      message: 'Exports can only be downloaded from the configured server.',
    });
    expect(deps.saveExport).not.toHaveBeenCalled();

    expect(await handlers.saveExport(exportRequest('http://localhost:4000/export'))).toEqual({
      saved: true,
      path: '/d/x.xlsx',
    });
  });

  it('opens only web links in the system browser', async () => {
    const { deps, handlers } = setup();
    await expect(handlers.openExternal('file:///C:/Windows/System32/calc.exe')).rejects.toThrow(
      'Refused to open a link that is not http(s)',
    );
    await handlers.openExternal('https://www.google.com/maps?q=30.04,31.23');
    expect(deps.openExternal).toHaveBeenCalledTimes(1);
    expect(deps.openExternal).toHaveBeenCalledWith('https://www.google.com/maps?q=30.04,31.23');
  });

  it('reports app info with the effective server URL', async () => {
    const { handlers } = setup();
    expect(await handlers.getAppInfo()).toEqual({
      version: '0.1.0',
      platform: 'linux',
      isDesktop: true,
      serverUrl: 'http://localhost:4000',
    });
    await handlers.setServerUrl('https://ops.example.eg');
    expect(await handlers.getServerUrl()).toBe('https://ops.example.eg');
  });

  it('refuses plain http to another machine with the reason, and drops the session when the server changes', async () => {
    const { deps, handlers } = setup();
    await expect(handlers.setServerUrl('http://10.0.0.5:4000')).rejects.toThrow(
      'Use https:// for a server other than this computer: the connection carries your password and session.',
    );
    expect(await handlers.getServerUrl()).toBeNull();
    expect(deps.tokens.clear).not.toHaveBeenCalled();

    // The first choice equals the default the page already talked to: the session stays.
    await handlers.setServerUrl('http://localhost:4000/');
    expect(deps.tokens.clear).not.toHaveBeenCalled();
    await handlers.setServerUrl('http://localhost:4000');
    expect(deps.tokens.clear).not.toHaveBeenCalled();

    // A token belongs to the server that issued it; never send it to another one.
    await handlers.setServerUrl('https://ops.example.eg');
    expect(deps.tokens.clear).toHaveBeenCalledTimes(1);
  });

  it("writes the page's errors to the main log (issue 13 §7)", async () => {
    const { deps, handlers } = setup();
    await handlers.logError({
      kind: 'render',
      message: 'Cannot read properties of undefined',
      route: '/tasks',
    });
    expect(deps.logRendererError).toHaveBeenCalledWith({
      kind: 'render',
      message: 'Cannot read properties of undefined',
      route: '/tasks',
    });
  });

  it('passes the app icon counts and the flash request to the attention module', async () => {
    const { deps, handlers } = setup();
    await handlers.setAttentionCounts({ tasks: 1, stolenAlerts: 4 });
    await handlers.taskAssigned();
    expect(deps.attention.setCounts).toHaveBeenCalledWith({ tasks: 1, stolenAlerts: 4 });
    expect(deps.attention.taskAssigned).toHaveBeenCalledTimes(1);
  });
});
