import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillType } from '@ops/shared/rules/bills';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** The bill types live in shared/rules/bills.ts (the page's filter offers them too). */
export { GENERATED_BILL_TYPES, MANUAL_BILL_TYPES, type BillType } from '@ops/shared/rules/bills';

export const bills = pgTable('bills', {
  id: text('id').primaryKey(),
  /** Identity column: leave it out on insert. */
  serialNumber: bigint('serial_number', { mode: 'number' }).generatedByDefaultAsIdentity(),
  userId: text('user_id').notNull(),
  walletAutoChargeId: text('wallet_auto_charge_id'),
  type: text('type').$type<BillType>().notNull(),
  date: ts('date').notNull(),
  totalCostPiasters: money('total_cost_piasters').notNull().default(0),
  vatPiasters: money('vat_piasters').notNull().default(0),
  /** Collected after promocode and subscription: total - promocode - subscription. */
  actualCostPiasters: money('actual_cost_piasters').notNull().default(0),
  paidWithPromocodePiasters: money('paid_with_promocode_piasters').notNull().default(0),
  paidWithSubscriptionPiasters: money('paid_with_subscription_piasters').notNull().default(0),
  paidWithBalancePiasters: money('paid_with_balance_piasters').notNull().default(0),
  promocodeId: text('promocode_id'),
  refundReason: text('refund_reason'),
  isRefunded: boolean('is_refunded').notNull().default(false),
  isPaymentSuccessful: boolean('is_payment_successful').notNull().default(true),
  paymentGateway: text('payment_gateway'),
  maskedPan: text('masked_pan'),
  freemium: boolean('freemium').notNull().default(false),
  isAutoSettle: boolean('is_auto_settle').notNull().default(false),
  paymentMethod: text('payment_method'),
  gatewayResponse: jsonb('gateway_response').$type<Record<string, unknown>>(),
  trxId: text('trx_id'),
  createdById: text('created_by_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Migration 0013: a manual bill's signed effect on the wallet; null for generated bills. */
  balanceChangePiasters: money('balance_change_piasters'),
  /** Migration 0013: the bill a REFUND gives money back for (unique among REFUND bills). */
  refundedBillId: text('refunded_bill_id'),
});
export type BillRow = typeof bills.$inferSelect;

/** Migration 0013: a manual bill waiting for its second signature (approvals/). */
export const heldManualBills = pgTable('held_manual_bills', {
  approvalId: text('approval_id').primaryKey(),
  billType: text('bill_type').$type<BillType>().notNull(),
  userId: text('user_id').notNull(),
  refundedBillId: text('refunded_bill_id'),
  balanceChangePiasters: money('balance_change_piasters').notNull(),
  reason: text('reason').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Migration 0043: a top-up refund's money back to the card, sent to the gateway after commit (cardRefunds.ts). */
export const cardRefunds = pgTable('card_refunds', {
  id: text('id').primaryKey(),
  refundBillId: text('refund_bill_id').notNull(),
  paymentTransactionId: text('payment_transaction_id').notNull(),
  amountPiasters: money('amount_piasters').notNull(),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  message: text('message'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});
