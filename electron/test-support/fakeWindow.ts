import { EventEmitter } from 'node:events';

/**
 * A BrowserWindow stand-in: events are emitted by the test (`window.emit('unresponsive')`,
 * `window.webContents.emit('render-process-gone', {}, details)`); calls are counted.
 */
export function createFakeWindow(bounds = { x: 100, y: 80, width: 1280, height: 800 }) {
  const webContents = Object.assign(new EventEmitter(), {
    reloads: 0,
    crashes: 0,
    reload() {
      webContents.reloads += 1;
    },
    forcefullyCrashRenderer() {
      webContents.crashes += 1;
    },
  });
  const window = Object.assign(new EventEmitter(), {
    webContents,
    destroyed: false,
    maximized: false,
    bounds: { ...bounds },
    isDestroyed: () => window.destroyed,
    isMaximized: () => window.maximized,
    getNormalBounds: () => ({ ...window.bounds }),
  });
  return window;
}

/** Timers a test fires by hand. */
export function createManualTimers() {
  let next = 1;
  const pending = new Map<number, { run: () => void; ms: number }>();
  return {
    setTimeout: (run: () => void, ms: number): unknown => {
      const id = next++;
      pending.set(id, { run, ms });
      return id;
    },
    clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    pending: () => [...pending.values()].map((timer) => timer.ms),
    fireAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.run();
    },
  };
}
