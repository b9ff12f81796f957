import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The PaymentTransactions export: the columns the page shows (02 §2), in its order, amounts in EGP. */
export const PAYMENT_TRANSACTIONS_EXPORT_FIELDS = [
  { key: 'user', label: 'User' },
  { key: 'phoneNumber', label: 'Phone', permission: gate('users.VIEW_PAGE') },
  { key: 'merchantReference', label: 'Merchant Reference' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'amount', label: 'Amount (EGP)' },
  { key: 'transactionType', label: 'Trx Type' },
  { key: 'gateway', label: 'Gateway' },
  { key: 'status', label: 'Status' },
  { key: 'orderType', label: 'Type' },
  { key: 'gatewayReference', label: 'Gateway Reference' },
  { key: 'instantResponseMessage', label: 'Instant Gateway Message' },
  { key: 'lastGatewayMessage', label: 'Last Gateway Message' },
  { key: 'webhookAt', label: 'Webhook Date' },
  { key: 'gatewayOrderReference', label: 'Gateway Order Reference' },
  { key: 'refundedAt', label: 'Refunded At' },
  { key: 'bill', label: 'Bill' },
] as const;

export type PaymentTransactionsExportField = (typeof PAYMENT_TRANSACTIONS_EXPORT_FIELDS)[number]['key'];

/** Those who see the page and export bills (the finance export permission); the range is the creation date. */
export const PAYMENT_TRANSACTIONS_EXPORT: ExportModuleSpec<PaymentTransactionsExportField> = {
  module: 'paymentTransactions',
  title: 'PaymentTransactions',
  permissions: [gate('bills.VIEW_PAYMENT_TRANSACTIONS'), gate('bills.EXPORT')],
  fields: PAYMENT_TRANSACTIONS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Created between',
};
