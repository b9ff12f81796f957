import { useEffect, useRef } from 'react';
import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { DelUrgentVehicleEvent, OutOfFenceVehicleEvent, StolenAlertEvent, UrgentVehicleEvent } from '@ops/shared/realtime/alertEvents';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { desktop } from '../../lib/desktop';
import { selectRole } from '../auth/sessionSlice';
import { onRealtime } from '../shell/realtime';
import { selectNotificationsEnabled, selectSoundMuted } from '../shell/preferencesSlice';
import { useStartupAreasQuery } from '../shell/startupApi';
import { createAlertNotifier } from './alertNotifier';
import { noticeId, outOfFenceVehicleNotice, stolenAlertNotice, urgentVehicleNotice, withAreaName, type AlertNotice } from './alertNotices';
import { playAlertSound } from './alertSound';
import { alertDismissed, alertNoticed } from './alertsSlice';

/** 03 §4: urgent and out-of-fence subscriptions only with this permission. */
export const URGENT_ALERTS_GATE = gate('home.VIEW_URGENT_VEHICLES');
/** Stolen alerts are the stolen badge's (03 §2.3: vehicles.VIEW_PAGE). */
export const STOLEN_ALERTS_GATE = gate('vehicles.VIEW_PAGE');

/**
 * Subscribes to the live alert events the user may receive and turns each into a
 * persistent notice, a chime (unless muted) and an OS notification (unless notifications
 * are off; bursts coalesced). Mounted once, in the signed-in frame.
 */
export function useLiveAlerts(): void {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const soundMuted = useAppSelector(selectSoundMuted);
  const notificationsOn = useAppSelector(selectNotificationsEnabled);
  const { data: areas = [] } = useStartupAreasQuery();
  // The handlers live as long as the role; they read the latest settings through refs.
  const latest = useRef({ soundMuted, notificationsOn, areas });
  latest.current = { soundMuted, notificationsOn, areas };

  useEffect(() => {
    const notifier = createAlertNotifier({ notify: (notification) => desktop.notify(notification), enabled: () => latest.current.notificationsOn });
    const show = (notice: AlertNotice | null): void => {
      if (!notice) return;
      dispatch(alertNoticed(notice));
      if (!latest.current.soundMuted) playAlertSound();
      if (notice.kind !== 'taskSla') notifier.raise({ kind: notice.kind, code: notice.code });
    };
    const named = <T extends { area: string | null }>(payload: unknown): T => withAreaName(payload as T, latest.current.areas);
    const offs: Array<() => void> = [];
    if (can(role, URGENT_ALERTS_GATE)) {
      offs.push(
        onRealtime(REALTIME_EVENTS.URGENT_VEHICLE, (payload) => show(urgentVehicleNotice(named<UrgentVehicleEvent>(payload)))),
        onRealtime(REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE, (payload) => show(outOfFenceVehicleNotice(named<OutOfFenceVehicleEvent>(payload)))),
        // No longer urgent: its urgent notice has nothing left to say.
        onRealtime(REALTIME_EVENTS.DEL_URGENT_VEHICLE, (payload) => dispatch(alertDismissed(noticeId('urgent', named<DelUrgentVehicleEvent>(payload).code)))),
      );
    }
    if (can(role, STOLEN_ALERTS_GATE)) {
      offs.push(
        onRealtime(REALTIME_EVENTS.NEW_STOLEN_ALERT, (payload) => show(stolenAlertNotice(payload as StolenAlertEvent))),
        onRealtime(REALTIME_EVENTS.REMOVE_STOLEN_ALERT, (payload) => dispatch(alertDismissed(noticeId('stolen', (payload as StolenAlertEvent).code)))),
      );
    }
    return () => {
      offs.forEach((off) => off());
      notifier.dispose();
    };
  }, [dispatch, role]);
}
