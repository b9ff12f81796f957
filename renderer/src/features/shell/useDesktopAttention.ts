import { useEffect, useMemo } from 'react';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { desktop } from '../../lib/desktop';
import { selectRole } from '../auth/sessionSlice';
import { createAttentionReporter } from './attentionReporter';
import { selectStolenAlerts } from './countersSlice';
import { onRealtime } from './realtime';
import { resyncAfterAbsence } from './resync';

/**
 * The desktop habits of the signed-in frame: the app icon's count, the taskbar flash when a
 * task is assigned in the background, and a refresh of lists and counters after sleep.
 */
export function useDesktopAttention(): void {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const stolen = useAppSelector(selectStolenAlerts);
  const reporter = useMemo(() => createAttentionReporter(desktop, () => document.hasFocus()), []);

  useEffect(() => reporter.stolenAlertsChanged(stolen), [reporter, stolen]);

  useEffect(() => {
    // 'ASSIGNED TASK' goes only to the agent it was assigned to, and only agents work tasks.
    if (!can(role, gate('task.RESOLVE_TASKS'))) return undefined;
    return onRealtime(REALTIME_EVENTS.ASSIGNED_TASK, () => reporter.taskAssigned());
  }, [reporter, role]);

  useEffect(() => {
    const seen = () => reporter.windowFocused();
    window.addEventListener('focus', seen);
    return () => {
      window.removeEventListener('focus', seen);
      // Signed out: the icon counts nothing.
      reporter.stolenAlertsChanged(0);
      reporter.windowFocused();
    };
  }, [reporter]);

  useEffect(() => desktop.onResume(() => resyncAfterAbsence(role, dispatch)), [dispatch, role]);
}
