import { describe, expect, it } from 'vitest';
import type { KeyValueStore, StoreKey } from '../store/keyValueStore';
import { createServerUrlSetting } from './serverUrl';

function mapStore(initial: Partial<Record<StoreKey, string>> = {}): KeyValueStore {
  const map = new Map<StoreKey, string>(Object.entries(initial) as Array<[StoreKey, string]>);
  return { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), delete: (k) => void map.delete(k) };
}

describe('server URL setting', () => {
  it('is null on first run while the default is used', () => {
    const setting = createServerUrlSetting(mapStore());
    expect(setting.get()).toBeNull();
    expect(setting.effective()).toBe('http://localhost:4000');
  });

  it('stores a normalised https URL, and http only for this computer', () => {
    const store = mapStore();
    const setting = createServerUrlSetting(store);
    setting.set('  https://ops.example.eg/api/  ');
    expect(store.get('serverUrl')).toBe('https://ops.example.eg/api');
    expect(setting.get()).toBe('https://ops.example.eg/api');
    setting.set('http://127.0.0.1:4000/');
    expect(setting.get()).toBe('http://127.0.0.1:4000');
  });

  it('refuses plain http to another machine, saying why, and keeps the old address', () => {
    const setting = createServerUrlSetting(mapStore({ serverUrl: 'https://ops.example.eg' }));
    for (const insecure of ['http://10.0.0.5:4000', 'http://ops.example.eg']) {
      expect(() => setting.set(insecure)).toThrow(
        'Use https:// for a server other than this computer: the connection carries your password and session.',
      );
    }
    expect(setting.get()).toBe('https://ops.example.eg');
  });

  it('rejects what is not an http(s) server address', () => {
    const setting = createServerUrlSetting(mapStore());
    for (const bad of ['localhost:4000', 'ftp://x', 'file:///etc', 'javascript:alert(1)', '']) {
      expect(() => setting.set(bad)).toThrow('The server address must start with http:// or https://');
    }
    for (const bad of ['https://u:p@host', 'https://h/?q=1']) {
      expect(() => setting.set(bad)).toThrow(
        'Enter only the server address, without a user name, password, ? or #.',
      );
    }
    expect(setting.get()).toBeNull();
  });

  it('treats a stored value it would now refuse as not chosen, so the renderer asks again', () => {
    expect(createServerUrlSetting(mapStore({ serverUrl: 'nonsense' })).get()).toBeNull();
    // Saved by an earlier version that accepted plain http to any host.
    const legacy = createServerUrlSetting(mapStore({ serverUrl: 'http://10.0.0.5:4000' }));
    expect(legacy.get()).toBeNull();
    expect(legacy.effective()).toBe('http://localhost:4000');
  });

  it('forgets the address on clear', () => {
    const store = mapStore({ serverUrl: 'https://ops.example.eg' });
    createServerUrlSetting(store).clear();
    expect(store.get('serverUrl')).toBeUndefined();
  });

  it('knows which URLs are on the configured server', () => {
    const setting = createServerUrlSetting(mapStore({ serverUrl: 'https://10.0.0.5:4000' }));
    expect(setting.isOnServer('https://10.0.0.5:4000/export')).toBe(true);
    expect(setting.isOnServer('https://10.0.0.5:4001/export')).toBe(false);
    expect(setting.isOnServer('http://10.0.0.5:4000/export')).toBe(false);
    expect(setting.isOnServer('https://evil.example/export')).toBe(false);
    expect(setting.isOnServer('not a url')).toBe(false);
  });
});
