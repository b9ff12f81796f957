import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The Bills export field list (02 §3 "Export field lists exist for ... Bills"): the Bill
 * fields in the order the page shows them, money in EGP. The spec lists the fields, not
 * the labels; these are ours.
 */
export const BILLS_EXPORT_FIELDS = [
  { key: 'serialNumber', label: 'Serial Number' },
  { key: 'user', label: 'User' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'type', label: 'Type' },
  { key: 'date', label: 'Date' },
  { key: 'totalCost', label: 'Total Cost (EGP)' },
  { key: 'vat', label: 'VAT (EGP)' },
  { key: 'actualCost', label: 'Actual Cost (EGP)' },
  { key: 'paidWithBalance', label: 'Paid With Balance (EGP)' },
  { key: 'paidWithPromocode', label: 'Paid With Promocode (EGP)' },
  { key: 'paidWithSubscription', label: 'Paid With Subscription (EGP)' },
  { key: 'paymentGateway', label: 'Payment Gateway' },
  { key: 'paymentMethod', label: 'Payment Method' },
  { key: 'maskedPan', label: 'Masked Pan' },
  { key: 'trxID', label: 'Trx ID' },
  { key: 'isPaymentSuccessful', label: 'Payment Successful' },
  { key: 'isRefunded', label: 'Refunded' },
  { key: 'refundReason', label: 'Refund Reason' },
  { key: 'freemium', label: 'Freemium' },
  { key: 'isAutoSettle', label: 'Auto Settle' },
  { key: 'walletAutoCharge', label: 'Wallet Auto Charge' },
  { key: 'balanceChange', label: 'Balance Change (EGP)' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type BillsExportField = (typeof BILLS_EXPORT_FIELDS)[number]['key'];

/** The 95-day range is the bill date (the page's date filter). */
export const BILLS_EXPORT: ExportModuleSpec<BillsExportField> = {
  module: 'bills',
  title: 'Bills',
  permissions: [gate('bills.EXPORT')],
  fields: BILLS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Billed between',
};
