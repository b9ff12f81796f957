import { describe, expect, it, vi } from 'vitest';
import { createFakeWindow, createManualTimers } from '../test-support/fakeWindow';
import { createServerUrlSetting, InvalidServerUrlError } from '../ipc/serverUrl';
import { createJsonFileStore } from '../test-support/jsonFileStore';
import {
  GAVE_UP_MESSAGE,
  HANG_GRACE_MS,
  MAX_RELOADS,
  RELOADED_MESSAGE,
  RELOAD_WINDOW_MS,
  watchForCrashes,
} from './crashRecovery';
import { readMachineServerUrl, withMachineServerUrl } from './machineServerUrl';
import { holdsTask } from './heldTask';
import { createTrayMode, HIDDEN_ARG } from './trayMode';
import {
  OFFER_RETRY_MS,
  startUpdateSchedule,
  UPDATE_CHECK_INTERVAL_MS,
  type Updater,
} from './updateSchedule';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function crashSetup() {
  const window = createFakeWindow();
  const timers = createManualTimers();
  let now = 0;
  const deps = {
    log: vi.fn(),
    tell: vi.fn(),
    now: () => now,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
  };
  watchForCrashes(window, deps);
  return { window, timers, deps, advance: (ms: number) => (now += ms) };
}

describe('a crashed or hung page is reloaded, keeping the session (issue 13 §7)', () => {
  it('reloads after the renderer process is gone and tells the user', () => {
    const { window, deps } = crashSetup();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    expect(window.webContents.reloads).toBe(1);
    expect(deps.tell).toHaveBeenCalledWith(RELOADED_MESSAGE);
    expect(deps.log).toHaveBeenCalledWith('Page process gone; reloading', {
      reason: 'crashed',
      exitCode: 139,
    });
  });

  it('leaves a page closed on purpose alone', () => {
    const { window, deps } = crashSetup();
    window.webContents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(window.webContents.reloads).toBe(0);
    expect(deps.tell).not.toHaveBeenCalled();
  });

  it('reloads a page frozen for the grace period, but not one that recovers', () => {
    const { window, timers, deps } = crashSetup();
    window.emit('unresponsive');
    window.emit('responsive');
    timers.fireAll();
    expect(window.webContents.reloads).toBe(0);

    window.emit('unresponsive');
    window.emit('unresponsive');
    expect(timers.pending()).toEqual([HANG_GRACE_MS]);
    timers.fireAll();
    expect(window.webContents.crashes).toBe(1);
    expect(window.webContents.reloads).toBe(1);
    // The renderer we ended reports itself gone: that is not a second crash.
    window.webContents.emit('render-process-gone', {}, { reason: 'killed', exitCode: 9 });
    expect(window.webContents.reloads).toBe(1);
    expect(deps.tell).toHaveBeenCalledTimes(1);
  });

  it('stops reloading a page that keeps dying, and says what to do', () => {
    const { window, deps, advance } = crashSetup();
    for (let i = 0; i < MAX_RELOADS + 1; i += 1) {
      window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
      advance(1000);
    }
    expect(window.webContents.reloads).toBe(MAX_RELOADS);
    expect(deps.tell).toHaveBeenLastCalledWith(GAVE_UP_MESSAGE);
    advance(RELOAD_WINDOW_MS);
    window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    expect(window.webContents.reloads).toBe(MAX_RELOADS + 1);
  });
});

function fakeUpdater() {
  const listeners: Array<(info: { version: string }) => void> = [];
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checks: 0,
    installs: 0,
    checkForUpdates: async () => {
      updater.checks += 1;
      return null;
    },
    on: (_event: 'update-downloaded', listener: (info: { version: string }) => void) =>
      listeners.push(listener),
    quitAndInstall: () => {
      updater.installs += 1;
    },
    downloaded: (version: string) => listeners.forEach((listener) => listener({ version })),
  };
  return updater satisfies Updater;
}

function updateSetup(options: { holding: boolean[]; answers: boolean[] }) {
  const updater = fakeUpdater();
  const intervals: Array<{ run: () => void; ms: number }> = [];
  const offerRestart = vi.fn(async () => options.answers.shift() ?? false);
  const deps = {
    isPackaged: true,
    loadUpdater: async () => updater,
    isHoldingTask: vi.fn(async () => options.holding.shift() ?? false),
    offerRestart,
    log: vi.fn(),
    setInterval: (run: () => void, ms: number) => {
      intervals.push({ run, ms });
      return {};
    },
  };
  return { updater, intervals, deps, offerRestart };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('updates during a shift (issue 13 §7)', () => {
  it('checks at start and every 4 hours, downloading in the background', async () => {
    const { updater, intervals, deps } = updateSetup({ holding: [], answers: [] });
    await startUpdateSchedule(deps);
    expect(updater.autoDownload).toBe(true);
    expect(updater.checks).toBe(1);
    expect(intervals.map((interval) => interval.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS, OFFER_RETRY_MS]);
    intervals[0]!.run();
    await settle();
    expect(updater.checks).toBe(2);
  });

  it('never offers a restart while the agent holds a task, and offers it once they do not', async () => {
    const { updater, intervals, deps, offerRestart } = updateSetup({
      holding: [true, true, false],
      answers: [true],
    });
    await startUpdateSchedule(deps);
    updater.downloaded('1.4.0');
    await settle();
    intervals[1]!.run();
    await settle();
    expect(offerRestart).not.toHaveBeenCalled();
    intervals[1]!.run();
    await settle();
    expect(offerRestart).toHaveBeenCalledWith('1.4.0');
    expect(updater.installs).toBe(1);
  });

  it("'Later' is respected: nothing installs until the next download is offered and taken", async () => {
    const { updater, intervals, deps, offerRestart } = updateSetup({ holding: [], answers: [false] });
    await startUpdateSchedule(deps);
    updater.downloaded('1.4.0');
    await settle();
    intervals[1]!.run();
    await settle();
    expect(offerRestart).toHaveBeenCalledTimes(1);
    expect(updater.installs).toBe(0);
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it("'Please update the app' → Update: checks now and installs once downloaded, without asking again or waiting for the task", async () => {
    const { updater, deps, offerRestart } = updateSetup({ holding: [true], answers: [] });
    const schedule = await startUpdateSchedule(deps);
    await schedule!.updateNow();
    expect(updater.checks).toBe(2);
    expect(updater.installs).toBe(0);
    updater.downloaded('2.0.0');
    await settle();
    expect(updater.installs).toBe(1);
    expect(offerRestart).not.toHaveBeenCalled();
  });

  it('Update with a build already downloaded (after Later) installs it at once', async () => {
    const { updater, deps } = updateSetup({ holding: [true], answers: [] });
    const schedule = await startUpdateSchedule(deps);
    updater.downloaded('2.0.0');
    await settle();
    expect(updater.installs).toBe(0);
    await schedule!.updateNow();
    expect(updater.installs).toBe(1);
  });

  it('does nothing in a build run from source, and survives a failed check', async () => {
    const { deps } = updateSetup({ holding: [], answers: [] });
    expect(await startUpdateSchedule({ ...deps, isPackaged: false })).toBeNull();
    const failing = { ...fakeUpdater(), checkForUpdates: async () => Promise.reject(new Error('offline')) };
    await startUpdateSchedule({ ...deps, loadUpdater: async () => failing });
    expect(deps.log).toHaveBeenCalledWith('Update check failed', new Error('offline'));
  });
});

describe('the machine-wide server address (issue 13 §7)', () => {
  const exePath = '/opt/Ops Desktop/ops-desktop';
  const files = (content: Record<string, string>) => (file: string) => content[file] ?? null;

  it('takes OPS_SERVER_URL first, then ops-desktop.json beside the executable', () => {
    const config = {
      '/opt/Ops Desktop/ops-desktop.json': JSON.stringify({ serverUrl: 'https://ops.office.example' }),
    };
    const log = vi.fn();
    expect(
      readMachineServerUrl({
        env: { OPS_SERVER_URL: 'https://api.example' },
        exePath,
        readFile: files(config),
        log,
      }),
    ).toEqual({
      url: 'https://api.example',
      source: 'environment',
      where: 'OPS_SERVER_URL',
    });
    expect(readMachineServerUrl({ env: {}, exePath, readFile: files(config), log })).toEqual({
      url: 'https://ops.office.example',
      source: 'config-file',
      where: '/opt/Ops Desktop/ops-desktop.json',
    });
    expect(readMachineServerUrl({ env: {}, exePath, readFile: files({}), log })).toBeNull();
  });

  it('ignores, and logs, an address the rule refuses', () => {
    const log = vi.fn();
    const config = { '/opt/Ops Desktop/ops-desktop.json': '{"serverUrl": "http://10.0.0.5:4000"}' };
    expect(
      readMachineServerUrl({ env: { OPS_SERVER_URL: 'ftp://x' }, exePath, readFile: files(config), log }),
    ).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]![0]).toMatch(/^OPS_SERVER_URL ignored: /);
  });

  it("beats the user's setting, which becomes read-only", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-electron-'));
    const userSetting = createServerUrlSetting(createJsonFileStore(path.join(dir, 'config.json')));
    userSetting.set('https://mine.example');
    expect(withMachineServerUrl(userSetting, null).source()).toBe('user');
    const locked = withMachineServerUrl(userSetting, {
      url: 'https://it.example',
      source: 'config-file',
      where: '/opt/x/ops-desktop.json',
    });
    expect(locked.effective()).toBe('https://it.example');
    expect(locked.get()).toBe('https://it.example');
    expect(locked.source()).toBe('config-file');
    expect(() => locked.set('https://other.example')).toThrow(InvalidServerUrlError);
    expect(() => locked.set('https://other.example')).toThrow(
      /set for this computer by IT \(\/opt\/x\/ops-desktop.json\)/,
    );
    expect(userSetting.get()).toBe('https://mine.example');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('start minimised to the tray at login (issue 13 §7)', () => {
  it('registers the login item with the hidden flag, and only then starts hidden', () => {
    let stored: string | undefined;
    const setLoginItemSettings = vi.fn();
    const mode = createTrayMode({
      readSetting: () => stored,
      writeSetting: (value) => (stored = value),
      setLoginItemSettings,
    });
    expect(mode.startHidden([HIDDEN_ARG], {})).toBe(false);
    mode.set(true);
    expect(setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: true, args: [HIDDEN_ARG] });
    expect(mode.startHidden(['ops-desktop', HIDDEN_ARG], {})).toBe(true);
    expect(mode.startHidden(['ops-desktop'], { wasOpenedAtLogin: true })).toBe(true);
    expect(mode.startHidden(['ops-desktop'], {})).toBe(false);
    mode.set(false);
    expect(setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: false, args: [] });
    expect(mode.enabled()).toBe(false);
  });
});

describe('whether the agent holds a task, asked of the server', () => {
  const answer = (body: unknown, ok = true) =>
    vi.fn(async () => ({ ok, status: ok ? 200 : 502, json: async () => body }));

  it('is true only with a task in hand', async () => {
    const fetch = answer({ data: { getUserAssignedTask: { task: { _id: 't1' } } } });
    expect(await holdsTask({ serverUrl: 'https://ops.example', token: 'tok', fetch })).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      'https://ops.example/graphql',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer tok' }) }),
    );
    expect(
      await holdsTask({
        serverUrl: 'https://ops.example',
        token: 'tok',
        fetch: answer({ data: { getUserAssignedTask: { task: null } } }),
      }),
    ).toBe(false);
    expect(
      await holdsTask({
        serverUrl: 'https://ops.example',
        token: 'tok',
        fetch: answer({ data: null, errors: [{ message: 'User Not Checked In' }] }),
      }),
    ).toBe(false);
    expect(await holdsTask({ serverUrl: 'https://ops.example', token: null, fetch })).toBe(false);
  });

  it('throws when the server cannot say, so no restart is offered on a guess', async () => {
    await expect(
      holdsTask({ serverUrl: 'https://ops.example', token: 'tok', fetch: answer({}, false) }),
    ).rejects.toThrow(/502/);
  });
});
