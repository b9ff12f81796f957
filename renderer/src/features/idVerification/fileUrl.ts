/**
 * Signed file links come back as server paths (/files/...). The desktop app's page
 * is not served by the API, so a path is made absolute against the API host.
 */
export function absoluteFileUrl(url: string, base: string | null): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${base ?? ''}${url}`;
}
