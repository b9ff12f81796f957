import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopNotification } from '@ops/shared/desktop/api';
import type { UrgentVehicleEvent } from '@ops/shared/realtime/alertEvents';
import { signedOut } from '../auth/sessionSlice';
import { createAlertNotifier } from './alertNotifier';
import {
  outOfFenceVehicleNotice,
  stolenAlertNotice,
  urgentVehicleNotice,
  withAreaName,
} from './alertNotices';
import {
  alertDismissed,
  alertNoticed,
  alertsRead,
  alertsSlice,
  centerClosed,
  MAX_TOASTS,
  toastClosed,
  toastShown,
  toastsMuteToggled,
} from './alertsSlice';

const urgent = (change: Partial<UrgentVehicleEvent> = {}): UrgentVehicleEvent => ({
  _id: 'v1',
  code: 'S-1',
  area: 'a1',
  urgencyType: 'LPM',
  lockStatus: 'locked',
  isInStorage: false,
  lat: 30,
  long: 31,
  ...change,
});

describe('live alert notices (03 §2.8)', () => {
  it('"replace the area with its name from the stored area list"; an unknown id stays as it came', () => {
    const areas = [{ _id: 'a1', name: 'Zamalek' }];
    expect(withAreaName(urgent(), areas).area).toBe('Zamalek');
    expect(withAreaName(urgent({ area: 'a9' }), areas).area).toBe('a9');
    expect(withAreaName(urgent({ area: null }), areas).area).toBeNull();
  });

  it.each<
    [string, Partial<UrgentVehicleEvent>, { text: string; colour: string; urgencyType: string } | null]
  >([
    [
      'low battery is amber',
      { urgencyType: 'LPM' },
      { text: 'S-1 is Urgent', colour: 'amber', urgencyType: 'LPM' },
    ],
    [
      'not updating is red',
      { urgencyType: 'NOT_UPDATING' },
      { text: 'S-1 is Urgent', colour: 'red', urgencyType: 'NOT_UPDATING' },
    ],
    [
      'move beep is red',
      { urgencyType: 'MOVE_BEEP' },
      { text: 'S-1 is Urgent', colour: 'red', urgencyType: 'MOVE_BEEP' },
    ],
    [
      'lock none outside storage is LOCK_NONE whatever the type',
      { urgencyType: 'LPM', lockStatus: 'none' },
      { text: 'S-1 is Urgent', colour: 'red', urgencyType: 'LOCK_NONE' },
    ],
    [
      'lock none in storage keeps its type',
      { urgencyType: 'IOT_OFF', lockStatus: 'none', isInStorage: true },
      { text: 'S-1 is Urgent', colour: 'amber', urgencyType: 'IOT_OFF' },
    ],
    ['out of fence is said by its own event', { urgencyType: 'OUT_OF_FENCE' }, null],
  ])('%s', (_case, change, expected) => {
    const notice = urgentVehicleNotice(urgent(change));
    expect(notice && { text: notice.text, colour: notice.colour, urgencyType: notice.urgencyType }).toEqual(
      expected,
    );
  });

  it('"{code} is Out Of Fence" is amber; a stolen alert is red', () => {
    expect(outOfFenceVehicleNotice({ _id: 'v', code: 'S-2', area: 'Giza', lat: 0, long: 0 })).toMatchObject({
      text: 'S-2 is Out Of Fence',
      colour: 'amber',
      area: 'Giza',
    });
    expect(stolenAlertNotice({ _id: 'v', code: 'S-3' })).toMatchObject({
      text: 'S-3 is reported Lost/Stolen',
      colour: 'red',
      kind: 'stolen',
    });
  });
});

describe('the notice stack', () => {
  const reduce = alertsSlice.reducer;
  const notice = (code: string) => stolenAlertNotice({ _id: code, code });

  it('keeps at most 8, newest first; the same vehicle and kind moves up instead of doubling', () => {
    let state = reduce(undefined, { type: 'init' });
    for (let i = 1; i <= 10; i += 1) state = reduce(state, alertNoticed(notice(`S${i}`)));
    expect(state.notices.map((n) => n.code)).toEqual(['S10', 'S9', 'S8', 'S7', 'S6', 'S5', 'S4', 'S3']);
    state = reduce(state, alertNoticed(notice('S5')));
    expect(state.notices.map((n) => n.code)).toEqual(['S5', 'S10', 'S9', 'S8', 'S7', 'S6', 'S4', 'S3']);
  });

  it('a notice goes when dismissed, and all go with the session', () => {
    let state = reduce(undefined, alertNoticed(notice('S1')));
    state = reduce(state, alertNoticed(notice('S2')));
    state = reduce(state, alertDismissed('stolen:S1'));
    expect(state.notices.map((n) => n.code)).toEqual(['S2']);
    expect(reduce(state, signedOut()).notices).toEqual([]);
  });
});

describe('the notification center: unread count, a few toasts, muted for the shift', () => {
  const reduce = alertsSlice.reducer;
  const notice = (code: string) => stolenAlertNotice({ _id: code, code });

  it('every notice is unread until the center opens; a dismissed one no longer counts', () => {
    let state = reduce(undefined, alertNoticed(notice('S1')));
    state = reduce(state, alertNoticed(notice('S2')));
    state = reduce(state, alertNoticed(notice('S1')));
    expect(state.unread).toEqual(['stolen:S1', 'stolen:S2']);
    state = reduce(state, alertDismissed('stolen:S2'));
    expect(state.unread).toEqual(['stolen:S1']);
    state = reduce(state, alertsRead());
    expect(state.unread).toEqual([]);
    // Open: what arrives is seen; closed again: it counts.
    state = reduce(state, alertNoticed(notice('S3')));
    expect(state.unread).toEqual([]);
    state = reduce(reduce(state, centerClosed()), alertNoticed(notice('S4')));
    expect(state.unread).toEqual(['stolen:S4']);
  });

  it(`at most ${MAX_TOASTS} toasts, newest first; closing one keeps its notice in the center`, () => {
    let state = reduce(undefined, { type: 'init' });
    for (const code of ['S1', 'S2', 'S3', 'S4'])
      state = reduce(reduce(state, alertNoticed(notice(code))), toastShown(notice(code)));
    expect(state.toasts.map((t) => t.code)).toEqual(['S4', 'S3', 'S2']);
    state = reduce(state, toastClosed('stolen:S3'));
    expect(state.toasts.map((t) => t.code)).toEqual(['S4', 'S2']);
    expect(state.notices.map((n) => n.code)).toEqual(['S4', 'S3', 'S2', 'S1']);
  });

  it('muted for the shift: no toast until unmuted; the session ending unmutes', () => {
    let state = reduce(reduce(undefined, toastShown(notice('S1'))), toastsMuteToggled(true));
    expect(state.toasts).toEqual([]);
    state = reduce(state, toastShown(notice('S2')));
    expect(state.toasts).toEqual([]);
    expect(reduce(state, signedOut()).toastsMuted).toBe(false);
  });
});

describe('OS notifications: bursts coalesced, only while notifications are on', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(enabled = { on: true }) {
    const shown: DesktopNotification[] = [];
    const notifier = createAlertNotifier(
      { notify: async (n) => void shown.push(n), enabled: () => enabled.on },
      1000,
    );
    return { shown, notifier, enabled };
  }

  it("twelve vehicles out of fence at once are one notification: '12 vehicles out of fence'", () => {
    const { shown, notifier } = setup();
    for (let i = 0; i < 12; i += 1) notifier.raise({ kind: 'outOfFence', code: `S${i}` });
    notifier.raise({ kind: 'stolen', code: 'S99' });
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(shown.map((n) => [n.body, n.route])).toEqual([
      ['S99 is reported Lost/Stolen', '/app/vehicle/S99'],
      ['12 vehicles out of fence', '/app/urgent'],
    ]);
    notifier.raise({ kind: 'urgent', code: 'S1' });
    vi.advanceTimersByTime(1000);
    expect(shown.at(-1)).toMatchObject({ body: 'S1 is Urgent', route: '/app/vehicle/S1' });
  });

  it('nothing is shown while notifications are off, also when switched off during a burst', () => {
    const { shown, notifier, enabled } = setup({ on: false });
    notifier.raise({ kind: 'urgent', code: 'S1' });
    vi.advanceTimersByTime(2000);
    enabled.on = true;
    notifier.raise({ kind: 'urgent', code: 'S2' });
    enabled.on = false;
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual([]);
  });

  it('dispose drops what waits', () => {
    const { shown, notifier } = setup();
    notifier.raise({ kind: 'urgent', code: 'S1' });
    notifier.dispose();
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual([]);
  });
});
