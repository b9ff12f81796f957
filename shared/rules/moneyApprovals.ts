import { can, type RoleLike } from './permissions/can';
import { canEditBalance, isAlwaysAllowed, type Person } from './permissions/editRules';
import { GOVERNANCE_MESSAGES, thresholdChangeRefusal } from './moneyGovernance';
import { mayGovernMoneySettings } from './moneyLimits';

/**
 * A second signature on large money edits (issue 7 §4; beyond the spec, so the words are
 * ours). One source for the renderer (what it offers) and the server (what it refuses).
 */

/** The threshold a role without its own setting uses, in EGP. */
export const DEFAULT_APPROVAL_THRESHOLD = 500;
/** A request not decided within this time expires and can no longer be approved. */
export const APPROVAL_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * The highest threshold one may set, in EGP: far above any single edit (balance edits are
 * bounded at 1000 EGP), low enough that a slipped zero is refused rather than switching
 * the second signature off for good.
 */
export const MAX_APPROVAL_THRESHOLD = 100_000;

export const MONEY_APPROVAL_KINDS = [
  'BALANCE_EDIT',
  'RIDE_COMPENSATION',
  'SETTLEMENT',
  'MANUAL_BILL',
  'FINE_WAIVE',
  // Issue 22 §3 and §1: requests that govern a setting instead of moving a wallet.
  'THRESHOLD_CHANGE',
  'MONEY_LIMITS_CHANGE',
  'CHARGE_PLAN_CHANGE',
] as const;
export type MoneyApprovalKind = (typeof MONEY_APPROVAL_KINDS)[number];

/** The kinds that govern a setting: no wallet, a payload, decided by the settings rule (settingApprovalRefusal). */
export const SETTING_APPROVAL_KINDS = [
  'THRESHOLD_CHANGE',
  'MONEY_LIMITS_CHANGE',
  'CHARGE_PLAN_CHANGE',
] as const satisfies readonly MoneyApprovalKind[];
export type SettingApprovalKind = (typeof SETTING_APPROVAL_KINDS)[number];
export const isSettingKind = (kind: string): kind is SettingApprovalKind =>
  (SETTING_APPROVAL_KINDS as readonly string[]).includes(kind);

/** As stored: a request is PENDING until someone decides. */
export type StoredApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
/** As shown: a PENDING request past its expiry reads EXPIRED. */
export type MoneyApprovalStatus = StoredApprovalStatus | 'EXPIRED';

/** The error extension `reason` of an answer that could not say "pending" any other way (incrementBalance). */
export const APPROVAL_PENDING = 'APPROVAL_PENDING';

export const APPROVAL_MESSAGES = {
  held: 'Sent for approval: a second user must approve this change before the money moves.',
  heldDetail: 'A second user must approve this change before the money moves.',
  selfApproval: 'You cannot approve or reject your own request.',
  ownBalance: 'You cannot approve or reject a change to your own balance.',
  notAllowed: 'You are not allowed to edit the balance of this user.',
  lowerRank: 'Only someone of the same or a higher rank than the requester can decide this request.',
  expired: 'This request has expired.',
  alreadyApproved: 'This request was already approved.',
  alreadyRejected: 'This request was already rejected.',
  notFound: 'Request not found!',
  rejectionReasonRequired: 'Please add a reason for the rejection!',
  thresholdRequired: 'Please enter the threshold!',
  thresholdNotValid: 'The threshold must be a whole number of EGP, 0 or more.',
  thresholdTooHigh: `Max threshold is ${MAX_APPROVAL_THRESHOLD} EGP`,
  roleNotFound: 'Role not found!',
} as const;

/**
 * The threshold as the thresholds screen and setMoneyApprovalThreshold read it: whole EGP
 * (people think of a limit in pounds, and a piaster limit only invites 500.01 typos), from 0
 * (every money edit of the role is held) to the maximum. Null when valid, else the message.
 */
export function thresholdError(value: number | null | undefined): string | null {
  if (value === null || value === undefined || Number.isNaN(value))
    return APPROVAL_MESSAGES.thresholdRequired;
  if (!Number.isInteger(value) || value < 0) return APPROVAL_MESSAGES.thresholdNotValid;
  if (value > MAX_APPROVAL_THRESHOLD) return APPROVAL_MESSAGES.thresholdTooHigh;
  return null;
}

/** True when an amount (either sign) is above the threshold and needs a second signature. */
export function needsSecondSignature(amountEgp: number, thresholdEgp: number): boolean {
  return Math.abs(amountEgp) > thresholdEgp;
}

export function approvalStatusAt(
  status: StoredApprovalStatus,
  expiresAt: Date,
  now: Date,
): MoneyApprovalStatus {
  return status === 'PENDING' && now.getTime() >= expiresAt.getTime() ? 'EXPIRED' : status;
}

export interface ApprovalDecisionCase {
  approver: Person;
  /** The requester with the role they have now. */
  requester: Person;
  /** Whose wallet would move; null for a request that governs a setting. */
  target: Person | null;
  kind?: MoneyApprovalKind;
  /** A THRESHOLD_CHANGE's role: its approver must be ranked above it too. */
  governedRole?: { _id: string; level: number } | null;
  status: StoredApprovalStatus;
  expiresAt: Date;
  now: Date;
}

/** A lower level number is a higher rank (02 §6); a requester without a role is outranked by any. */
function sameOrHigherRank(approver: RoleLike, requester: RoleLike | null | undefined): boolean {
  return !requester || approver.level <= requester.level;
}

/**
 * Null when the approver may approve or reject the request, else why not. The order is
 * the order a person asks in: is it still open, is it mine, may I touch this wallet at all.
 */
export function approvalRefusal(c: ApprovalDecisionCase): string | null {
  if (c.status === 'APPROVED') return APPROVAL_MESSAGES.alreadyApproved;
  if (c.status === 'REJECTED') return APPROVAL_MESSAGES.alreadyRejected;
  if (approvalStatusAt(c.status, c.expiresAt, c.now) === 'EXPIRED') return APPROVAL_MESSAGES.expired;
  if (c.approver._id === c.requester._id) return APPROVAL_MESSAGES.selfApproval;
  if (!c.target) return settingDecisionRefusal(c);
  if (c.approver._id === c.target._id) return APPROVAL_MESSAGES.ownBalance;
  if (!c.approver.role || !canEditBalance(c.approver, c.target)) return APPROVAL_MESSAGES.notAllowed;
  if (!sameOrHigherRank(c.approver.role, c.requester.role)) return APPROVAL_MESSAGES.lowerRank;
  return null;
}

/**
 * A request that governs a setting (issue 22 §3): decided by someone holding the settings
 * permission, of the requester's rank or above, and, for a threshold, ranked above the role.
 */
function settingDecisionRefusal(c: ApprovalDecisionCase): string | null {
  if (!c.approver.role || !mayGovernMoneySettings(c.approver.role)) return GOVERNANCE_MESSAGES.notAllowed;
  if (!sameOrHigherRank(c.approver.role, c.requester.role)) return APPROVAL_MESSAGES.lowerRank;
  if (c.governedRole) return thresholdChangeRefusal(c.approver.role, c.governedRole);
  return null;
}

/**
 * Whether the 'Pending approvals' page is offered: the roles that may edit someone
 * else's balance at all (the edit-balance rule's own permissions).
 */
export function mayApproveMoney(role: RoleLike | null | undefined): boolean {
  if (!role) return false;
  return (
    isAlwaysAllowed(role) ||
    can(role, { layer: 'users', permission: 'EDIT_USER_BALANCE' }) ||
    can(role, { layer: 'users', permission: 'EDIT_TEAM_BALANCE' }) ||
    mayGovernMoneySettings(role)
  );
}
