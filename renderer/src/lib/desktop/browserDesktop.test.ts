import { describe, expect, it, vi } from 'vitest';
import { createBrowserDesktop, type BrowserEnvironment, type BrowserNotifications } from './browserDesktop';
import { loadServerUrl } from './serverUrl';

function fakeEnv(overrides: Partial<BrowserEnvironment> = {}) {
  const stored = new Map<string, string>();
  const shown: Array<{ title: string; options: NotificationOptions; click: () => void }> = [];
  const notifications: BrowserNotifications = {
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    show: (title, options, click) => void shown.push({ title, options, click }),
  };
  const env: BrowserEnvironment = {
    storage: () => ({
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    }),
    origin: () => 'https://ops.example.eg',
    fetch: vi.fn(async () => new Response('xlsx')),
    notifications: () => notifications,
    focus: vi.fn(),
    open: vi.fn(),
    download: vi.fn(),
    ...overrides,
  };
  return { env, stored, shown };
}

describe('browser fallback of the desktop bridge', () => {
  it('keeps the token in localStorage', async () => {
    const { env, stored } = fakeEnv();
    const desktop = createBrowserDesktop(env);
    expect(await desktop.storeToken('t-1')).toEqual({ ok: true });
    expect(stored.get('ops.token')).toBe('t-1');
    expect(await desktop.getToken()).toBe('t-1');
    await desktop.clearToken();
    expect(await desktop.getToken()).toBeNull();
  });

  it('a notification click focuses the page and reaches onNavigate listeners', async () => {
    const { env, shown } = fakeEnv();
    const desktop = createBrowserDesktop(env);
    const listener = vi.fn();
    desktop.onNavigate(listener);

    await desktop.notify({
      title: 'Stolen vehicle',
      body: 'EB-7',
      route: '/alerts/stolen',
      urgency: 'critical',
      tag: 'stolen',
    });
    expect(shown[0]?.options).toEqual({ body: 'EB-7', requireInteraction: true, tag: 'stolen' });
    shown[0]?.click();
    expect(env.focus).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('/alerts/stolen');
  });

  it('unsubscribe removes exactly that subscription', async () => {
    const { env, shown } = fakeEnv();
    const desktop = createBrowserDesktop(env);
    const listener = vi.fn();
    const unsubscribeFirst = desktop.onNavigate(listener);
    desktop.onNavigate(listener);
    unsubscribeFirst();

    await desktop.notify({ title: 'x', body: 'y', route: '/tasks' });
    shown[0]?.click();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify without permission', async () => {
    const show = vi.fn();
    const { env } = fakeEnv({
      notifications: () => ({ permission: () => 'default', requestPermission: async () => 'denied', show }),
    });
    await createBrowserDesktop(env).notify({ title: 'x', body: 'y' });
    expect(show).not.toHaveBeenCalled();
  });

  it('downloads an export with the bearer token', async () => {
    const { env } = fakeEnv();
    const result = await createBrowserDesktop(env).saveExport({
      url: 'https://ops.example.eg/export',
      token: 'tok',
      body: { list: 'rides' },
      suggestedName: 'rides.xlsx',
    });
    expect(result).toEqual({ saved: true, path: 'rides.xlsx' });
    expect(env.fetch).toHaveBeenCalledWith('https://ops.example.eg/export', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
      body: '{"list":"rides"}',
    });
    expect(env.download).toHaveBeenCalledWith(expect.any(Blob), 'rides.xlsx');
  });

  it("reports a refused export with the server's message", async () => {
    const { env } = fakeEnv({
      fetch: vi.fn(async () => new Response('{"message":"No data"}', { status: 400 })),
    });
    expect(
      await createBrowserDesktop(env).saveExport({
        url: '/export',
        token: 't',
        body: {},
        suggestedName: 'x.xlsx',
      }),
    ).toEqual({ saved: false, reason: 'failed', message: 'No data' });
    expect(env.download).not.toHaveBeenCalled();
  });

  it('opens only web links, and uses the page origin as server', async () => {
    const { env } = fakeEnv();
    const desktop = createBrowserDesktop(env);
    await desktop.openExternal('https://maps.example/');
    await expect(desktop.openExternal('javascript:alert(1)')).rejects.toThrow(
      'Refused to open a link that is not http(s)',
    );
    expect(env.open).toHaveBeenCalledTimes(1);
    expect(await desktop.getServerUrl()).toBe('https://ops.example.eg');
    expect(await loadServerUrl(desktop)).toEqual({ serverUrl: 'https://ops.example.eg', firstRun: false });
  });
});

describe('loadServerUrl', () => {
  it('reports the first desktop run with the default to prefill', async () => {
    expect(await loadServerUrl({ getServerUrl: async () => null })).toEqual({
      serverUrl: 'http://localhost:4000',
      firstRun: true,
    });
  });
});
