import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The Wallet Logs export: the table's columns of 02 §2 (User, Before, After, Difference,
 * Type, By, Date/Time, Reason) with the reason's two parts and the links a reconciliation
 * needs. The rider's phone is personal data: only for those who may open the Users page.
 */
export const WALLET_LOGS_EXPORT_FIELDS = [
  { key: 'user', label: 'User' },
  { key: 'userPhone', label: 'User Phone', permission: gate('users.VIEW_PAGE') },
  { key: 'prevBalance', label: 'Before (EGP)' },
  { key: 'currBalance', label: 'After (EGP)' },
  { key: 'difference', label: 'Difference (EGP)' },
  { key: 'type', label: 'Type' },
  { key: 'waived', label: 'Waived' },
  { key: 'dashboardUser', label: 'By (User)' },
  { key: 'createdAt', label: 'Date/Time' },
  { key: 'reason', label: 'Reason' },
  { key: 'comment', label: 'Comment' },
  { key: 'rideId', label: 'Ride' },
  { key: 'billId', label: 'Bill' },
] as const;

export type WalletLogsExportField = (typeof WALLET_LOGS_EXPORT_FIELDS)[number]['key'];

/**
 * Who may export: those who see the table (task.VIEW_WALLET_LOGS) and may export money
 * records (bills.EXPORT, the finance export flag). A wallet log is a money record like a
 * bill, and seeing a page of logs is not the same right as taking every log home.
 */
export const WALLET_LOGS_EXPORT: ExportModuleSpec<WalletLogsExportField> = {
  module: 'walletLogs',
  title: 'Wallet Logs',
  permissions: [gate('task.VIEW_WALLET_LOGS'), gate('bills.EXPORT')],
  fields: WALLET_LOGS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Date between',
};
