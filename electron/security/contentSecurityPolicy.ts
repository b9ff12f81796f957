import { parseTileUrl, tileImageSource } from '@ops/shared/rules/mapTiles';

export interface CspOptions {
  /** The operations API the page may talk to (HTTP and its WebSocket). */
  serverUrl: string;
  /** Set in dev only: Vite's HMR and React refresh need it. */
  devServerUrl?: string;
  /** MAP_TILE_URL as the server has it (OpenStreetMap's unless set): its host is the one image host besides the server. */
  tileUrl?: string;
}

function webSocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The policy for our own page. Only our bundle runs as script; the page talks only to
 * the configured server (and its ws:/wss: twin for socket.io). Styles allow inline
 * because antd injects its CSS-in-JS as <style> tags. Images come from our page, the
 * server (signed file links) and the configured tile host only: an image from any
 * other host would tell it who is looking at what (issue 22 finding 8 c).
 */
export function buildContentSecurityPolicy({ serverUrl, devServerUrl, tileUrl }: CspOptions): string {
  const server = new URL(serverUrl).origin;
  const tiles = tileImageSource(parseTileUrl(tileUrl));
  const dev = devServerUrl ? new URL(devServerUrl).origin : undefined;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Vite's React refresh preamble is an inline script, in dev only.
    ['script-src', dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', server, tiles]],
    ['font-src', ["'self'", 'data:']],
    // The tile host too: the map reads two tiles first to tell an error picture from a map (issue 25 item 8).
    [
      'connect-src',
      ["'self'", server, webSocketOrigin(server), ...(dev ? [webSocketOrigin(dev)] : []), tiles],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Response headers with our policy replacing any the server sent (any letter case). */
export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
  policy: string,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [policy];
  return result;
}

/** The part of Electron's Session used to add the header. */
export interface HeaderSession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: Record<string, string[]> },
        callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
      ) => void,
    ): void;
  };
}

/**
 * Adds the policy to our own pages (the dev server in dev; the app:// handler also
 * sets it itself, since a custom protocol's responses are not guaranteed to pass
 * through webRequest). The policy is built per response, so a new server URL
 * applies at the next page load.
 */
export function installContentSecurityPolicy(
  session: HeaderSession,
  isOwnPageUrl: (url: string) => boolean,
  getPolicy: () => string,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isOwnPageUrl(details.url)) {
      callback({});
      return;
    }
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, getPolicy()) });
  });
}
