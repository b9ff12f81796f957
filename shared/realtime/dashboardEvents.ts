import type { DashboardPart } from '../rules/dashboard';
import { REALTIME_EVENTS } from './events';

/** Issue 11 §5: the home dashboard's pulse, on its topic (gate home.VIEW_PAGE). */
export const HOME_DASHBOARD_EVENT = REALTIME_EVENTS.HOME_DASHBOARD;

export interface HomeDashboardPulse {
  /** The parts some event may have changed since the last pulse. */
  parts: DashboardPart[];
}
