/**
 * The few settings the main process keeps on disk. In the app this is electron-store
 * (`./electronStore.ts`); tests pass a fake. Keys have no dots on purpose:
 * electron-store reads a dot as a path into nested objects.
 */
export type StoreKey = 'tokenCiphertext' | 'serverUrl' | 'windowBounds' | 'startInTray';

export interface KeyValueStore {
  get(key: StoreKey): string | undefined;
  set(key: StoreKey, value: string): void;
  delete(key: StoreKey): void;
}
