import { useEffect, useRef } from 'react';
import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { NOTIFICATION_BURST_MS } from '@ops/shared/rules/alerts';
import { coalesceSlaNotices, type SlaNoticeInput } from '@ops/shared/rules/taskSla';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { desktop } from '../../lib/desktop';
import { selectRole } from '../auth/sessionSlice';
import { onRealtime } from '../shell/realtime';
import { selectNotificationsEnabled, selectSoundMuted } from '../shell/preferencesSlice';
import { slaNoticeOf } from './taskSlaNotice';
import { playAlertSound } from './alertSound';
import { alertNoticed } from './alertsSlice';

/** Supervisors' SLA notices go to those who see the tasks table (the topic's gate). */
export const TASK_SLA_NOTICES_GATE = gate('task.VIEW_TASKS_TABLE');

/**
 * TASK_SLA_ALERT into the notices of issue 10 (bottom right, until dismissed), the chime and
 * an OS notification per burst, for roles that see the tasks table. Mounted with useLiveAlerts.
 */
export function useTaskSlaNotices(): void {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const soundMuted = useAppSelector(selectSoundMuted);
  const notificationsOn = useAppSelector(selectNotificationsEnabled);
  const latest = useRef({ soundMuted, notificationsOn });
  latest.current = { soundMuted, notificationsOn };

  useEffect(() => {
    if (!can(role, TASK_SLA_NOTICES_GATE)) return undefined;
    let burst: Array<SlaNoticeInput & { taskId: string }> = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const shown = burst;
      burst = [];
      if (!latest.current.notificationsOn) return;
      for (const notification of coalesceSlaNotices(shown)) {
        desktop.notify(notification).catch((error: unknown) => console.error('Notification failed', error));
      }
    };
    const off = onRealtime(REALTIME_EVENTS.TASK_SLA_ALERT, (payload) => {
      const { input, ...notice } = slaNoticeOf(payload);
      dispatch(alertNoticed(notice));
      if (!latest.current.soundMuted) playAlertSound();
      if (!latest.current.notificationsOn) return;
      burst.push(input);
      timer ??= setTimeout(flush, NOTIFICATION_BURST_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [dispatch, role]);
}
