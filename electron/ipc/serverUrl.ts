import { checkServerUrl, DEFAULT_SERVER_URL } from '@ops/shared/desktop/serverUrl';
import type { KeyValueStore } from '../store/keyValueStore';

/** Carries the rule's message (shared/desktop/serverUrl.ts) to the page, word for word. */
export class InvalidServerUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidServerUrlError';
  }
}

export interface ServerUrlSetting {
  /** null until the user has chosen (first run). */
  get(): string | null;
  /** What to connect to right now: the stored value or the default. */
  effective(): string;
  /** Stores the accepted form and returns it; throws InvalidServerUrlError with the reason. */
  set(input: string): string;
  /** Back to not chosen: the renderer asks again after a reload. */
  clear(): void;
  /** Whether `url` points at the configured server (same origin). */
  isOnServer(url: string): boolean;
}

export function createServerUrlSetting(store: KeyValueStore): ServerUrlSetting {
  const get = (): string | null => {
    const stored = store.get('serverUrl');
    // A hand-edited value, or plain http to another machine saved by an earlier
    // version, counts as not chosen, so the renderer asks for the address again.
    if (stored === undefined) return null;
    const checked = checkServerUrl(stored);
    return checked.ok ? checked.url : null;
  };
  const effective = (): string => get() ?? DEFAULT_SERVER_URL;
  return {
    get,
    effective,
    set(input) {
      const checked = checkServerUrl(input);
      if (!checked.ok) throw new InvalidServerUrlError(checked.message);
      store.set('serverUrl', checked.url);
      return checked.url;
    },
    clear() {
      store.delete('serverUrl');
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
