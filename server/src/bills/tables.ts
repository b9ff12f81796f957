import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** Bills made by the system carry the payment source as their type. */
export const GENERATED_BILL_TYPES = [
  'ride',
  'dayRental',
  'settleNegativeBalance',
  'reserveVehicle',
  'subscription',
  'walletCharge',
] as const;
/** Bills staff create by hand. */
export const MANUAL_BILL_TYPES = [
  'REFUND',
  'COMPENSATION',
  'TRANSFER',
  'INTERNAL',
  'FINE',
  'REMOVE_COMPENSATION',
  'OTHER',
] as const;
export type BillType = (typeof GENERATED_BILL_TYPES)[number] | (typeof MANUAL_BILL_TYPES)[number];

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
});
