import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * No Electron binary runs here, so the fuses cannot be read back from a packaged app
 * (`npx @electron/fuses read --app …` does that on a release machine). This checks the
 * configuration electron-builder flips them from, right before signing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = parse(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as Configuration;

type Fuses = NonNullable<Configuration['electronFuses']>;

// Typed against electron-builder's own FuseOptionsV1, so a misspelt option name fails to compile.
const required = {
  // ELECTRON_RUN_AS_NODE would turn the app into a plain Node that can call safeStorage
  // under our identity and decrypt the stored token.
  runAsNode: false,
  // NODE_OPTIONS (--require a script) and --inspect (attach a debugger) do the same by other doors.
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  // Only our signed app.asar, checked against the hash in the signed executable, is loaded.
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  // The page is served from app://, never file://.
  grantFileProtocolExtraPrivileges: false,
} satisfies Fuses;

describe('electron-builder.yml', () => {
  it('flips the fuses that close the run-as-Node, inspector and unpacked-code doors', () => {
    expect(config.electronFuses).toEqual(required);
  });

  it('packs the app into an asar with its integrity hash, as the asar fuses need', () => {
    expect(config.asar).toBe(true);
    expect(config.disableAsarIntegrity ?? false).toBe(false);
    // Code left beside the archive would be loaded without the integrity check.
    expect(config.asarUnpack ?? []).toEqual([]);
  });
});
