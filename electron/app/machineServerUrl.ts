import path from 'node:path';
import { checkServerUrl } from '@ops/shared/desktop/serverUrl';
import { InvalidServerUrlError, type ServerUrlSetting } from '../ipc/serverUrl';

/** Where the address in use comes from, strongest first ('policy': app/managedServerUrl.ts). */
export type ServerUrlSource = 'policy' | 'environment' | 'config-file' | 'user' | 'default';

/** The config file IT may place next to the installed app's executable. */
export const MACHINE_CONFIG_FILE = 'ops-desktop.json';

export interface MachineServerUrl {
  url: string;
  source: 'policy' | 'environment' | 'config-file';
  /** Shown to the user: which variable or file set it. */
  where: string;
}

export interface MachineServerUrlDeps {
  env: Record<string, string | undefined>;
  /** The installed executable (app.getPath('exe')): the config file sits beside it. */
  exePath: string;
  readFile(filePath: string): string | null;
  log(message: string): void;
}

/**
 * The machine-wide server address IT sets for every user of a computer: the OPS_SERVER_URL
 * environment variable, else `serverUrl` in ops-desktop.json beside the executable. Either
 * beats the user's own setting. A value the address rule refuses is logged and ignored, so a
 * typo falls back to the user's setting instead of locking everybody out.
 */
export function readMachineServerUrl(deps: MachineServerUrlDeps): MachineServerUrl | null {
  const fromEnv = deps.env.OPS_SERVER_URL?.trim();
  if (fromEnv) {
    const checked = checkServerUrl(fromEnv);
    if (checked.ok) return { url: checked.url, source: 'environment', where: 'OPS_SERVER_URL' };
    deps.log(`OPS_SERVER_URL ignored: ${checked.message}`);
  }
  const file = path.join(path.dirname(deps.exePath), MACHINE_CONFIG_FILE);
  const text = deps.readFile(file);
  if (text === null) return null;
  let value: unknown;
  try {
    value = (JSON.parse(text) as { serverUrl?: unknown }).serverUrl;
  } catch {
    deps.log(`${file} ignored: not JSON`);
    return null;
  }
  if (typeof value !== 'string') {
    deps.log(`${file} ignored: no "serverUrl" text`);
    return null;
  }
  const checked = checkServerUrl(value);
  if (checked.ok) return { url: checked.url, source: 'config-file', where: file };
  deps.log(`${file} ignored: ${checked.message}`);
  return null;
}

export const machineAddressMessage = (machine: MachineServerUrl): string =>
  `The server address is set for this computer by IT (${machine.where}) and cannot be changed here.`;

/** The user's setting with a machine-wide address laid over it: read-only while one is set. */
export function withMachineServerUrl(
  setting: ServerUrlSetting,
  machine: MachineServerUrl | null,
): ServerUrlSetting & { source(): ServerUrlSource } {
  if (!machine) return { ...setting, source: () => (setting.get() === null ? 'default' : 'user') };
  return {
    get: () => machine.url,
    effective: () => machine.url,
    set() {
      throw new InvalidServerUrlError(machineAddressMessage(machine));
    },
    clear: () => undefined,
    isOnServer(url) {
      try {
        return new URL(url).origin === new URL(machine.url).origin;
      } catch {
        return false;
      }
    },
    source: () => machine.source,
  };
}
