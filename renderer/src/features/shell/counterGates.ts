import { gate } from '@ops/shared/rules/permissions/catalogue';
import type { CounterName } from './countersSlice';

/** Which permission makes each top-bar counter visible (03 §2.3). */
export const COUNTER_GATES: Record<CounterName, ReturnType<typeof gate>> = {
  pendingVerifications: gate('users.VERIFY_ID_REQUESTS'),
  stolenAlerts: gate('vehicles.VIEW_PAGE'),
};
