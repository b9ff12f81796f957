import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createServerUrlSetting, InvalidServerUrlError } from '../ipc/serverUrl';
import { createJsonFileStore } from '../test-support/jsonFileStore';
import { withMachineServerUrl } from './machineServerUrl';
import {
  LINUX_CONFIG_FILE,
  MAC_MANAGED_PREFERENCES,
  parseRegQuery,
  readManagedServerUrl,
  readPresetServerUrl,
  type ManagedServerUrlDeps,
} from './managedServerUrl';

/** The IT preset of the server address, per platform, with the registry, plutil and files injected. */
type Exec = ManagedServerUrlDeps['execFile'];

const notFound: Exec = async () => {
  throw Object.assign(
    new Error('ERROR: The system was unable to find the specified registry key or value.'),
    { code: 1 },
  );
};

function deps(overrides: Partial<ManagedServerUrlDeps>) {
  return {
    platform: 'linux' as NodeJS.Platform,
    execFile: notFound,
    readFile: () => null,
    ...overrides,
    log: vi.fn<(message: string) => void>(),
  };
}

/** What reg.exe prints for a value that exists (Windows 10/11). */
const regAnswer = (key: string, value: string) => `\r\n${key}\r\n    ServerUrl    REG_SZ    ${value}\r\n\r\n`;

describe('Windows: the registry (HKLM)', () => {
  it('reads ServerUrl with the system reg.exe in the 64-bit view, the Group Policy key first', async () => {
    const calls: Array<[string, string[]]> = [];
    const registry: Record<string, string> = {
      'HKLM\\SOFTWARE\\Policies\\Ops Desktop': 'https://ops.policy.example',
      'HKLM\\SOFTWARE\\Ops Desktop': 'https://ops.office.example',
    };
    const execFile: Exec = async (file, args) => {
      calls.push([file, args]);
      const value = registry[args[1]!];
      if (value === undefined) return notFound(file, args);
      return { stdout: regAnswer(args[1]!, value) };
    };
    const d = deps({ platform: 'win32', systemRoot: 'C:\\WINDOWS', execFile });
    expect(await readManagedServerUrl(d)).toEqual({
      url: 'https://ops.policy.example',
      source: 'policy',
      where: 'HKLM\\SOFTWARE\\Policies\\Ops Desktop\\ServerUrl',
    });
    expect(calls).toEqual([
      [
        'C:\\WINDOWS\\System32\\reg.exe',
        ['query', 'HKLM\\SOFTWARE\\Policies\\Ops Desktop', '/v', 'ServerUrl', '/reg:64'],
      ],
    ]);

    delete registry['HKLM\\SOFTWARE\\Policies\\Ops Desktop'];
    expect(await readManagedServerUrl(d)).toEqual({
      url: 'https://ops.office.example',
      source: 'policy',
      where: 'HKLM\\SOFTWARE\\Ops Desktop\\ServerUrl',
    });
  });

  it('no key: nothing preset, nothing logged', async () => {
    const d = deps({ platform: 'win32', execFile: notFound });
    expect(await readManagedServerUrl(d)).toBeNull();
    expect(d.log).not.toHaveBeenCalled();
  });

  it('a value the address rule refuses is logged and the next key is tried', async () => {
    const execFile: Exec = async (_file, args) => ({
      stdout: regAnswer(
        args[1]!,
        args[1]!.includes('Policies') ? 'http://10.0.0.5:4000' : 'https://ops.office.example',
      ),
    });
    const d = deps({ platform: 'win32', execFile });
    expect((await readManagedServerUrl(d))?.url).toBe('https://ops.office.example');
    expect(d.log).toHaveBeenCalledTimes(1);
    expect(d.log.mock.calls[0]![0]).toMatch(/^HKLM\\SOFTWARE\\Policies\\Ops Desktop\\ServerUrl ignored: /);
  });

  it('parses REG_SZ and REG_EXPAND_SZ lines, and no other value', () => {
    expect(
      parseRegQuery(regAnswer('HKLM\\SOFTWARE\\Ops Desktop', 'https://a.example/ops '), 'ServerUrl'),
    ).toBe('https://a.example/ops');
    expect(parseRegQuery('\n    serverurl    REG_EXPAND_SZ    https://b.example\n', 'ServerUrl')).toBe(
      'https://b.example',
    );
    expect(parseRegQuery('\n    Other    REG_SZ    https://c.example\n', 'ServerUrl')).toBeNull();
    expect(parseRegQuery('\n    ServerUrl    REG_DWORD    0x1\n', 'ServerUrl')).toBeNull();
  });
});

describe('macOS: the managed preferences file (configuration profile)', () => {
  it('reads ServerUrl from /Library/Managed Preferences with plutil (binary or XML plist)', async () => {
    const execFile = vi.fn<Exec>(async () => ({ stdout: 'https://ops.mdm.example\n' }));
    const d = deps({
      platform: 'darwin',
      readFile: (file) => (file === MAC_MANAGED_PREFERENCES ? 'bplist00…' : null),
      execFile,
    });
    expect(await readManagedServerUrl(d)).toEqual({
      url: 'https://ops.mdm.example',
      source: 'policy',
      where: '/Library/Managed Preferences/eg.cairo.ops.desktop.plist (ServerUrl)',
    });
    expect(execFile).toHaveBeenCalledWith('/usr/bin/plutil', [
      '-extract',
      'ServerUrl',
      'raw',
      '-o',
      '-',
      MAC_MANAGED_PREFERENCES,
    ]);
  });

  it('no profile: plutil is not even started; a profile without the key is logged', async () => {
    const execFile = vi.fn<Exec>(notFound);
    expect(await readManagedServerUrl(deps({ platform: 'darwin', execFile }))).toBeNull();
    expect(execFile).not.toHaveBeenCalled();
    const d = deps({ platform: 'darwin', readFile: () => '<plist/>', execFile });
    expect(await readManagedServerUrl(d)).toBeNull();
    expect(d.log).toHaveBeenCalledWith(`${MAC_MANAGED_PREFERENCES} ignored: no ServerUrl text in it`);
  });
});

describe('Linux: /etc/ops-desktop/config.json', () => {
  const files = (content: Record<string, string>) => (file: string) => content[file] ?? null;

  it('reads serverUrl from the file', async () => {
    const d = deps({
      platform: 'linux',
      readFile: files({ [LINUX_CONFIG_FILE]: '{"serverUrl": "https://ops.example.eg"}' }),
    });
    expect(await readManagedServerUrl(d)).toEqual({
      url: 'https://ops.example.eg',
      source: 'policy',
      where: LINUX_CONFIG_FILE,
    });
  });

  it('ignores and logs a file that is not JSON, has no text, or an address the rule refuses', async () => {
    for (const [text, why] of [
      ['serverUrl=https://x', 'not JSON'],
      ['{"serverUrl": 5}', 'no "serverUrl" text'],
      ['{"serverUrl": "http://10.1.1.1"}', ''],
    ] as const) {
      const d = deps({ platform: 'linux', readFile: files({ [LINUX_CONFIG_FILE]: text }) });
      expect(await readManagedServerUrl(d)).toBeNull();
      expect(d.log.mock.calls[0]![0]).toContain(`${LINUX_CONFIG_FILE} ignored: ${why}`);
    }
  });

  it('no file: nothing preset', async () => {
    expect(await readManagedServerUrl(deps({ platform: 'linux' }))).toBeNull();
  });
});

describe('precedence: the IT preset over everything the user can set', () => {
  const exePath = 'C:\\Users\\agent\\AppData\\Local\\Programs\\Ops Desktop\\Ops Desktop.exe';

  it('the registry beats OPS_SERVER_URL and ops-desktop.json, which beat the user; the user cannot change it', async () => {
    const besideExe = (file: string) =>
      file.endsWith('ops-desktop.json') ? '{"serverUrl": "https://beside.example"}' : null;
    const registry: Exec = async (_file, args) => ({
      stdout: regAnswer(args[1]!, 'https://ops.policy.example'),
    });
    const base = {
      platform: 'win32' as const,
      env: { OPS_SERVER_URL: 'https://env.example' },
      exePath,
      readFile: besideExe,
      log: vi.fn(),
    };
    const preset = await readPresetServerUrl({ ...base, execFile: registry });
    expect(preset?.url).toBe('https://ops.policy.example');
    expect((await readPresetServerUrl({ ...base, execFile: notFound }))?.url).toBe('https://env.example');
    expect((await readPresetServerUrl({ ...base, env: {}, execFile: notFound }))?.url).toBe(
      'https://beside.example',
    );
    expect(
      await readPresetServerUrl({ ...base, env: {}, readFile: () => null, execFile: notFound }),
    ).toBeNull();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-preset-'));
    try {
      const user = createServerUrlSetting(createJsonFileStore(path.join(dir, 'config.json')));
      user.set('https://mine.example');
      const setting = withMachineServerUrl(user, preset);
      expect(setting.effective()).toBe('https://ops.policy.example');
      expect(setting.source()).toBe('policy');
      expect(() => setting.set('https://mine.example')).toThrow(InvalidServerUrlError);
      expect(() => setting.set('https://mine.example')).toThrow(
        /set for this computer by IT \(HKLM\\SOFTWARE\\Policies\\Ops Desktop\\ServerUrl\)/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
