import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeSafeStorage } from '../test-support/fakeSafeStorage';
import { createJsonFileStore } from '../test-support/jsonFileStore';
import { createTokenStorage } from './tokenStorage';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.agent-42.signature';
const REFUSED = {
  ok: false,
  reason: 'encryption-unavailable',
  message:
    'Secure storage is not available on this computer, so you will need to sign in each time the app starts.',
};

let file: string;
const fileText = (): string => (existsSync(file) ? readFileSync(file, 'utf8') : '');

beforeEach(() => {
  file = join(mkdtempSync(join(tmpdir(), 'ops-token-')), 'config.json');
});

describe('token storage', () => {
  it('stores only ciphertext: the file never contains the plaintext token', async () => {
    const { safeStorage } = createFakeSafeStorage();
    const tokens = createTokenStorage({ safeStorage, store: createJsonFileStore(file), platform: 'win32' });

    expect(await tokens.store(TOKEN)).toEqual({ ok: true });

    const text = fileText();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('agent-42');
    expect(text).not.toContain(Buffer.from(TOKEN).toString('base64'));
    const stored = JSON.parse(text) as { tokenCiphertext: string };
    expect(Buffer.from(stored.tokenCiphertext, 'base64').subarray(0, 3).toString()).toBe('v10');
  });

  it('reads the token back after a restart (a new instance on the same file)', async () => {
    const { safeStorage } = createFakeSafeStorage();
    await createTokenStorage({ safeStorage, store: createJsonFileStore(file), platform: 'darwin' }).store(
      TOKEN,
    );

    const restarted = createTokenStorage({
      safeStorage,
      store: createJsonFileStore(file),
      platform: 'darwin',
    });
    expect(await restarted.get()).toBe(TOKEN);
  });

  it('refuses to store when encryption is unavailable, and writes nothing', async () => {
    const { safeStorage, calls } = createFakeSafeStorage({ available: false });
    const tokens = createTokenStorage({ safeStorage, store: createJsonFileStore(file), platform: 'win32' });

    expect(await tokens.store(TOKEN)).toEqual(REFUSED);
    expect(calls.encrypt).toBe(0);
    expect(fileText()).not.toContain(TOKEN);
    expect(JSON.parse(fileText() || '{}')).toEqual({});
  });

  it('refuses on Linux when the backend is basic_text (no real encryption)', async () => {
    const { safeStorage, calls } = createFakeSafeStorage({ available: true, backend: 'basic_text' });
    const tokens = createTokenStorage({ safeStorage, store: createJsonFileStore(file), platform: 'linux' });

    expect(await tokens.store(TOKEN)).toEqual(REFUSED);
    expect(calls.encrypt).toBe(0);
    expect(fileText()).not.toContain(TOKEN);
  });

  it('accepts a real Linux key store and does not ask for the backend elsewhere', async () => {
    const linux = createFakeSafeStorage({ backend: 'kwallet6' });
    const onLinux = createTokenStorage({
      safeStorage: linux.safeStorage,
      store: createJsonFileStore(file),
      platform: 'linux',
    });
    expect(await onLinux.store(TOKEN)).toEqual({ ok: true });
    expect(linux.calls.backend).toBe(1);

    const mac = createFakeSafeStorage({ backend: 'basic_text' });
    const onMac = createTokenStorage({
      safeStorage: mac.safeStorage,
      store: createJsonFileStore(file),
      platform: 'darwin',
    });
    expect(await onMac.store(TOKEN)).toEqual({ ok: true });
    expect(mac.calls.backend).toBe(0);
  });

  it('keeps a refused token for this run only', async () => {
    const { safeStorage } = createFakeSafeStorage({ available: false });
    const tokens = createTokenStorage({ safeStorage, store: createJsonFileStore(file), platform: 'win32' });
    await tokens.store(TOKEN);

    expect(await tokens.get()).toBe(TOKEN);
    const nextRun = createTokenStorage({ safeStorage, store: createJsonFileStore(file), platform: 'win32' });
    expect(await nextRun.get()).toBeNull();
  });

  it('drops the ciphertext of an earlier sign-in when a new token cannot be stored', async () => {
    const store = createJsonFileStore(file);
    await createTokenStorage({
      safeStorage: createFakeSafeStorage().safeStorage,
      store,
      platform: 'linux',
    }).store('old-token');
    expect(store.get('tokenCiphertext')).toBeDefined();

    const insecure = createFakeSafeStorage({ backend: 'basic_text' }).safeStorage;
    await createTokenStorage({ safeStorage: insecure, store, platform: 'linux' }).store(TOKEN);
    expect(store.get('tokenCiphertext')).toBeUndefined();
  });

  it('clears memory and disk', async () => {
    const { safeStorage } = createFakeSafeStorage();
    const store = createJsonFileStore(file);
    const tokens = createTokenStorage({ safeStorage, store, platform: 'win32' });
    await tokens.store(TOKEN);
    await tokens.clear();

    expect(await tokens.get()).toBeNull();
    expect(store.get('tokenCiphertext')).toBeUndefined();
  });

  it('forgets a ciphertext that no longer decrypts', async () => {
    const store = createJsonFileStore(file);
    store.set('tokenCiphertext', Buffer.from('garbage').toString('base64'));
    const tokens = createTokenStorage({
      safeStorage: createFakeSafeStorage().safeStorage,
      store,
      platform: 'win32',
    });

    expect(await tokens.get()).toBeNull();
    expect(store.get('tokenCiphertext')).toBeUndefined();
  });

  it('re-encrypts when the OS key was rotated', async () => {
    const store = createJsonFileStore(file);
    await createTokenStorage({
      safeStorage: createFakeSafeStorage().safeStorage,
      store,
      platform: 'win32',
    }).store(TOKEN);
    const rotated = createFakeSafeStorage({ shouldReEncrypt: true });

    const tokens = createTokenStorage({ safeStorage: rotated.safeStorage, store, platform: 'win32' });
    expect(await tokens.get()).toBe(TOKEN);
    expect(rotated.calls.encrypt).toBe(1);
  });
});
