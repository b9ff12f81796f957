import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The 'Pending approvals' export: the page's columns in its words and order, the lines a
 * cell shows under its value (the user's phone, the comment under the reason, the expiry or
 * the decision under the status) as columns of their own. Amounts are EGP numbers.
 */
export const MONEY_APPROVALS_EXPORT_FIELDS = [
  { key: 'requestedAt', label: 'Requested' },
  { key: 'user', label: 'User' },
  { key: 'phone', label: 'Phone' },
  { key: 'amount', label: 'Amount' },
  { key: 'kind', label: 'Kind' },
  { key: 'reason', label: 'Reason' },
  { key: 'comment', label: 'Comment' },
  { key: 'requestedBy', label: 'Requested by' },
  { key: 'status', label: 'Status' },
  { key: 'expiresAt', label: 'Expires' },
  { key: 'decidedBy', label: 'Decided by' },
  { key: 'decidedAt', label: 'Decided at' },
  { key: 'rejectionReason', label: 'Rejection reason' },
] as const;

export type MoneyApprovalsExportField = (typeof MONEY_APPROVALS_EXPORT_FIELDS)[number]['key'];

/**
 * The page's own gate is mayApproveMoney (the balance-edit rights), which no single permission
 * names: the server checks it as the list does, and users.EXPORT ('Export users', the money is
 * users' balances) is the nearest export flag. Dated by when it was asked, so the 95-day rule applies.
 */
export const MONEY_APPROVALS_EXPORT: ExportModuleSpec<MoneyApprovalsExportField> = {
  module: 'moneyApprovals',
  title: 'Pending approvals',
  permissions: [gate('users.EXPORT')],
  fields: MONEY_APPROVALS_EXPORT_FIELDS,
  dateFilter: 'requestedAt',
  rangeLabel: 'Requested between',
};
