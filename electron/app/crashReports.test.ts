import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_BOX_TITLE,
  recordCrashes,
  startCrashReporter,
  type ChildGoneDetails,
  type CrashLogDeps,
  type GoneDetails,
} from './crashReports';
import { createMainLog } from './mainLog';

/** Crashes are kept on this machine for IT: minidumps, and crashes.log (rotated), with Electron injected. */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setUp(maxSize?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ops-crash-'));
  dirs.push(dir);
  const log = createMainLog(dir, { console: false, name: 'crashes', ...(maxSize ? { maxSize } : {}) });
  const processListeners = new Map<string, (error: unknown) => void>();
  let renderGone: ((event: unknown, webContents: { getURL(): string }, details: GoneDetails) => void) | null =
    null;
  let childGone: ((event: unknown, details: ChildGoneDetails) => void) | null = null;
  const deps: CrashLogDeps = {
    onProcess: (event, listener) => processListeners.set(event, listener),
    onRenderProcessGone: (listener) => {
      renderGone = listener;
    },
    onChildProcessGone: (listener) => {
      childGone = listener;
    },
    log,
    showErrorBox: vi.fn(),
    crashDumpsDir: 'C:\\Users\\agent\\AppData\\Roaming\\Ops Desktop\\Crashpad',
  };
  recordCrashes(deps);
  return {
    dir,
    deps,
    log,
    text: () => readFileSync(log.filePath, 'utf8'),
    throwInMain: (error: unknown) => processListeners.get('uncaughtException')!(error),
    rejectInMain: (reason: unknown) => processListeners.get('unhandledRejection')!(reason),
    pageGone: (details: GoneDetails) => renderGone!({}, { getURL: () => 'app://ops/#/tasks' }, details),
    childGone: (details: ChildGoneDetails) => childGone!({}, details),
  };
}

describe('local crash reports', () => {
  it('starts the crash reporter with nothing uploaded', () => {
    const crashReporter = { start: vi.fn() };
    startCrashReporter(crashReporter);
    expect(crashReporter.start).toHaveBeenCalledWith({
      uploadToServer: false,
      compress: true,
      productName: 'Ops Desktop',
    });
  });

  it('writes uncaught main-process errors and rejections to crashes.log, and tells the user once where', () => {
    const crash = setUp();
    expect(crash.log.filePath).toBe(path.join(crash.dir, 'crashes.log'));
    crash.throwInMain(new TypeError("Cannot read properties of undefined (reading 'id')"));
    crash.throwInMain(new Error('second'));
    crash.rejectInMain(new Error('feed unreachable'));
    const text = crash.text();
    expect(text).toMatch(
      /\[error\] Uncaught exception in the main process .*TypeError: Cannot read properties of undefined/,
    );
    expect(text).toMatch(/\[error\] Uncaught exception in the main process .*second/);
    expect(text).toMatch(/\[error\] Unhandled promise rejection in the main process .*feed unreachable/);
    expect(crash.deps.showErrorBox).toHaveBeenCalledTimes(1);
    expect(crash.deps.showErrorBox).toHaveBeenCalledWith(
      ERROR_BOX_TITLE,
      expect.stringContaining(crash.log.filePath),
    );
  });

  it('logs a renderer or helper process that is gone, but not one closed on purpose', () => {
    const crash = setUp();
    crash.pageGone({ reason: 'oom', exitCode: -536870904 });
    crash.pageGone({ reason: 'clean-exit', exitCode: 0 });
    crash.childGone({ type: 'GPU', reason: 'crashed', exitCode: 3 });
    crash.childGone({
      type: 'Utility',
      serviceName: 'network.mojom.NetworkService',
      name: 'Network Service',
      reason: 'clean-exit',
      exitCode: 0,
    });
    const lines = crash.text().trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(
      'Page process gone (oom, exit code -536870904) at app://ops/#/tasks; minidumps in C:\\Users\\agent\\AppData\\Roaming\\Ops Desktop\\Crashpad',
    );
    expect(lines[1]).toContain('GPU process GPU gone (crashed, exit code 3)');
  });

  it('rotates crashes.log into crashes.old.log past its size', () => {
    const crash = setUp(2_000);
    for (let i = 0; i < 40; i += 1) crash.pageGone({ reason: 'crashed', exitCode: i });
    expect(existsSync(path.join(crash.dir, 'crashes.old.log'))).toBe(true);
    expect(crash.text().length).toBeLessThan(2_500);
    expect(crash.text()).toContain('exit code 39');
  });
});
