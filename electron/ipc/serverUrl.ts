import { DEFAULT_SERVER_URL } from '@ops/shared/desktop/serverUrl';
import type { KeyValueStore } from '../store/keyValueStore';

/**
 * Canonical form of a server URL, or null when it is not one we accept: http(s) only,
 * no credentials, query or fragment (they would leak into every request), no
 * trailing slash (callers append `/graphql`, `/export`).
 */
export function normalizeServerUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export class InvalidServerUrlError extends Error {
  constructor() {
    super('The server address must start with http:// or https://');
    this.name = 'InvalidServerUrlError';
  }
}

export interface ServerUrlSetting {
  /** null until the user has chosen (first run). */
  get(): string | null;
  /** What to connect to right now: the stored value or the default. */
  effective(): string;
  set(input: string): void;
  /** Whether `url` points at the configured server (same origin). */
  isOnServer(url: string): boolean;
}

export function createServerUrlSetting(store: KeyValueStore): ServerUrlSetting {
  const get = (): string | null => {
    const stored = store.get('serverUrl');
    // A hand-edited invalid value counts as not chosen, so the renderer asks again.
    return stored === undefined ? null : normalizeServerUrl(stored);
  };
  const effective = (): string => get() ?? DEFAULT_SERVER_URL;
  return {
    get,
    effective,
    set(input) {
      const normalized = normalizeServerUrl(input);
      if (normalized === null) throw new InvalidServerUrlError();
      store.set('serverUrl', normalized);
    },
    isOnServer(url) {
      try {
        return new URL(url).origin === new URL(effective()).origin;
      } catch {
        return false;
      }
    },
  };
}
