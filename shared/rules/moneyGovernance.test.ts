import { describe, expect, it } from 'vitest';
import { approvalRefusal, APPROVAL_MESSAGES } from './moneyApprovals';
import { GOVERNANCE_MESSAGES, thresholdChangeRefusal, thresholdRaiseNeedsSignature } from './moneyGovernance';
import {
  DEFAULT_MONEY_LIMITS,
  loosensMoneyLimits,
  moneyLimitsError,
  MONEY_LIMITS_MESSAGES,
  runningTotalHeldReason,
} from './moneyLimits';

const settingsRole = (level: number, _id = `r${level}`) => ({
  _id,
  level,
  department: 'Operations',
  permissions: { settings: { ADJUST_PAYMENT_METHODS: true } },
});

describe('thresholdChangeRefusal (issue 22 §3)', () => {
  it('refuses own role, a role of the same rank and a higher one; allows a lower one', () => {
    expect(thresholdChangeRefusal(settingsRole(3, 'mine'), { _id: 'mine', level: 3 })).toBe(
      GOVERNANCE_MESSAGES.ownRole,
    );
    expect(thresholdChangeRefusal(settingsRole(3), { _id: 'peer', level: 3 })).toBe(
      GOVERNANCE_MESSAGES.higherRole,
    );
    expect(thresholdChangeRefusal(settingsRole(3), { _id: 'boss', level: 0 })).toBe(
      GOVERNANCE_MESSAGES.higherRole,
    );
    expect(thresholdChangeRefusal(settingsRole(3), { _id: 'agent', level: 6 })).toBeNull();
  });
  it('refuses without the settings permission', () => {
    expect(thresholdChangeRefusal({ level: 3, permissions: {} }, { _id: 'agent', level: 6 })).toBe(
      GOVERNANCE_MESSAGES.notAllowed,
    );
    expect(thresholdChangeRefusal(null, { _id: 'agent', level: 6 })).toBe(GOVERNANCE_MESSAGES.notAllowed);
  });
  it('a raise needs a second signature, a cut does not', () => {
    expect(thresholdRaiseNeedsSignature(500, 501)).toBe(true);
    expect(thresholdRaiseNeedsSignature(500, 500)).toBe(false);
    expect(thresholdRaiseNeedsSignature(500, 0)).toBe(false);
  });
});

describe('deciding a setting request', () => {
  const base = {
    status: 'PENDING' as const,
    expiresAt: new Date(Date.now() + 60_000),
    now: new Date(),
    target: null,
    kind: 'THRESHOLD_CHANGE' as const,
  };
  const person = (id: string, level: number, withSettings = true) => ({
    _id: id,
    role: { level, permissions: withSettings ? { settings: { ADJUST_PAYMENT_METHODS: true } } : {} },
  });
  it('not by the requester, only with the settings permission, of the same or a higher rank, ranked above the role', () => {
    const requester = person('req', 2);
    const governedRole = { _id: 'agents', level: 6 };
    expect(approvalRefusal({ ...base, approver: requester, requester, governedRole })).toBe(
      APPROVAL_MESSAGES.selfApproval,
    );
    expect(approvalRefusal({ ...base, approver: person('x', 1, false), requester, governedRole })).toBe(
      GOVERNANCE_MESSAGES.notAllowed,
    );
    expect(approvalRefusal({ ...base, approver: person('x', 3), requester, governedRole })).toBe(
      APPROVAL_MESSAGES.lowerRank,
    );
    expect(
      approvalRefusal({
        ...base,
        approver: person('x', 2),
        requester,
        governedRole: { _id: 'peers', level: 2 },
      }),
    ).toBe(GOVERNANCE_MESSAGES.higherRole);
    expect(approvalRefusal({ ...base, approver: person('x', 1), requester, governedRole })).toBeNull();
  });
});

describe('money limits', () => {
  it('validates the bounds in words', () => {
    expect(moneyLimitsError(DEFAULT_MONEY_LIMITS)).toBeNull();
    expect(moneyLimitsError({ ...DEFAULT_MONEY_LIMITS, windowHours: 0 })).toBe(
      MONEY_LIMITS_MESSAGES.windowHours,
    );
    expect(moneyLimitsError({ ...DEFAULT_MONEY_LIMITS, overallMultiple: 1.5 })).toBe(
      MONEY_LIMITS_MESSAGES.overallMultiple,
    );
    expect(moneyLimitsError({ ...DEFAULT_MONEY_LIMITS, maxPlanRatio: 1.555 })).toBe(
      MONEY_LIMITS_MESSAGES.maxPlanRatio,
    );
  });
  it('a shorter window or larger totals loosen; the reverse tightens', () => {
    expect(loosensMoneyLimits(DEFAULT_MONEY_LIMITS, { ...DEFAULT_MONEY_LIMITS, windowHours: 12 })).toBe(true);
    expect(loosensMoneyLimits(DEFAULT_MONEY_LIMITS, { ...DEFAULT_MONEY_LIMITS, overallMultiple: 11 })).toBe(
      true,
    );
    expect(loosensMoneyLimits(DEFAULT_MONEY_LIMITS, { ...DEFAULT_MONEY_LIMITS, maxPlanRatio: 2 })).toBe(true);
    expect(
      loosensMoneyLimits(DEFAULT_MONEY_LIMITS, { windowHours: 48, overallMultiple: 5, maxPlanRatio: 1.2 }),
    ).toBe(false);
  });
  it('says why a change is held, wallet first, then overall', () => {
    const limits = DEFAULT_MONEY_LIMITS;
    expect(
      runningTotalHeldReason({
        amountPiasters: 50_000,
        toTargetPiasters: 100_000,
        overallPiasters: 0,
        thresholdPiasters: 50_000,
        limits,
        targetIsRider: true,
      }),
    ).toBe('This makes 1,500 EGP to this rider in 24 h; above 500 EGP a second signature is needed.');
    expect(
      runningTotalHeldReason({
        amountPiasters: 50_000,
        toTargetPiasters: 0,
        overallPiasters: 0,
        thresholdPiasters: 50_000,
        limits,
        targetIsRider: false,
      }),
    ).toBeNull();
    expect(
      runningTotalHeldReason({
        amountPiasters: 100,
        toTargetPiasters: 0,
        overallPiasters: 500_000,
        thresholdPiasters: 50_000,
        limits,
        targetIsRider: false,
      }),
    ).toBe('This makes 5,001 EGP moved by you in 24 h; above 5,000 EGP a second signature is needed.');
  });
});
