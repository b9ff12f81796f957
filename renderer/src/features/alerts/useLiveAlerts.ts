import { useEffect, useRef } from 'react';
import { AlertCooldown, deliveryOf } from '@ops/shared/rules/alertPolicy';
import { alertStep, type AlertEventIn } from '@ops/shared/rules/alertStream';
import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { desktop } from '../../lib/desktop';
import { selectRole } from '../auth/sessionSlice';
import { selectAttendanceStatus } from '../resolveTasks/attendanceSlice';
import { onRealtime } from '../shell/realtime';
import { selectNotificationsEnabled, selectSoundMuted } from '../shell/preferencesSlice';
import { useStartupAreasQuery } from '../shell/startupApi';
import { createAlertNotifier } from './alertNotifier';
import {
  noticeId,
  outOfFenceVehicleNotice,
  stolenAlertNotice,
  urgentVehicleNotice,
  withAreaName,
  type AlertNotice,
} from './alertNotices';
import { effectivePreferences, useMyAlertPreferencesQuery } from './alertPreferencesApi';
import { playAlertSound } from './alertSound';
import { alertDismissed, alertNoticed, selectToastsMuted, toastShown } from './alertsSlice';

/** 03 §4: urgent and out-of-fence subscriptions only with this permission. */
export const URGENT_ALERTS_GATE = gate('home.VIEW_URGENT_VEHICLES');
/** Stolen alerts are the stolen badge's (03 §2.3: vehicles.VIEW_PAGE). */
export const STOLEN_ALERTS_GATE = gate('vehicles.VIEW_PAGE');

/**
 * Subscribes to the live alert events the user may receive and delivers each as the user's
 * preference says (shared/rules/alertPolicy): a notice in the notification center, a toast
 * and a chime unless muted, an OS notification (bursts coalesced) only where the table or the
 * user asked for one. A vehicle interrupts once per case until the case clears (cooldown).
 * Mounted once, in the signed-in frame.
 */
export function useLiveAlerts(): void {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const soundMuted = useAppSelector(selectSoundMuted);
  const notificationsOn = useAppSelector(selectNotificationsEnabled);
  const toastsMuted = useAppSelector(selectToastsMuted);
  const attendance = useAppSelector(selectAttendanceStatus);
  const { data: areas = [] } = useStartupAreasQuery();
  const { data: saved } = useMyAlertPreferencesQuery();
  const preferences = effectivePreferences(role, saved);
  const onShift = attendance === 'ACTIVE' || attendance === 'IN_BREAK';
  // The handlers live as long as the role; they read the latest settings through refs.
  const latest = useRef({ soundMuted, notificationsOn, toastsMuted, onShift, preferences, areas });
  latest.current = { soundMuted, notificationsOn, toastsMuted, onShift, preferences, areas };

  useEffect(() => {
    const notifier = createAlertNotifier({
      notify: (notification) => desktop.notify(notification),
      enabled: () => latest.current.notificationsOn,
    });
    const cooldown = new AlertCooldown();
    const deliver = (input: AlertEventIn, notice: AlertNotice | null): void => {
      const step = alertStep(input);
      for (const cleared of step.clear) cooldown.clear(cleared.kind, cleared.code);
      if (!notice || !step.raise) return;
      const { preferences, notificationsOn, toastsMuted, onShift, soundMuted } = latest.current;
      const delivery = deliveryOf(role, preferences[step.raise.kind], {
        notificationsOn,
        toastsMuted,
        onShift,
      });
      if (!delivery.center) return;
      dispatch(alertNoticed(notice));
      // Once per vehicle per case: a repeat updates the center and interrupts nobody.
      if (!cooldown.admit(step.raise.kind, step.raise.code, Date.now())) return;
      if (delivery.toast) {
        dispatch(toastShown(notice));
        if (!soundMuted) playAlertSound();
      }
      if (delivery.os) notifier.raise(step.raise);
    };
    const named = <T extends { area: string | null }>(payload: T): T =>
      withAreaName(payload, latest.current.areas);
    const offs: Array<() => void> = [];
    if (can(role, URGENT_ALERTS_GATE)) {
      offs.push(
        onRealtime(REALTIME_EVENTS.URGENT_VEHICLE, (payload) => {
          const event = named(payload);
          deliver({ event: 'URGENT_VEHICLE', payload: event }, urgentVehicleNotice(event));
        }),
        onRealtime(REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE, (payload) => {
          const event = named(payload);
          deliver({ event: 'OUT_OF_FENCE_VEHICLE', payload: event }, outOfFenceVehicleNotice(event));
        }),
        // No longer urgent: its urgent notice has nothing left to say.
        onRealtime(REALTIME_EVENTS.DEL_URGENT_VEHICLE, (payload) => {
          const event = named(payload);
          deliver({ event: 'DEL_URGENT_VEHICLE', payload: event }, null);
          dispatch(alertDismissed(noticeId('urgent', event.code)));
        }),
      );
    }
    if (can(role, STOLEN_ALERTS_GATE)) {
      offs.push(
        onRealtime(REALTIME_EVENTS.NEW_STOLEN_ALERT, (event) => {
          deliver({ event: 'NEW_STOLEN_ALERT', payload: event }, stolenAlertNotice(event));
        }),
        onRealtime(REALTIME_EVENTS.REMOVE_STOLEN_ALERT, (event) => {
          deliver({ event: 'REMOVE_STOLEN_ALERT', payload: event }, null);
          dispatch(alertDismissed(noticeId('stolen', event.code)));
        }),
      );
    }
    return () => {
      offs.forEach((off) => off());
      notifier.dispose();
    };
  }, [dispatch, role]);
}
