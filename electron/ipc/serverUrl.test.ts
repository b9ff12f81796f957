import { describe, expect, it } from 'vitest';
import type { KeyValueStore, StoreKey } from '../store/keyValueStore';
import { createServerUrlSetting, normalizeServerUrl } from './serverUrl';

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

  it('stores a normalised http(s) URL', () => {
    const store = mapStore();
    const setting = createServerUrlSetting(store);
    setting.set('  https://ops.example.eg/api/  ');
    expect(store.get('serverUrl')).toBe('https://ops.example.eg/api');
    expect(setting.get()).toBe('https://ops.example.eg/api');
  });

  it('rejects what is not an http(s) server address', () => {
    const setting = createServerUrlSetting(mapStore());
    for (const bad of [
      'localhost:4000',
      'ftp://x',
      'file:///etc',
      'javascript:alert(1)',
      'http://u:p@host',
      'http://h/?q=1',
      '',
    ]) {
      expect(() => setting.set(bad)).toThrow('The server address must start with http:// or https://');
    }
    expect(setting.get()).toBeNull();
  });

  it('treats a hand-edited invalid value as not chosen', () => {
    expect(createServerUrlSetting(mapStore({ serverUrl: 'nonsense' })).get()).toBeNull();
  });

  it('knows which URLs are on the configured server', () => {
    const setting = createServerUrlSetting(mapStore({ serverUrl: 'http://10.0.0.5:4000' }));
    expect(setting.isOnServer('http://10.0.0.5:4000/export')).toBe(true);
    expect(setting.isOnServer('http://10.0.0.5:4001/export')).toBe(false);
    expect(setting.isOnServer('https://evil.example/export')).toBe(false);
    expect(setting.isOnServer('not a url')).toBe(false);
  });

  it('normalises to origin plus path without a trailing slash', () => {
    expect(normalizeServerUrl('HTTP://LOCALHOST:4000/')).toBe('http://localhost:4000');
    expect(normalizeServerUrl('https://ops.example.eg:443')).toBe('https://ops.example.eg');
  });
});
