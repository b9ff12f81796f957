import { readFileSync, writeFileSync } from 'node:fs';
import type { KeyValueStore, StoreKey } from '../store/keyValueStore';

/**
 * Test stand-in for electron-store: writes the whole JSON file on every change, so a
 * test can read exactly what would sit on the user's disk.
 */
export function createJsonFileStore(filePath: string): KeyValueStore {
  const read = (): Partial<Record<StoreKey, string>> => {
    try {
      return JSON.parse(readFileSync(filePath, 'utf8')) as Partial<Record<StoreKey, string>>;
    } catch {
      return {};
    }
  };
  const write = (data: Partial<Record<StoreKey, string>>): void => {
    writeFileSync(filePath, JSON.stringify(data, null, 2));
  };
  return {
    get: (key) => read()[key],
    set: (key, value) => write({ ...read(), [key]: value }),
    delete: (key) => {
      const data = read();
      delete data[key];
      write(data);
    },
  };
}
