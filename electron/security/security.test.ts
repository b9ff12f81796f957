import { describe, expect, it, vi } from 'vitest';
import {
  buildContentSecurityPolicy,
  installContentSecurityPolicy,
  withContentSecurityPolicy,
} from './contentSecurityPolicy';
import { isOwnPageUrl } from './ownPage';
import { installPermissionHandlers, isPermissionAllowed } from './permissions';
import { secureWebPreferences } from './webPreferences';

const own = (url: string | undefined): boolean => isOwnPageUrl(url, 'app://ops/');

describe('web preferences', () => {
  it('isolates, sandboxes and keeps Node out of the page', () => {
    const prefs = secureWebPreferences('/app/dist-electron/preload.cjs', { isPackaged: true });
    expect(prefs).toMatchObject({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe('permissions', () => {
  it('grants geolocation to our page only, and nothing else to anyone', () => {
    expect(isPermissionAllowed('geolocation', 'app://ops/map', own)).toBe(true);
    expect(isPermissionAllowed('geolocation', 'https://evil.example/', own)).toBe(false);
    for (const permission of ['media', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen']) {
      expect(isPermissionAllowed(permission, 'app://ops/', own)).toBe(false);
    }
  });

  it('installs matching request and check handlers', () => {
    let request:
      ((c: unknown, p: string, cb: (g: boolean) => void, d: { requestingUrl?: string }) => void) | undefined;
    let check: ((c: unknown, p: string, origin: string) => boolean) | undefined;
    installPermissionHandlers(
      { setPermissionRequestHandler: (h) => (request = h), setPermissionCheckHandler: (h) => (check = h) },
      own,
    );
    const callback = vi.fn();
    request?.({}, 'media', callback, { requestingUrl: 'app://ops/' });
    request?.({}, 'geolocation', callback, { requestingUrl: 'app://ops/' });
    expect(callback.mock.calls).toEqual([[false], [true]]);
    expect(check?.({}, 'geolocation', 'app://ops')).toBe(true);
    expect(check?.({}, 'media', 'app://ops')).toBe(false);
  });
});

describe('content security policy', () => {
  it('lets the page talk only to the configured server, its socket and the tile host (the map probes two tiles, issue 25 item 8)', () => {
    expect(buildContentSecurityPolicy({ serverUrl: 'http://localhost:4000' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: http://localhost:4000 https://tile.openstreetmap.org",
        "font-src 'self' data:",
        "connect-src 'self' http://localhost:4000 ws://localhost:4000 https://tile.openstreetmap.org",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "frame-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('uses wss: for an https server and loosens scripts only for the dev server', () => {
    const policy = buildContentSecurityPolicy({
      serverUrl: 'https://ops.example.eg/api',
      devServerUrl: 'http://localhost:5173',
    });
    expect(policy).toContain(
      "connect-src 'self' https://ops.example.eg wss://ops.example.eg ws://localhost:5173 https://tile.openstreetmap.org;",
    );
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(buildContentSecurityPolicy({ serverUrl: 'https://ops.example.eg' })).toContain(
      "script-src 'self';",
    );
  });

  it('allows images only from the server and the configured tile host, not any https host (issue 22 finding 8 c)', () => {
    const policy = buildContentSecurityPolicy({
      serverUrl: 'https://ops.example.eg',
      tileUrl: 'https://{s}.tiles.example.eg/osm/{z}/{x}/{y}.png',
    });
    expect(policy).toContain("img-src 'self' data: blob: https://ops.example.eg https://*.tiles.example.eg;");
    expect(policy).not.toMatch(/img-src[^;]* https:[ ;]/);
    expect(() =>
      buildContentSecurityPolicy({ serverUrl: 'https://ops.example.eg', tileUrl: 'javascript:alert(1)' }),
    ).toThrow(/MAP_TILE_URL/);
  });

  it("replaces a server's own policy header whatever its case", () => {
    expect(
      withContentSecurityPolicy({ 'content-security-policy': ['default-src *'], 'X-A': ['1'] }, 'P'),
    ).toEqual({
      'X-A': ['1'],
      'Content-Security-Policy': ['P'],
    });
  });

  it('adds the header to our pages only', () => {
    let listener:
      | Parameters<Parameters<typeof installContentSecurityPolicy>[0]['webRequest']['onHeadersReceived']>[0]
      | undefined;
    installContentSecurityPolicy(
      { webRequest: { onHeadersReceived: (l) => (listener = l) } },
      own,
      () => 'P',
    );
    const callback = vi.fn();
    listener?.({ url: 'app://ops/index.html', responseHeaders: {} }, callback);
    listener?.({ url: 'http://localhost:4000/graphql', responseHeaders: { a: ['b'] } }, callback);
    expect(callback.mock.calls).toEqual([[{ responseHeaders: { 'Content-Security-Policy': ['P'] } }], [{}]]);
  });
});
