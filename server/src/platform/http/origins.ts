import type { ServerConfig } from '../config/config';

/** The desktop shell's page origin (electron/window/appProtocol: scheme app, host ops). */
export const DESKTOP_ORIGIN = 'app://ops';
/** The Vite dev server (renderer/vite.config.ts), allowed in development only. */
export const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/** Origins allowed by name: the desktop shell, Vite in development, and CORS_ORIGINS. */
export function listedOrigins(config: Pick<ServerConfig, 'production' | 'corsOrigins'>): ReadonlySet<string> {
  return new Set([DESKTOP_ORIGIN, ...(config.production ? [] : DEV_SERVER_ORIGINS), ...config.corsOrigins]);
}

/**
 * The served app's own origin: the page came from this server, so its Origin names the host
 * the browser asked for. Compared by host only, since a TLS proxy in front makes the scheme
 * the browser saw differ from the one this process sees; a foreign page cannot choose the
 * Host header a browser sends.
 */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** True when a browser page at `origin` may call this API with credentials. */
export function isAllowedOrigin(
  origin: string,
  host: string | undefined,
  listed: ReadonlySet<string>,
): boolean {
  return listed.has(origin) || isOwnOrigin(origin, host);
}
