import { can } from '@ops/shared/rules/permissions/can';
import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';
import { COUNTER_GATES } from './counterGates';
import { counterSet } from './countersSlice';
import { startupApi } from './startupApi';

/** 03 §4: the top bar's counters as the server counts them now. */
export function loadCounters(role: Parameters<typeof can>[0], dispatch: AppDispatch): void {
  // Counters the user may not see are not asked for: the server would refuse them.
  if (can(role, COUNTER_GATES.pendingVerifications)) {
    const request = dispatch(
      startupApi.endpoints.pendingIdVerificationsCount.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    void request
      .unwrap()
      .then((count) => dispatch(counterSet({ counter: 'pendingVerifications', count })))
      .catch(() => undefined); // Already reported by the notices middleware.
  }
  if (can(role, COUNTER_GATES.stolenAlerts)) {
    const request = dispatch(
      startupApi.endpoints.stolenAlertsCount.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    void request
      .unwrap()
      .then((count) => dispatch(counterSet({ counter: 'stolenAlerts', count })))
      .catch(() => undefined);
  }
}

/**
 * Back after an absence (the socket reconnected after a network drop, or the computer woke
 * from sleep): events were missed, so every open list reads again, as RTK Query does when the
 * browser says it is online, and the counters, which events move, are counted again.
 */
export function resyncAfterAbsence(role: Parameters<typeof can>[0], dispatch: AppDispatch): void {
  dispatch(api.internalActions.onOnline());
  loadCounters(role, dispatch);
}
