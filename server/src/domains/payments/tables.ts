import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentSource,
} from '@ops/shared/rules/labels';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// The enumerations are the shared lists' (the filters and the columns read the same).
export { PAYMENT_SOURCES, PAYMENT_STATUSES, PAYMENT_TYPES };
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** 'auth' (a card check) is the default order type; the others are the payment sources. */
export type PaymentOrderType = 'auth' | PaymentSource;

export const paymentTransactions = pgTable('payment_transactions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  billId: text('bill_id'),
  merchantReference: text('merchant_reference').notNull(),
  /** The paid thing (ride id, subscription id, ...); orderType says which. */
  orderId: text('order_id'),
  orderType: text('order_type').$type<PaymentOrderType>().notNull().default('auth'),
  amountPiasters: bigint('amount_piasters', { mode: 'number' }).notNull(),
  gateway: text('gateway').notNull(),
  transactionType: text('transaction_type').$type<PaymentType>().notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  responseMessage: text('response_message'),
  gatewayReference: text('gateway_reference'),
  gatewayOrderReference: text('gateway_order_reference'),
  gatewayResponseAt: ts('gateway_response_at'),
  instantResponseMaxDate: ts('instant_response_max_date'),
  instantResponseMessage: text('instant_response_message'),
  lastGatewayMessage: text('last_gateway_message'),
  webhookAt: ts('webhook_at'),
  refundedAt: ts('refunded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
