import Store from 'electron-store';
import type { KeyValueStore, StoreKey } from './keyValueStore';

type Settings = Partial<Record<StoreKey, string>>;

/**
 * electron-store 12 needs Node 22, which Electron's main process has and the Node 20
 * that runs our tests does not, so only main.ts imports this file; everything else
 * takes a `KeyValueStore`.
 */
export function createElectronStore(): KeyValueStore {
  const store = new Store<Settings>({ name: 'ops-desktop', clearInvalidConfig: false });
  return {
    get(key) {
      // The file is user-editable, so a value of the wrong type is treated as absent.
      const value: unknown = store.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    set(key, value) {
      store.set(key, value);
    },
    delete(key) {
      store.delete(key);
    },
  };
}
