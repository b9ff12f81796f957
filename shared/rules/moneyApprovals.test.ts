import { describe, expect, it } from 'vitest';
import {
  APPROVAL_MESSAGES,
  DEFAULT_APPROVAL_THRESHOLD,
  MAX_APPROVAL_THRESHOLD,
  approvalRefusal,
  approvalStatusAt,
  mayApproveMoney,
  needsSecondSignature,
  thresholdError,
  type ApprovalDecisionCase,
} from './moneyApprovals';

const role = (
  level: number,
  permissions: Record<string, Record<string, boolean>> = {},
  department = 'Accounting',
) => ({ level, department, permissions });
const finance = (id: string, level = 3) => ({
  _id: id,
  role: role(level, { users: { EDIT_USER_BALANCE: true } }),
});
const rider = { _id: 'rider', role: null };
const now = new Date('2026-11-22T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const base: ApprovalDecisionCase = {
  approver: finance('b'),
  requester: finance('a'),
  target: rider,
  status: 'PENDING',
  expiresAt: later,
  now,
};

describe('who may approve a held money change', () => {
  it.each<[string, Partial<ApprovalDecisionCase>, string | null]>([
    ['another finance user of the same rank', {}, null],
    ['a higher rank', { approver: finance('b', 2) }, null],
    ['the requester themself', { approver: finance('a') }, APPROVAL_MESSAGES.selfApproval],
    ['a lower rank than the requester', { approver: finance('b', 4) }, APPROVAL_MESSAGES.lowerRank],
    [
      'someone the edit-balance rule does not allow',
      { approver: { _id: 'b', role: role(3, { task: { RESOLVE_TASKS: true } }) } },
      APPROVAL_MESSAGES.notAllowed,
    ],
    ['a staff member without a role', { approver: { _id: 'b', role: null } }, APPROVAL_MESSAGES.notAllowed],
    ['the owner of the balance', { target: finance('b') }, APPROVAL_MESSAGES.ownBalance],
    ['after 24 h', { expiresAt: now }, APPROVAL_MESSAGES.expired],
    ['once rejected', { status: 'REJECTED' }, APPROVAL_MESSAGES.alreadyRejected],
    ['once approved', { status: 'APPROVED' }, APPROVAL_MESSAGES.alreadyApproved],
    [
      'team balance: same department, lower-ranked target',
      {
        approver: { _id: 'b', role: role(2, { users: { EDIT_TEAM_BALANCE: true } }) },
        target: { _id: 't', role: role(5) },
      },
      null,
    ],
    [
      'team balance: another department',
      {
        approver: { _id: 'b', role: role(2, { users: { EDIT_TEAM_BALANCE: true } }, 'Operations') },
        target: { _id: 't', role: role(5) },
      },
      APPROVAL_MESSAGES.notAllowed,
    ],
  ])('%s', (_name, change, expected) => {
    expect(approvalRefusal({ ...base, ...change })).toBe(expected);
  });
});

describe('threshold and status', () => {
  it.each([
    [500, 500, false],
    [500.01, 500, true],
    [-500.01, 500, true],
    [-500, 500, false],
    [0.01, 0, true],
  ])('%s EGP against %s: held %s', (amount, threshold, held) => {
    expect(needsSecondSignature(amount, threshold)).toBe(held);
  });

  it('a pending request reads EXPIRED from its expiry on; decided ones keep their status', () => {
    expect(approvalStatusAt('PENDING', later, now)).toBe('PENDING');
    expect(approvalStatusAt('PENDING', now, now)).toBe('EXPIRED');
    expect(approvalStatusAt('APPROVED', new Date(0), now)).toBe('APPROVED');
  });

  it('the page is offered to roles that may edit others’ balances', () => {
    expect(mayApproveMoney(role(3, { users: { EDIT_TEAM_BALANCE: true } }))).toBe(true);
    expect(mayApproveMoney(role(3, { users: { EDIT_SELF_BALANCE: true } }))).toBe(false);
    expect(mayApproveMoney(role(1))).toBe(true);
    expect(mayApproveMoney(null)).toBe(false);
  });
});

describe('the threshold a role may be given', () => {
  it.each<[string, number | null | undefined, string | null]>([
    ['empty', null, APPROVAL_MESSAGES.thresholdRequired],
    ['not a number', Number.NaN, APPROVAL_MESSAGES.thresholdRequired],
    ['negative', -1, APPROVAL_MESSAGES.thresholdNotValid],
    ['piasters', 500.5, APPROVAL_MESSAGES.thresholdNotValid],
    ['zero: every edit is held', 0, null],
    ['the default', DEFAULT_APPROVAL_THRESHOLD, null],
    ['the maximum', MAX_APPROVAL_THRESHOLD, null],
    ['above the maximum', MAX_APPROVAL_THRESHOLD + 1, APPROVAL_MESSAGES.thresholdTooHigh],
  ])('%s', (_name, value, expected) => {
    expect(thresholdError(value)).toBe(expected);
  });
});
