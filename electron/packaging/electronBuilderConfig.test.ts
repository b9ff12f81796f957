import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'electron-builder';
import { DebugLogger } from 'builder-util';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
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

  it("passes electron-builder's own schema (a misspelt option stops no build silently)", async () => {
    await expect(validateConfiguration(config, new DebugLogger())).resolves.toBeUndefined();
    await expect(
      validateConfiguration(
        { ...config, nsis: { ...config.nsis, perMachineX: true } as Configuration['nsis'] },
        new DebugLogger(),
      ),
    ).rejects.toThrow(/configuration\.nsis/);
    // The schema compiles slowly (seconds on a busy machine).
  }, 60_000);

  it('signs Windows builds with the HSM hook, SHA-256 only, and never from a certificate file', () => {
    const options = config.win?.signtoolOptions;
    expect(options?.sign).toBe('./electron/packaging/windowsSign.mjs');
    expect(existsSync(path.join(root, options?.sign as string))).toBe(true);
    expect(options?.signingHashAlgorithms).toEqual(['sha256']);
    expect(options?.certificateFile).toBeUndefined();
    expect(config.win?.azureSignOptions).toBeUndefined();
  });

  it('offers a per-machine install: NSIS for all users (/allusers, elevation) and a per-machine MSI with a fixed upgrade code', () => {
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      packElevateHelper: true,
    });
    const targets = (config.win?.target as Array<{ target: string }>).map((entry) => entry.target);
    expect(targets).toEqual(['nsis', 'msi']);
    expect(config.msi?.perMachine).toBe(true);
    expect(config.msi?.upgradeCode).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
  });
});
