import type { StoreTokenResult } from '@ops/shared/desktop/api';
import { ENCRYPTION_UNAVAILABLE_MESSAGE } from '@ops/shared/desktop/messages';
import type { KeyValueStore } from '../store/keyValueStore';

/** The part of Electron's `safeStorage` we use: only the async API (the sync one is going away). */
export interface SafeStorageLike {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  /** Linux only; Electron does not promise it elsewhere, so it is only called on Linux. */
  getSelectedStorageBackend(): string;
}

export interface TokenStorage {
  get(): Promise<string | null>;
  store(token: string): Promise<StoreTokenResult>;
  clear(): Promise<void>;
}

export interface TokenStorageDeps {
  safeStorage: SafeStorageLike;
  store: KeyValueStore;
  platform: string;
}

/**
 * `basic_text` encrypts with a password hard-coded in Chromium: anyone who can read
 * the file can read the token. `unknown` means the backend was not chosen yet. Both
 * count as "no encryption" (Mattermost falls back to plaintext here; we do not).
 */
const INSECURE_LINUX_BACKENDS: ReadonlySet<string> = new Set(['basic_text', 'unknown']);

export function createTokenStorage({ safeStorage, store, platform }: TokenStorageDeps): TokenStorage {
  // The token of this run. Kept in memory even when it cannot be stored, so a page
  // reload does not sign the user out; `undefined` = not read from disk yet.
  let current: string | null | undefined;

  async function canEncrypt(): Promise<boolean> {
    // Ask the async API first: it initialises the encryptor lazily, and only after
    // that is the Linux backend settled.
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
    if (platform === 'linux' && INSECURE_LINUX_BACKENDS.has(safeStorage.getSelectedStorageBackend())) {
      return false;
    }
    return true;
  }

  async function persist(token: string): Promise<boolean> {
    try {
      const cipher = await safeStorage.encryptStringAsync(token);
      store.set('tokenCiphertext', cipher.toString('base64'));
      return true;
    } catch {
      return false;
    }
  }

  async function readFromDisk(): Promise<string | null> {
    const stored = store.get('tokenCiphertext');
    if (stored === undefined) return null;
    // Leave the ciphertext alone: the key store may be locked only for now.
    if (!(await canEncrypt())) return null;
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(stored, 'base64'));
      if (shouldReEncrypt) await persist(result);
      return result;
    } catch {
      // Undecryptable (OS key changed, file copied from another machine): the user
      // signs in again, which is better than failing on every start.
      store.delete('tokenCiphertext');
      return null;
    }
  }

  return {
    async get() {
      if (current === undefined) current = await readFromDisk();
      return current;
    },

    async store(token) {
      current = token;
      if ((await canEncrypt()) && (await persist(token))) return { ok: true };
      // A ciphertext from an earlier sign-in must not outlive this one.
      store.delete('tokenCiphertext');
      return { ok: false, reason: 'encryption-unavailable', message: ENCRYPTION_UNAVAILABLE_MESSAGE };
    },

    async clear() {
      current = null;
      store.delete('tokenCiphertext');
    },
  };
}
