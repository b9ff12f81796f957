import { z } from 'zod';
import { DASHBOARD_PARTS } from '../rules/dashboard';
import { REALTIME_EVENTS } from './events';

/** Issue 11 §5: the home dashboard's pulse, on its topic (gate home.VIEW_PAGE). */
export const HOME_DASHBOARD_EVENT = REALTIME_EVENTS.HOME_DASHBOARD;

export const homeDashboardPulse = z.object({
  /** The parts some event may have changed since the last pulse. */
  parts: z.array(z.enum(DASHBOARD_PARTS)),
});
export type HomeDashboardPulse = z.infer<typeof homeDashboardPulse>;
