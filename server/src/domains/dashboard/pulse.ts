import { HOME_DASHBOARD_EVENT, type HomeDashboardPulse } from '@ops/shared/realtime/dashboardEvents';
import { PARTS_MOVED_BY_EVENT, type DashboardPart } from '@ops/shared/rules/dashboard';
import type { EventBus } from '../../platform/realtime/eventBus';

/** At most one pulse per window: the simulator ends rides every few seconds at scale. */
export const PULSE_WINDOW_MS = 1000;

export interface DashboardPulse {
  bus: EventBus;
  /** Clears a pulse waiting to leave (server shutdown). */
  stop(): void;
}

/**
 * Wraps the event bus every service sends through: each event a dashboard part depends on
 * (PARTS_MOVED_BY_EVENT) marks that part, and once per window the marked parts leave as one
 * HOME_DASHBOARD pulse on its topic. The pulse names parts only, never figures, so one room
 * serves every role: each client reads again, through the part's gate, what it may see.
 * No service had to change, and an event added later moves the dashboard by one line there.
 */
export function withDashboardPulse(inner: EventBus, windowMs: number = PULSE_WINDOW_MS): DashboardPulse {
  const marked = new Set<DashboardPart>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (): void => {
    timer = null;
    if (marked.size === 0) return;
    const pulse: HomeDashboardPulse = { parts: [...marked].sort() };
    marked.clear();
    inner.toTopic(HOME_DASHBOARD_EVENT, HOME_DASHBOARD_EVENT, pulse);
  };
  const mark = (event: string): void => {
    const parts = Object.hasOwn(PARTS_MOVED_BY_EVENT, event) ? PARTS_MOVED_BY_EVENT[event] : undefined;
    if (!parts) return;
    for (const part of parts) marked.add(part);
    if (!timer) {
      timer = setTimeout(send, windowMs);
      timer.unref?.();
    }
  };

  const bus: EventBus = {
    ...inner,
    toUser(userId, event, payload) {
      inner.toUser(userId, event, payload);
      mark(event);
    },
    toTopic(topic, event, payload) {
      inner.toTopic(topic, event, payload);
      if (event !== HOME_DASHBOARD_EVENT) mark(event);
    },
    toCode(topic, code, payload) {
      inner.toCode(topic, code, payload);
      mark(topic);
    },
  };
  return {
    bus,
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      marked.clear();
    },
  };
}
