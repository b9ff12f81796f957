import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStore, StoreKey } from '../store/keyValueStore';
import { createServerUrlSetting } from '../ipc/serverUrl';
import { changeServerAddress } from './changeServer';

function setup(confirmed: boolean) {
  const map = new Map<StoreKey, string>([['serverUrl', 'https://ops.example.eg']]);
  const store: KeyValueStore = {
    get: (k) => map.get(k),
    set: (k, v) => void map.set(k, v),
    delete: (k) => void map.delete(k),
  };
  const deps = {
    confirm: vi.fn(async () => confirmed),
    serverUrl: createServerUrlSetting(store),
    tokens: { clear: vi.fn(async () => undefined) },
    reload: vi.fn(),
  };
  return { deps };
}

describe('change server address (File menu)', () => {
  it('forgets the address and the session, then reloads into the setup page', async () => {
    const { deps } = setup(true);
    expect(await changeServerAddress(deps)).toBe(true);
    expect(deps.serverUrl.get()).toBeNull();
    // The old server's token must never be sent to the next one.
    expect(deps.tokens.clear).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('changes nothing when the user cancels', async () => {
    const { deps } = setup(false);
    expect(await changeServerAddress(deps)).toBe(false);
    expect(deps.serverUrl.get()).toBe('https://ops.example.eg');
    expect(deps.tokens.clear).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
