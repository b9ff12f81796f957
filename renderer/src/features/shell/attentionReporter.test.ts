import { describe, expect, it, vi } from 'vitest';
import { createAttentionReporter } from './attentionReporter';

function setup(focused = false) {
  const desktop = {
    setAttentionCounts: vi.fn(async () => undefined),
    taskAssigned: vi.fn(async () => undefined),
  };
  const state = { focused };
  return { desktop, state, reporter: createAttentionReporter(desktop, () => state.focused) };
}

describe('app icon count from the page', () => {
  it('counts tasks assigned in the background and asks for the flash for each', () => {
    const { desktop, reporter } = setup();
    reporter.taskAssigned();
    reporter.taskAssigned();
    expect(desktop.setAttentionCounts.mock.calls).toEqual([
      [{ tasks: 1, stolenAlerts: 0 }],
      [{ tasks: 2, stolenAlerts: 0 }],
    ]);
    expect(desktop.taskAssigned).toHaveBeenCalledTimes(2);
  });

  it('forgets the waiting tasks once the window is focused', () => {
    const { desktop, reporter, state } = setup();
    reporter.taskAssigned();
    state.focused = true;
    reporter.windowFocused();
    expect(desktop.setAttentionCounts.mock.calls.at(-1)).toEqual([{ tasks: 0, stolenAlerts: 0 }]);
  });

  it('neither counts nor flashes a task the agent sees arrive', () => {
    const { desktop, reporter } = setup(true);
    reporter.taskAssigned();
    expect(desktop.setAttentionCounts).not.toHaveBeenCalled();
    expect(desktop.taskAssigned).not.toHaveBeenCalled();
  });

  it('adds the stolen alerts, untracked counting as none, and sends only changes', () => {
    const { desktop, reporter } = setup();
    reporter.stolenAlertsChanged(null);
    reporter.stolenAlertsChanged(3);
    reporter.stolenAlertsChanged(3);
    reporter.taskAssigned();
    expect(desktop.setAttentionCounts.mock.calls).toEqual([
      [{ tasks: 0, stolenAlerts: 0 }],
      [{ tasks: 0, stolenAlerts: 3 }],
      [{ tasks: 1, stolenAlerts: 3 }],
    ]);
  });

  it('keeps the page working when the desktop call fails', async () => {
    const { desktop, reporter } = setup();
    desktop.setAttentionCounts.mockRejectedValue(new Error('gone'));
    desktop.taskAssigned.mockRejectedValue(new Error('gone'));
    expect(() => reporter.taskAssigned()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
