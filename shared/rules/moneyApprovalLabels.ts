import { MONEY_APPROVAL_KINDS, type MoneyApprovalKind } from './moneyApprovals';
import type { ApprovalListStatus } from '../lists/moneyApprovals';

/** What each kind of held money edit is called, on the approvals page and in its export. */
export const MONEY_APPROVAL_KIND_LABELS: Record<MoneyApprovalKind, string> = {
  BALANCE_EDIT: 'Balance edit',
  RIDE_COMPENSATION: 'Ride compensation',
  SETTLEMENT: 'Settlement',
  MANUAL_BILL: 'Manual bill',
  FINE_WAIVE: 'Fine waive',
  THRESHOLD_CHANGE: 'Threshold raise',
  MONEY_LIMITS_CHANGE: 'Money limits change',
  CHARGE_PLAN_CHANGE: 'Charge plan change',
};

const isKind = (kind: string): kind is MoneyApprovalKind =>
  (MONEY_APPROVAL_KINDS as readonly string[]).includes(kind);

/** The page reads the kind as GraphQL text: a kind newer than these labels shows as stored. */
export const moneyApprovalKindLabel = (kind: string): string =>
  isKind(kind) ? MONEY_APPROVAL_KIND_LABELS[kind] : kind;

/** The statuses in words (the status bar, the filter and each row's tag): never the stored enum. */
export const APPROVAL_STATUS_LABELS: Record<ApprovalListStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  ALL: 'All',
};

const isListStatus = (status: string): status is ApprovalListStatus => status in APPROVAL_STATUS_LABELS;

/** A status newer than these labels shows as stored. */
export const approvalStatusLabel = (status: string): string =>
  isListStatus(status) ? APPROVAL_STATUS_LABELS[status] : status;
