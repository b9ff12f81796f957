import { describe, expect, it } from 'vitest';
import {
  changePercent,
  dailyRidesTarget,
  DASHBOARD_PARTS,
  fleetStatusOf,
  mayReadPart,
  PARTS_MOVED_BY_EVENT,
  progressTone,
  targetProgress,
  visibleParts,
} from './dashboard';
import { ALL_REALTIME_EVENTS } from '../realtime/events';

describe('dashboard figures', () => {
  it.each([
    [10, 4, 150],
    [3, 4, -25],
    [0, 4, -100],
    [5, 0, null],
    [0, 0, null],
    [316.5, 170, 86.18],
  ])('change of %d against %d is %s %%', (current, base, expected) => {
    expect(changePercent(current, base)).toBe(expected);
  });

  it.each([
    [310, 31, 10],
    [93, 30, 3.1],
    [100, 30, 3.33],
    [50, 0, 0],
  ])('a month of %d rides over %d days is %d a day', (rides, days, expected) => {
    expect(dailyRidesTarget(rides, days)).toBe(expected);
  });

  it.each([
    [6, 10, 60, 'below'],
    [10, 10, 100, 'on'],
    [12, 10, 120, 'above'],
    [3, 0, 0, 'none'],
  ] as const)('%d rides of a %d target: %d %%, %s', (actual, target, percent, tone) => {
    expect(targetProgress(actual, target)).toBe(percent);
    expect(progressTone(percent, target)).toBe(tone);
  });

  it.each([
    // Urgent first: the bar's 'Urgent' is exactly what /app/urgent lists (issue 23: 91 against 96).
    [{ disabled: true, isInStorage: true, inRide: true, urgent: true }, 'urgent'],
    [{ disabled: true, isInStorage: true, inRide: true, urgent: false }, 'disabled'],
    [{ disabled: false, isInStorage: true, inRide: true, urgent: false }, 'inStorage'],
    [{ disabled: false, isInStorage: false, inRide: true, urgent: false }, 'inRide'],
    [{ disabled: false, isInStorage: false, inRide: false, urgent: true }, 'urgent'],
    [{ disabled: false, isInStorage: false, inRide: false, urgent: false }, 'available'],
  ] as const)('%o is %s', (flags, status) => {
    expect(fleetStatusOf(flags)).toBe(status);
  });
});

describe('who sees which tile', () => {
  it('level 0 sees every part; no role sees none', () => {
    expect(visibleParts({ level: 0, permissions: {} })).toEqual([...DASHBOARD_PARTS]);
    expect(visibleParts(null)).toEqual([]);
  });

  // Roles shaped like the demo's (server/src/compose/seed/roles.ts), with the flags that matter here.
  const ROLES = {
    finance: {
      role: {
        level: 3,
        permissions: {
          home: { VIEW_PAGE: true },
          bills: { VIEW_PAGE: true, VIEW_ANALYTICS: true },
          target: { VIEW: true },
        },
      },
      parts: ['revenue', 'targets'],
    },
    marketing: {
      role: { level: 5, permissions: { home: { VIEW_PAGE: true }, analytics: { VIEW_SUMMARIES: true } } },
      parts: [],
    },
    agent: {
      role: {
        level: 6,
        permissions: {
          rides: { VIEW_PAGE: true },
          vehicles: { VIEW_PAGE: true, VIEW_URGENT_VEHICLES: true },
          users: { VERIFY_ID_REQUESTS: true },
          bills: { VIEW_PAGE: true },
        },
      },
      parts: ['rides', 'fleet', 'urgent', 'verifications'],
    },
    supervisor: {
      role: {
        level: 4,
        permissions: { rides: { VIEW_PAGE: true }, task: { VIEW_SUPPORT_TEAM_ATTENDANCE: true } },
      },
      parts: ['rides', 'agents'],
    },
    'a flag set to false': { role: { level: 4, permissions: { rides: { VIEW_PAGE: false } } }, parts: [] },
  } as const;

  it.each(Object.entries(ROLES))('%s', (_name, { role, parts }) => {
    expect(visibleParts(role)).toEqual(parts);
    for (const part of DASHBOARD_PARTS)
      expect(mayReadPart(role, part)).toBe((parts as readonly string[]).includes(part));
  });

  it('every event the pulse listens to is a real event', () => {
    for (const event of Object.keys(PARTS_MOVED_BY_EVENT)) {
      expect([...ALL_REALTIME_EVENTS, 'VEHICLE_LOGS'], event).toContain(event);
    }
  });
});
