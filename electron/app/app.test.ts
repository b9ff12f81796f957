import { describe, expect, it, vi } from 'vitest';
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
