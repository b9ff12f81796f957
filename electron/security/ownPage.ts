/**
 * Whether `url` belongs to our own page (`pageUrl` is `app://ops/` or, in dev, the
 * Vite server). Compared by protocol and host rather than `URL.origin`, because the
 * origin of a non-special scheme such as `app:` is the opaque "null" in WHATWG URL.
 */
export function isOwnPageUrl(url: string | undefined | null, pageUrl: string): boolean {
  if (!url) return false;
  try {
    const candidate = new URL(url);
    const page = new URL(pageUrl);
    return candidate.protocol === page.protocol && candidate.host === page.host && candidate.host !== '';
  } catch {
    return false;
  }
}
