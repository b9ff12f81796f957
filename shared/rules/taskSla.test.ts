import { describe, expect, it } from 'vitest';
import {
  coalesceSlaNotices,
  formatSlaClock,
  idleReturnMessage,
  idleWarningMessage,
  isIdleTooLong,
  percentileCont,
  slaElapsedMs,
  slaElapsedOfTask,
  slaLevel,
  slaPausedMs,
  slaTargetFor,
  validateHandlingRange,
  validateSlaMinutes,
  SLA_MESSAGES,
  slaNoticeText,
  type SlaHistoryEntry,
  type SlaNoticeInput,
} from './taskSla';

const MIN = 60_000;
const at = (minutes: number) => minutes * MIN;
const h = (action: string, minutes: number): SlaHistoryEntry => ({ action, date: at(minutes) });

describe('the SLA clock runs from creation and stands still while pending', () => {
  it.each<[string, SlaHistoryEntry[], number, number]>([
    ['no history: creation to now', [], 30, 30],
    ['assigned and worked: no pause', [h('created', 0), h('assigned', 2), h('CONTACTED_USER', 5)], 30, 30],
    [
      'pending 10 min then back in the queue',
      [h('assigned', 1), h('pending', 5), h('unassigned', 15)],
      30,
      20,
    ],
    ['still pending: the pause runs to now', [h('assigned', 1), h('pending', 5)], 30, 5],
    ['pending, then taken again directly', [h('pending', 5), h('assigned', 12)], 20, 13],
    [
      'two pauses',
      [h('pending', 2), h('unassigned', 4), h('assigned', 5), h('pending', 10), h('unassigned', 20)],
      30,
      18,
    ],
    ['resolved: the clock stops at resolution', [h('assigned', 1), h('resolved', 12)], 60, 12],
    ['resolved while pending: the pause ends there', [h('pending', 4), h('resolved', 10)], 60, 4],
    ['entries out of order are sorted', [h('unassigned', 15), h('pending', 5)], 30, 20],
    [
      'a second pending inside a pause does not restart it',
      [h('pending', 5), h('pending', 8), h('unassigned', 15)],
      30,
      20,
    ],
  ])('%s', (_name, history, now, expectedMinutes) => {
    expect(slaElapsedMs(0, history, at(now))).toBe(at(expectedMinutes));
  });

  it('paused time alone', () => {
    expect(slaPausedMs([h('pending', 5), h('unassigned', 15)], at(30))).toBe(at(10));
    expect(slaPausedMs([h('pending', 5)], at(7))).toBe(at(2));
  });

  it('accepts ISO dates', () => {
    const created = '2026-11-23T08:00:00.000Z';
    expect(
      slaElapsedMs(
        created,
        [{ action: 'pending', date: '2026-11-23T08:10:00.000Z' }],
        Date.parse('2026-11-23T08:30:00.000Z'),
      ),
    ).toBe(at(10));
  });
});

describe('the clock from the columns equals the clock from the history', () => {
  const iso = (minutes: number) => new Date(at(minutes)).toISOString();
  it.each<
    [
      string,
      { status: string; pendingAt: number | null; resolvedAt: number | null; paused: number },
      SlaHistoryEntry[],
      number,
    ]
  >([
    [
      'open, never pending',
      { status: 'assigned', pendingAt: null, resolvedAt: null, paused: 0 },
      [h('assigned', 1)],
      30,
    ],
    [
      'pending now since minute 5',
      { status: 'pending', pendingAt: 5, resolvedAt: null, paused: 0 },
      [h('pending', 5)],
      30,
    ],
    [
      'was pending 10 min, pending again since 25',
      { status: 'pending', pendingAt: 25, resolvedAt: null, paused: at(10) },
      [h('pending', 5), h('unassigned', 15), h('pending', 25)],
      30,
    ],
    [
      'resolved at 12 after a 4-minute pause',
      { status: 'resolved', pendingAt: 2, resolvedAt: 12, paused: at(4) },
      [h('pending', 2), h('unassigned', 6), h('resolved', 12)],
      40,
    ],
  ])('%s', (_name, row, history, now) => {
    const task = {
      createdAt: iso(0),
      resolvedAt: row.resolvedAt === null ? null : iso(row.resolvedAt),
      status: row.status,
      pendingAt: row.pendingAt === null ? null : iso(row.pendingAt),
      slaPausedMs: row.paused,
    };
    expect(slaElapsedOfTask(task, at(now))).toBe(slaElapsedMs(0, history, at(now)));
  });
});

describe('thresholds: warning at 80 %, breach at 100 %', () => {
  it.each<[number, number | null, string]>([
    [0, 60, 'ok'],
    [47.99, 60, 'ok'],
    [48, 60, 'warning'],
    [59.99, 60, 'warning'],
    [60, 60, 'breached'],
    [500, 60, 'breached'],
    [10, null, 'none'],
    [10, 0, 'none'],
  ])('%f minutes of a %s-minute target: %s', (minutes, target, level) => {
    expect(slaLevel(minutes * MIN, target)).toBe(level);
  });
});

describe('which target applies', () => {
  const targets = [
    { taskType: 'Vehicle', taskCase: null, targetMinutes: 60 },
    { taskType: 'Vehicle', taskCase: 'VEHICLE_SCANNED_LOST_AND_STOLEN', targetMinutes: 15 },
    { taskType: 'RideImage', taskCase: null, targetMinutes: 120 },
  ];
  it.each<[string, string | null, number | null]>([
    ['Vehicle', 'VEHICLE_SCANNED_LOST_AND_STOLEN', 15],
    ['Vehicle', 'VEHICLE_LPM', 60],
    ['Vehicle', null, 60],
    ['RideImage', null, 120],
    ['IdVerification', null, null],
  ])('%s / %s -> %s', (type, taskCase, expected) => {
    expect(slaTargetFor(targets, type, taskCase)).toBe(expected);
  });
});

describe('settings and helpers', () => {
  it.each<[number, 'target' | 'idle', string | null]>([
    [15, 'idle', null],
    [0, 'idle', SLA_MESSAGES.idleNotValid],
    [1.5, 'idle', SLA_MESSAGES.idleNotValid],
    [241, 'idle', SLA_MESSAGES.idleNotValid],
    [60, 'target', null],
    [10081, 'target', SLA_MESSAGES.targetNotValid],
  ])('%f as %s -> %s', (value, kind, message) => {
    expect(validateSlaMinutes(value, kind)).toBe(message);
  });

  it.each<[number, number, number, boolean]>([
    [0, at(14), 15, false],
    [0, at(15), 15, true],
    [at(5), at(19), 15, false],
  ])('last act %i, now %i, %i min -> idle %s', (last, now, minutes, idle) => {
    expect(isIdleTooLong(last, now, minutes)).toBe(idle);
  });

  it.each<[number, string]>([
    [0, '0:00:00'],
    [at(61) + 5000, '1:01:05'],
    [-at(2), '-0:02:00'],
  ])('clock %i -> %s', (value, text) => {
    expect(formatSlaClock(value)).toBe(text);
  });

  it.each<[number[], number, number | null]>([
    [[], 0.5, null],
    [[7], 0.9, 7],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9, 91],
    [[5, 1, 3], 0.5, 3],
  ])('percentile_cont of %o at %f is %s', (values, fraction, expected) => {
    expect(percentileCont(values, fraction)).toBe(expected);
  });
});

describe('handling-time range', () => {
  it.each<[string, string, string | null]>([
    ['2026-11-01', '2026-11-30', null],
    ['2026-11-01', '2026-11-01', null],
    ['2026-11-30', '2026-11-01', 'Date range is not valid'],
    ['2026-11-1', '2026-11-30', 'Date range is not valid'],
    ['2025-01-01', '2026-11-30', 'Date range is not valid'],
  ])('%s to %s -> %s', (start, end, message) => {
    expect(validateHandlingRange(start, end)).toBe(message);
  });
});

describe('what the agent reads when the task goes back', () => {
  it.each<[number, string | null, string]>([
    [
      15,
      'C10078',
      'C10078 went back to the queue because nothing was done on it for 15 minutes. A supervisor has been told. Press OK when you are ready for the next task.',
    ],
    [
      1,
      null,
      'Your task went back to the queue because nothing was done on it for 1 minute. A supervisor has been told. Press OK when you are ready for the next task.',
    ],
  ])('%i min, %s', (minutes, code, text) => {
    expect(idleReturnMessage(minutes, code)).toBe(text);
  });

  it.each<[number, string | null, string]>([
    [
      15,
      'C10078',
      'Nothing has been done on C10078 for 14 minutes. It goes back to the queue in a minute unless you keep it.',
    ],
    [
      2,
      null,
      'Nothing has been done on your task for 1 minute. It goes back to the queue in a minute unless you keep it.',
    ],
  ])('the warning a minute before: %i min, %s', (minutes, code, text) => {
    expect(idleWarningMessage(minutes, code)).toBe(text);
  });
});

describe("supervisors' SLA notices", () => {
  it.each<[SlaNoticeInput, string]>([
    [
      { kind: 'warning', label: 'C1', targetMinutes: 60, elapsedMinutes: 48, agentName: null },
      'C1 is close to breaching its SLA: 48 min (target 60 min)',
    ],
    [
      { kind: 'breached', label: 'Ride Image', targetMinutes: 30, elapsedMinutes: 31, agentName: null },
      'Ride Image breached its SLA: 31 min (target 30 min)',
    ],
    [
      { kind: 'idleReturned', label: 'C2', targetMinutes: null, elapsedMinutes: 15, agentName: 'Omar' },
      'C2 went back to the queue: Omar did nothing on it for 15 min',
    ],
  ])('%o', (input, text) => {
    expect(slaNoticeText(input)).toBe(text);
  });

  it('a burst is one notification per kind: the task for one, a count for several', () => {
    const notice = (taskId: string, kind: SlaNoticeInput['kind']) => ({
      taskId,
      kind,
      label: taskId,
      targetMinutes: 10,
      elapsedMinutes: 10,
      agentName: 'A',
    });
    const shown = coalesceSlaNotices([
      notice('t1', 'warning'),
      notice('t2', 'breached'),
      notice('t3', 'breached'),
      notice('t3', 'breached'),
    ]);
    expect(shown).toEqual([
      {
        title: 'SLA breached',
        body: '2 tasks breached their SLA',
        route: '/app/tasks',
        urgency: 'critical',
        tag: 'ops-task-sla-breached',
      },
      {
        title: 'Close to SLA breach',
        body: 't1 is close to breaching its SLA: 10 min (target 10 min)',
        route: '/app/task/t1',
        urgency: 'normal',
        tag: 'ops-task-sla-warning',
      },
    ]);
    expect(coalesceSlaNotices([])).toEqual([]);
  });
});
