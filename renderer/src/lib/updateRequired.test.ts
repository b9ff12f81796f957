import { describe, expect, it, vi } from 'vitest';
import { runUpdate } from './updateRequired';

describe("'Please update the app' → Update", () => {
  it('the desktop downloads the new build and restarts into it: the page is not reloaded', async () => {
    const reload = vi.fn();
    const updateNow = vi.fn(async () => 'downloading' as const);
    expect(await runUpdate({ updateNow }, reload)).toBe('downloading');
    expect(updateNow).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a browser (or a desktop run without an update feed, or a failed call) reloads what the server serves', async () => {
    const reload = vi.fn();
    expect(await runUpdate({ updateNow: async () => 'reload' }, reload)).toBe('reload');
    expect(await runUpdate({ updateNow: async () => Promise.reject(new Error('no bridge')) }, reload)).toBe(
      'reload',
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
