import { checkServerUrl } from '@ops/shared/desktop/serverUrl';
import { readMachineServerUrl, type MachineServerUrl, type MachineServerUrlDeps } from './machineServerUrl';

/**
 * The server address IT presets for every user of a computer, where an update never touches it
 * and a user without administrator rights cannot change it:
 * - Windows: the registry value `ServerUrl` (REG_SZ) under HKLM\SOFTWARE\Policies\Ops Desktop
 *   (Group Policy / Intune) or HKLM\SOFTWARE\Ops Desktop, read with reg.exe;
 * - macOS: `ServerUrl` in /Library/Managed Preferences/eg.cairo.ops.desktop.plist (a
 *   configuration profile pushed by the MDM), read with plutil (MDMs write binary plists);
 * - Linux: `{"serverUrl": "https://…"}` in /etc/ops-desktop/config.json.
 * It beats OPS_SERVER_URL, ops-desktop.json and the user's own setting: a user may not
 * override it (File › Change server address… shows it as set by IT). A value the address rule
 * refuses is logged and ignored, so a typo falls back instead of locking everybody out.
 */
export const WINDOWS_POLICY_KEYS = [
  'HKLM\\SOFTWARE\\Policies\\Ops Desktop',
  'HKLM\\SOFTWARE\\Ops Desktop',
] as const;
export const WINDOWS_VALUE_NAME = 'ServerUrl';
export const MAC_MANAGED_PREFERENCES = '/Library/Managed Preferences/eg.cairo.ops.desktop.plist';
export const MAC_KEY = 'ServerUrl';
export const LINUX_CONFIG_FILE = '/etc/ops-desktop/config.json';

export interface ManagedServerUrlDeps {
  platform: NodeJS.Platform;
  /** The Windows folder (%SystemRoot%), where reg.exe lives. */
  systemRoot?: string | undefined;
  /** Runs a program without a shell; rejects when it exits non-zero (a missing key or value). */
  execFile(file: string, args: string[]): Promise<{ stdout: string }>;
  readFile(filePath: string): string | null;
  log(message: string): void;
}

function accepted(value: string, where: string, deps: ManagedServerUrlDeps): MachineServerUrl | null {
  const checked = checkServerUrl(value.trim());
  if (checked.ok) return { url: checked.url, source: 'policy', where };
  deps.log(`${where} ignored: ${checked.message}`);
  return null;
}

/** The value of `reg query <key> /v ServerUrl`: "    ServerUrl    REG_SZ    https://…". */
export function parseRegQuery(stdout: string, valueName: string): string | null {
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^\s+(\S+)\s+REG_(?:EXPAND_)?SZ\s+(.*?)\s*$/.exec(line);
    if (match && match[1]!.toLowerCase() === valueName.toLowerCase()) return match[2] ?? '';
  }
  return null;
}

async function fromRegistry(deps: ManagedServerUrlDeps): Promise<MachineServerUrl | null> {
  // The full path: a reg.exe earlier on the user's PATH must not answer for the registry.
  const reg = `${deps.systemRoot ?? 'C:\\Windows'}\\System32\\reg.exe`;
  for (const key of WINDOWS_POLICY_KEYS) {
    let stdout: string;
    try {
      // /reg:64: the 64-bit view, where an administrator's regedit and Group Policy write.
      ({ stdout } = await deps.execFile(reg, ['query', key, '/v', WINDOWS_VALUE_NAME, '/reg:64']));
    } catch {
      continue; // no such key or value
    }
    const value = parseRegQuery(stdout, WINDOWS_VALUE_NAME);
    if (value === null) continue;
    const found = accepted(value, `${key}\\${WINDOWS_VALUE_NAME}`, deps);
    if (found) return found;
  }
  return null;
}

async function fromManagedPreferences(deps: ManagedServerUrlDeps): Promise<MachineServerUrl | null> {
  if (deps.readFile(MAC_MANAGED_PREFERENCES) === null) return null;
  let stdout: string;
  try {
    ({ stdout } = await deps.execFile('/usr/bin/plutil', [
      '-extract',
      MAC_KEY,
      'raw',
      '-o',
      '-',
      MAC_MANAGED_PREFERENCES,
    ]));
  } catch {
    deps.log(`${MAC_MANAGED_PREFERENCES} ignored: no ${MAC_KEY} text in it`);
    return null;
  }
  return accepted(stdout, `${MAC_MANAGED_PREFERENCES} (${MAC_KEY})`, deps);
}

function fromEtc(deps: ManagedServerUrlDeps): MachineServerUrl | null {
  const text = deps.readFile(LINUX_CONFIG_FILE);
  if (text === null) return null;
  let value: unknown;
  try {
    value = (JSON.parse(text) as { serverUrl?: unknown }).serverUrl;
  } catch {
    deps.log(`${LINUX_CONFIG_FILE} ignored: not JSON`);
    return null;
  }
  if (typeof value !== 'string') {
    deps.log(`${LINUX_CONFIG_FILE} ignored: no "serverUrl" text`);
    return null;
  }
  return accepted(value, LINUX_CONFIG_FILE, deps);
}

export async function readManagedServerUrl(deps: ManagedServerUrlDeps): Promise<MachineServerUrl | null> {
  if (deps.platform === 'win32') return fromRegistry(deps);
  if (deps.platform === 'darwin') return fromManagedPreferences(deps);
  return fromEtc(deps);
}

/**
 * The address IT set for this computer, strongest first: the managed preset above, then
 * OPS_SERVER_URL, then ops-desktop.json beside the executable (app/machineServerUrl.ts).
 * Whichever is found beats the user's own setting (withMachineServerUrl).
 */
export async function readPresetServerUrl(
  deps: ManagedServerUrlDeps & MachineServerUrlDeps,
): Promise<MachineServerUrl | null> {
  return (await readManagedServerUrl(deps)) ?? readMachineServerUrl(deps);
}
