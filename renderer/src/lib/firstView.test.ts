import { describe, expect, it, vi } from 'vitest';
import { FirstView } from './firstView';

const settledWithin = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

describe('start-up loads wait for the first figures (issue 29 §4)', () => {
  it('lets everything through when nothing holds it', async () => {
    const gate = new FirstView(3_000);
    expect(gate.isOpen()).toBe(true);
    expect(await settledWithin(gate.shown())).toBe(true);
  });

  it('holds what asks after hold() until open()', async () => {
    const gate = new FirstView(3_000);
    gate.hold();
    const waiting = gate.shown();
    expect(await settledWithin(waiting)).toBe(false);
    gate.open();
    expect(await settledWithin(waiting)).toBe(true);
    expect(await settledWithin(gate.shown())).toBe(true);
  });

  it('opens by itself after the cap when the page never says', async () => {
    vi.useFakeTimers();
    try {
      const gate = new FirstView(3_000);
      gate.hold();
      const waiting = gate.shown();
      vi.advanceTimersByTime(2_999);
      expect(await settledWithin(waiting)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settledWithin(waiting)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not restart the cap on a second hold, and opening twice is harmless', async () => {
    vi.useFakeTimers();
    try {
      const gate = new FirstView(3_000);
      gate.hold();
      vi.advanceTimersByTime(2_000);
      gate.hold();
      vi.advanceTimersByTime(1_000);
      expect(gate.isOpen()).toBe(true);
      gate.open();
      expect(gate.isOpen()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
