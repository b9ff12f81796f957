import { describe, expect, it } from 'vitest';
import {
  canRemovePlanFromUser,
  canStopNextRenewal,
  remainingAllowance,
  subscriptionStatus,
} from './subscription';

const now = new Date('2026-11-22T10:00:00Z');

describe('\'Stop Next Renewal\' (01 §2 "only if the plan has no stoppedAt, renewedAt or failedRenewAt")', () => {
  it.each([
    ['none set', {}, true],
    ['nulls', { stoppedAt: null, renewedAt: null, failedRenewAt: null }, true],
    ['stoppedAt', { stoppedAt: '2026-11-01T00:00:00Z' }, false],
    ['renewedAt', { renewedAt: new Date('2026-11-01T00:00:00Z') }, false],
    ['failedRenewAt', { failedRenewAt: 1_700_000_000_000 }, false],
  ])('%s', (_case, plan, expected) => {
    expect(canStopNextRenewal(plan)).toBe(expected);
  });
});

describe("'Stop Renewal, Remove from user' (\"only while validUntil is in the future and the plan is the user's current plan\")", () => {
  it.each([
    ['future and current', { _id: 'p1', validUntil: '2026-12-01T00:00:00Z' }, 'p1', true],
    ['past', { _id: 'p1', validUntil: '2026-11-01T00:00:00Z' }, 'p1', false],
    ['exactly now is not the future', { _id: 'p1', validUntil: now }, 'p1', false],
    ['not the current plan', { _id: 'p1', validUntil: '2026-12-01T00:00:00Z' }, 'p2', false],
    ['user has no current plan', { _id: 'p1', validUntil: '2026-12-01T00:00:00Z' }, null, false],
    ['no validUntil', { _id: 'p1' }, 'p1', false],
  ])('%s', (_case, plan, currentPlanId, expected) => {
    expect(canRemovePlanFromUser(plan, { now, currentPlanId })).toBe(expected);
  });
});

describe('status text (Ongoing, Success Renewal, Stopped at, Free Trial)', () => {
  it.each([
    ['Ongoing', { _id: 'p' }, 'Ongoing'],
    ['Success Renewal', { _id: 'p', renewedAt: '2026-11-01T00:00:00Z' }, 'Success Renewal'],
    ['Free Trial', { _id: 'p', isFreeTrial: true }, 'Free Trial'],
    [
      'Stopped at wins',
      { _id: 'p', isFreeTrial: true, renewedAt: '2026-11-01T00:00:00Z', stoppedAt: '2026-11-02T00:00:00Z' },
      'Stopped at',
    ],
  ])('%s', (_case, plan, text) => {
    expect(subscriptionStatus(plan).text).toBe(text);
  });

  it('carries the stop moment and the reminder', () => {
    expect(
      subscriptionStatus({
        _id: 'p',
        stoppedAt: '2026-11-02T00:00:00Z',
        willRemindAt: '2026-11-20T00:00:00Z',
      }),
    ).toEqual({
      text: 'Stopped at',
      at: new Date('2026-11-02T00:00:00Z'),
      remindAt: new Date('2026-11-20T00:00:00Z'),
    });
  });

  it.each([
    ['"-1 means unlimited"', -1, 5, 'unlimited'],
    ['some left', 10, 3, 7],
    ['never below 0', 2, 5, 0],
  ])('allowance: %s', (_rule, allowance, used, left) => {
    expect(remainingAllowance(allowance, used)).toBe(left);
  });
});
