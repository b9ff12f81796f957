import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { heardFromWire } from '../shell/realtimeTesting';
import { formatAge } from './age';
import { markStale, mergeParts, partsVariables, pulseParts, type HomeDashboardView } from './dashboardLive';

const view = (): HomeDashboardView => ({
  asOf: '2026-11-23T08:00:00.000Z',
  day: '2026-11-23',
  rides: { now: 3, today: 40, yesterday: 120, sameTimeLastWeek: 30, changePercent: 33.33 },
  verifications: { pending: 2, oldestPendingSince: null },
  staleParts: ['verifications'],
});

describe('the dashboard live merge', () => {
  it('asks for exactly the parts named', () => {
    expect(partsVariables(['rides', 'targets'])).toEqual({
      rides: true,
      revenue: false,
      fleet: false,
      urgent: false,
      verifications: false,
      agents: false,
      targets: true,
    });
  });

  it('reads only the pulsed parts this dashboard shows; a malformed pulse is dropped before it', () => {
    const pulses = heardFromWire(REALTIME_EVENTS.HOME_DASHBOARD, [
      { parts: ['rides', 'revenue', 'fleet'] },
      { parts: ['__proto__', 'toString', 7] },
      { parts: 'rides' },
      null,
    ]);
    expect(pulses).toHaveLength(1);
    expect(pulseParts(pulses[0]!, ['rides', 'fleet', 'urgent'])).toEqual(['rides', 'fleet']);
    expect(pulseParts({ parts: ['revenue'] }, ['rides'])).toEqual([]);
  });

  it('puts fresh parts in, keeps the others, and clears their stale mark', () => {
    const fresh = {
      asOf: '2026-11-23T08:01:00.000Z',
      day: '2026-11-23',
      verifications: { pending: 1, oldestPendingSince: '2026-11-23T07:00:00.000Z' },
    };
    const next = mergeParts(view(), fresh, ['verifications']);
    expect(next).toEqual({ ...view(), asOf: fresh.asOf, verifications: fresh.verifications, staleParts: [] });
    expect(markStale(next, ['rides', 'rides'])).toMatchObject({ staleParts: ['rides'], rides: view().rides });
  });
});

describe('waiting ages', () => {
  it.each([
    [0, '0 min'],
    [44.9, '44 min'],
    [60, '1 h'],
    [125, '2 h 5 min'],
    [47 * 60 + 59, '1 day 23 h'],
    [48 * 60, '2 days'],
    [605 * 60 + 27, '25 days 5 h'],
    [-3, '0 min'],
  ])('%d minutes read %s', (minutes, text) => {
    expect(formatAge(minutes)).toBe(text);
  });
});
