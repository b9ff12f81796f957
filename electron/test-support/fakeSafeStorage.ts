import type { SafeStorageLike } from '../ipc/tokenStorage';

export interface FakeSafeStorageOptions {
  available?: boolean;
  backend?: string;
  shouldReEncrypt?: boolean;
}

/**
 * Reversible but not plaintext: a "v10" prefix (like Chromium's) and XOR-ed bytes,
 * so a test can tell ciphertext from the token by looking at the file.
 */
export function createFakeSafeStorage(options: FakeSafeStorageOptions = {}) {
  const calls = { encrypt: 0, decrypt: 0, backend: 0 };
  const xor = (bytes: Buffer): Buffer => Buffer.from(bytes.map((b) => b ^ 0x5a));
  const fake: SafeStorageLike = {
    isAsyncEncryptionAvailable: async () => options.available ?? true,
    encryptStringAsync: async (plainText) => {
      calls.encrypt += 1;
      return Buffer.concat([Buffer.from('v10'), xor(Buffer.from(plainText, 'utf8'))]);
    },
    decryptStringAsync: async (encrypted) => {
      calls.decrypt += 1;
      if (encrypted.subarray(0, 3).toString() !== 'v10') throw new Error('bad ciphertext');
      return {
        result: xor(encrypted.subarray(3)).toString('utf8'),
        shouldReEncrypt: options.shouldReEncrypt ?? false,
      };
    },
    getSelectedStorageBackend: () => {
      calls.backend += 1;
      return options.backend ?? 'gnome_libsecret';
    },
  };
  return { safeStorage: fake, calls };
}
