import { describe, expect, it, vi } from 'vitest';
import { FakeNotification } from '../test-support/fakeNotifications';
import { createNotifier } from './notifications';

function setup(supported = true) {
  const created: FakeNotification[] = [];
  const focusWindow = vi.fn();
  const sendNavigate = vi.fn();
  const notifier = createNotifier({
    isSupported: () => supported,
    createNotification: (options) => {
      const n = new FakeNotification(options);
      created.push(n);
      return n;
    },
    focusWindow,
    sendNavigate,
  });
  return { notifier, created, focusWindow, sendNavigate };
}

describe('native notifications', () => {
  it('shows a notification with the given texts', async () => {
    const { notifier, created } = setup();
    await notifier.notify({ title: 'Out of fence', body: 'SC-1042 left Zamalek' });
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toEqual({
      title: 'Out of fence',
      body: 'SC-1042 left Zamalek',
      urgency: 'normal',
      timeoutType: 'default',
    });
    expect(created[0]?.shown).toBe(true);
  });

  it('a click focuses the window and sends the route to the renderer', async () => {
    const { notifier, created, focusWindow, sendNavigate } = setup();
    await notifier.notify({
      title: 'Stolen vehicle',
      body: 'EB-7',
      route: '/alerts/stolen',
      urgency: 'critical',
    });
    expect(created[0]?.options.timeoutType).toBe('never');
    expect(focusWindow).not.toHaveBeenCalled();

    created[0]?.click();
    expect(focusWindow).toHaveBeenCalledTimes(1);
    expect(sendNavigate).toHaveBeenCalledWith('/alerts/stolen');
  });

  it('a click without a route only focuses', async () => {
    const { notifier, created, focusWindow, sendNavigate } = setup();
    await notifier.notify({ title: 'Urgent', body: 'x' });
    created[0]?.click();
    expect(focusWindow).toHaveBeenCalledTimes(1);
    expect(sendNavigate).not.toHaveBeenCalled();
  });

  it('a new notification with the same tag replaces the old one', async () => {
    const { notifier, created } = setup();
    await notifier.notify({ title: 'Low battery', body: '3 vehicles', tag: 'low-battery' });
    await notifier.notify({ title: 'Low battery', body: '4 vehicles', tag: 'low-battery' });
    await notifier.notify({ title: 'Stolen', body: 'x', tag: 'stolen' });
    expect(created.map((n) => n.closed)).toEqual([true, false, false]);
  });

  it('does nothing where the OS has no notifications', async () => {
    const { notifier, created } = setup(false);
    await notifier.notify({ title: 'x', body: 'y' });
    expect(created).toHaveLength(0);
  });
});
