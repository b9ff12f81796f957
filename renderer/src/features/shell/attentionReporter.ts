import type { AttentionCounts, DesktopApi } from '@ops/shared/desktop/api';

/**
 * What the app icon counts (issue 28 item 6): tasks assigned to this agent while the window
 * was in the background (seen once the window is focused) and the open stolen alerts. Sends
 * the counts to the desktop only when they change; a task assigned in the background also
 * asks for the taskbar flash.
 */
export interface AttentionReporter {
  taskAssigned(): void;
  windowFocused(): void;
  stolenAlertsChanged(count: number | null): void;
}

export function createAttentionReporter(
  desktop: Pick<DesktopApi, 'setAttentionCounts' | 'taskAssigned'>,
  hasFocus: () => boolean,
): AttentionReporter {
  const counts: AttentionCounts = { tasks: 0, stolenAlerts: 0 };
  let sent = '';
  const send = (): void => {
    const key = `${counts.tasks}/${counts.stolenAlerts}`;
    if (key === sent) return;
    sent = key;
    // The icon's count is a courtesy: a failure must not disturb the page.
    void desktop.setAttentionCounts({ ...counts }).catch(() => undefined);
  };
  return {
    taskAssigned() {
      if (hasFocus()) return;
      counts.tasks += 1;
      send();
      void desktop.taskAssigned().catch(() => undefined);
    },
    windowFocused() {
      counts.tasks = 0;
      send();
    },
    stolenAlertsChanged(count) {
      counts.stolenAlerts = count ?? 0;
      send();
    },
  };
}
