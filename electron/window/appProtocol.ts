import { extname, join, normalize, sep } from 'node:path';

/**
 * The built renderer is served from `app://ops/` rather than loaded with loadFile:
 * a file:// page has an opaque origin shared with every other local file, so the
 * IPC sender check, the navigation guard and the permission handler could not tell
 * our page from any HTML file on disk. A privileged standard scheme gives the page
 * a real host to compare, a secure context (needed for geolocation), absolute
 * routes for react-router, and a handler where we set the CSP header ourselves.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'ops';
export const APP_PAGE_URL = `${APP_SCHEME}://${APP_HOST}/`;

export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
} as const;

/**
 * The file under `rootDir` that answers `requestUrl`, or null for a foreign host or a
 * path that escapes `rootDir`. Paths without an extension are client-side routes
 * and get index.html.
 */
export function resolveAppFile(requestUrl: string, rootDir: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  if (pathname === '/' || extname(pathname) === '') return join(rootDir, 'index.html');
  const root = normalize(rootDir);
  const file = normalize(join(root, pathname));
  return file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}
