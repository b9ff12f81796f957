import { describe, expect, it } from 'vitest';
import {
  ALERT_REPEAT_COOLDOWN_MS,
  AlertCooldown,
  alertAudienceOf,
  alertPreferencesOf,
  deliveryOf,
  type AlertDelivery,
  type DeliveryContext,
} from './alertPolicy';
import type { RoleLike } from './permissions/can';

const role = (permissions: RoleLike['permissions'], level = 5): RoleLike => ({ level, permissions });
const agent = role(
  {
    task: { VIEW_PAGE: true, RESOLVE_TASKS: true },
    home: { VIEW_URGENT_VEHICLES: true },
    vehicles: { VIEW_PAGE: true },
  },
  6,
);
const supervisor = role(
  {
    task: { VIEW_PAGE: true, RESOLVE_TASKS: true, CHECK_USERS_OUT: true },
    home: { VIEW_URGENT_VEHICLES: true },
  },
  4,
);
const operations = role(
  { opsTask: { VIEW_PAGE: true, MANAGE: true }, home: { VIEW_URGENT_VEHICLES: true } },
  3,
);
const finance = role({ bills: { VIEW_PAGE: true } }, 5);
const superAdmin = role({}, 0);

describe('who hears which alert by default (the one table)', () => {
  it.each<[string, RoleLike, ReturnType<typeof alertAudienceOf>, Record<string, AlertDelivery>]>([
    [
      'a support agent works tasks: nothing reaches the desktop',
      agent,
      'taskWorker',
      { stolen: 'inApp', urgent: 'inApp', outOfFence: 'inApp' },
    ],
    [
      'a supervisor watches the fleet: stolen reaches the desktop',
      supervisor,
      'fleetWatcher',
      { stolen: 'os', urgent: 'inApp', outOfFence: 'inApp' },
    ],
    [
      'operations watch the fleet too',
      operations,
      'fleetWatcher',
      { stolen: 'os', urgent: 'inApp', outOfFence: 'inApp' },
    ],
    [
      'level 0 is allowed everything, so it watches the fleet',
      superAdmin,
      'fleetWatcher',
      { stolen: 'os', urgent: 'inApp', outOfFence: 'inApp' },
    ],
    ['everyone else', finance, 'other', { stolen: 'inApp', urgent: 'inApp', outOfFence: 'inApp' }],
  ])('%s', (_case, who, audience, defaults) => {
    expect(alertAudienceOf(who)).toBe(audience);
    expect(alertPreferencesOf(who, {})).toEqual(defaults);
  });

  it('a saved choice wins over the default, kind by kind', () => {
    expect(alertPreferencesOf(agent, { urgent: 'os', outOfFence: 'off' })).toEqual({
      stolen: 'inApp',
      urgent: 'os',
      outOfFence: 'off',
    });
    expect(alertPreferencesOf(supervisor, { stolen: 'inApp' }).stolen).toBe('inApp');
  });
});

describe('what one alert does now', () => {
  const on: DeliveryContext = { notificationsOn: true, toastsMuted: false, onShift: true };
  it.each<[string, RoleLike, AlertDelivery, Partial<DeliveryContext>, ReturnType<typeof deliveryOf>]>([
    ['off: nothing, not even the center', supervisor, 'off', {}, { center: false, toast: false, os: false }],
    ['in app: the center and a toast', agent, 'inApp', {}, { center: true, toast: true, os: false }],
    ['os: also the desktop', supervisor, 'os', {}, { center: true, toast: true, os: true }],
    [
      'toasts muted for the shift: the center still collects, the desktop still rings',
      supervisor,
      'os',
      { toastsMuted: true },
      { center: true, toast: false, os: true },
    ],
    [
      "the top bar's notifications off: only the center",
      supervisor,
      'os',
      { notificationsOn: false },
      { center: true, toast: false, os: false },
    ],
    ['an agent who opted in, on shift', agent, 'os', {}, { center: true, toast: true, os: true }],
    [
      'an agent after check-out: never the desktop',
      agent,
      'os',
      { onShift: false },
      { center: true, toast: true, os: false },
    ],
    [
      'a supervisor is not on the task shift, and still hears stolen',
      supervisor,
      'os',
      { onShift: false },
      { center: true, toast: true, os: true },
    ],
  ])('%s', (_case, who, preference, context, expected) => {
    expect(deliveryOf(who, preference, { ...on, ...context })).toEqual(expected);
  });
});

describe('one interruption per vehicle per case', () => {
  it('not again until it clears, and not within the cooldown after it cleared', () => {
    const cooldown = new AlertCooldown();
    const minute = 60_000;
    expect(cooldown.admit('outOfFence', 'S1', 0)).toBe(true);
    expect(cooldown.admit('outOfFence', 'S1', minute)).toBe(false);
    expect(cooldown.admit('urgent', 'S1', minute)).toBe(true);
    expect(cooldown.admit('outOfFence', 'S2', minute)).toBe(true);
    cooldown.clear('outOfFence', 'S1');
    // Back out five minutes later: flapping at the fence's edge stays quiet.
    expect(cooldown.admit('outOfFence', 'S1', 5 * minute)).toBe(false);
    cooldown.clear('outOfFence', 'S1');
    expect(cooldown.admit('outOfFence', 'S1', ALERT_REPEAT_COOLDOWN_MS + minute)).toBe(true);
    expect(cooldown.admit('outOfFence', 'S1', ALERT_REPEAT_COOLDOWN_MS + 2 * minute)).toBe(false);
  });
});
