import { describe, expect, it, vi } from 'vitest';
import { startAutoUpdate } from './autoUpdate';
import { acquireSingleInstance } from './singleInstance';

describe('single instance', () => {
  it('the second instance quits and the first focuses when it is launched again', () => {
    const listeners: Array<() => void> = [];
    const first = {
      requestSingleInstanceLock: () => true,
      on: vi.fn((_e: 'second-instance', l: () => void) => listeners.push(l)),
      quit: vi.fn(),
    };
    const focus = vi.fn();
    expect(acquireSingleInstance(first, focus)).toBe(true);

    const second = { requestSingleInstanceLock: () => false, on: vi.fn(), quit: vi.fn() };
    expect(acquireSingleInstance(second, vi.fn())).toBe(false);
    expect(second.quit).toHaveBeenCalledTimes(1);
    expect(second.on).not.toHaveBeenCalled();

    listeners.forEach((l) => l());
    expect(focus).toHaveBeenCalledTimes(1);
    expect(first.quit).not.toHaveBeenCalled();
  });
});

describe('auto update', () => {
  it('checks the feed only in packaged builds', async () => {
    const checkForUpdatesAndNotify = vi.fn(async () => null);
    const loadUpdater = vi.fn(async () => ({ checkForUpdatesAndNotify }));

    expect(await startAutoUpdate({ isPackaged: false, loadUpdater, log: vi.fn() })).toBe(false);
    expect(loadUpdater).not.toHaveBeenCalled();

    expect(await startAutoUpdate({ isPackaged: true, loadUpdater, log: vi.fn() })).toBe(true);
    expect(checkForUpdatesAndNotify).toHaveBeenCalledTimes(1);
  });

  it('logs a failed check instead of throwing', async () => {
    const log = vi.fn();
    const error = new Error('offline');
    await startAutoUpdate({
      isPackaged: true,
      loadUpdater: async () => ({ checkForUpdatesAndNotify: async () => Promise.reject(error) }),
      log,
    });
    expect(log).toHaveBeenCalledWith('Update check failed', error);
  });
});
