import { eq, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { toEgp } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { isoTime, JsonRows, type FieldReads } from '../../platform/lists/jsonRows';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../../platform/generated/graphql';
import { rideOfBill } from './billsList';
import { bills } from './tables';

/** A bill as GraphQL shows it (schema: Bill): EGP with 2 decimals, people as references. */
export interface BillView {
  _id: string;
  serialNumber: number;
  walletAutoCharge: { _id: string } | null;
  actualCost: number;
  type: string;
  date: string;
  createdAt: string;
  vat: number;
  totalCost: number;
  refundReason: string | null;
  isRefunded: boolean;
  isPaymentSuccessful: boolean;
  paidWithPromocode: number;
  paidWithSubscription: number;
  paidWithBalance: number;
  paymentGateway: string | null;
  maskedPan: string | null;
  freemium: boolean;
  isAutoSettle: boolean;
  paymentMethod: string | null;
  gatewayResponse: string | null;
  trxID: string | null;
  user: PersonRef | null;
  ride: string | null;
  balanceChange: number | null;
  refundedBill: string | null;
  createdBy: PersonRef | null;
}

/**
 * A bill with the fields a query selected (GraphQL's Bill, mapped in codegen.ts): a list
 * reads and maps only what its page shows (the gateway's response is a large JSON).
 */
export type SelectedBillView = Partial<BillView>;
export type BillField = keyof BillView;

const creators = alias(users, 'bill_creator');

/** Everything a bill's fields can read: its columns, its rider, its creator and its ride. */
const READS = {
  id: bills.id,
  serialNumber: bills.serialNumber,
  walletAutoChargeId: bills.walletAutoChargeId,
  type: bills.type,
  date: isoTime(bills.date),
  createdAt: isoTime(bills.createdAt),
  totalCost: bills.totalCostPiasters,
  vat: bills.vatPiasters,
  actualCost: bills.actualCostPiasters,
  paidWithPromocode: bills.paidWithPromocodePiasters,
  paidWithSubscription: bills.paidWithSubscriptionPiasters,
  paidWithBalance: bills.paidWithBalancePiasters,
  refundReason: bills.refundReason,
  isRefunded: bills.isRefunded,
  isPaymentSuccessful: bills.isPaymentSuccessful,
  paymentGateway: bills.paymentGateway,
  maskedPan: bills.maskedPan,
  freemium: bills.freemium,
  isAutoSettle: bills.isAutoSettle,
  paymentMethod: bills.paymentMethod,
  gatewayResponse: bills.gatewayResponse,
  trxId: bills.trxId,
  balanceChange: bills.balanceChangePiasters,
  refundedBillId: bills.refundedBillId,
  ride: rideOfBill,
  userId: users.id,
  userName: users.name,
  userPhone: users.phoneNumber,
  creatorId: creators.id,
  creatorName: creators.name,
  creatorPhone: creators.phoneNumber,
} satisfies { [K in keyof BillRead]: AnyPgColumn | SQL };

/**
 * A row as read: JSON values (times as ISO text, bigints as numbers). A key is present only when
 * a selected field reads it.
 */
interface BillRead {
  id: string;
  serialNumber: number | null;
  walletAutoChargeId: string | null;
  type: string;
  date: string;
  createdAt: string;
  totalCost: number;
  vat: number;
  actualCost: number;
  paidWithPromocode: number;
  paidWithSubscription: number;
  paidWithBalance: number;
  refundReason: string | null;
  isRefunded: boolean;
  isPaymentSuccessful: boolean;
  paymentGateway: string | null;
  maskedPan: string | null;
  freemium: boolean;
  isAutoSettle: boolean;
  paymentMethod: string | null;
  gatewayResponse: Record<string, unknown> | null;
  trxId: string | null;
  balanceChange: number | null;
  refundedBillId: string | null;
  ride: string | null;
  userId: string | null;
  userName: string | null;
  userPhone: string | null;
  creatorId: string | null;
  creatorName: string | null;
  creatorPhone: string | null;
}

const person = (id: string | null, name: string | null, phoneNumber: string | null): PersonRef | null =>
  id ? { _id: id, name: name ?? '', phoneNumber: phoneNumber ?? '' } : null;

/** Each Bill field: what it reads and how it shows it. */
const FIELDS: FieldReads<BillRead, BillView> = {
  _id: { reads: ['id'], view: (row) => row.id },
  serialNumber: { reads: ['serialNumber'], view: (row) => row.serialNumber! },
  walletAutoCharge: {
    reads: ['walletAutoChargeId'],
    view: (row) => (row.walletAutoChargeId ? { _id: row.walletAutoChargeId } : null),
  },
  actualCost: { reads: ['actualCost'], view: (row) => toEgp(row.actualCost) },
  type: { reads: ['type'], view: (row) => row.type },
  date: { reads: ['date'], view: (row) => row.date },
  createdAt: { reads: ['createdAt'], view: (row) => row.createdAt },
  vat: { reads: ['vat'], view: (row) => toEgp(row.vat) },
  totalCost: { reads: ['totalCost'], view: (row) => toEgp(row.totalCost) },
  refundReason: { reads: ['refundReason'], view: (row) => row.refundReason },
  isRefunded: { reads: ['isRefunded'], view: (row) => row.isRefunded },
  isPaymentSuccessful: { reads: ['isPaymentSuccessful'], view: (row) => row.isPaymentSuccessful },
  paidWithPromocode: { reads: ['paidWithPromocode'], view: (row) => toEgp(row.paidWithPromocode) },
  paidWithSubscription: { reads: ['paidWithSubscription'], view: (row) => toEgp(row.paidWithSubscription) },
  paidWithBalance: { reads: ['paidWithBalance'], view: (row) => toEgp(row.paidWithBalance) },
  paymentGateway: { reads: ['paymentGateway'], view: (row) => row.paymentGateway },
  maskedPan: { reads: ['maskedPan'], view: (row) => row.maskedPan },
  freemium: { reads: ['freemium'], view: (row) => row.freemium },
  isAutoSettle: { reads: ['isAutoSettle'], view: (row) => row.isAutoSettle },
  paymentMethod: { reads: ['paymentMethod'], view: (row) => row.paymentMethod },
  gatewayResponse: {
    reads: ['gatewayResponse'],
    view: (row) => (row.gatewayResponse ? JSON.stringify(row.gatewayResponse) : null),
  },
  trxID: { reads: ['trxId'], view: (row) => row.trxId },
  user: {
    reads: ['userId', 'userName', 'userPhone'],
    view: (row) => person(row.userId, row.userName, row.userPhone),
  },
  ride: { reads: ['ride'], view: (row) => row.ride },
  balanceChange: {
    reads: ['balanceChange'],
    view: (row) => (row.balanceChange === null ? null : toEgp(row.balanceChange)),
  },
  refundedBill: { reads: ['refundedBillId'], view: (row) => row.refundedBillId },
  createdBy: {
    reads: ['creatorId', 'creatorName', 'creatorPhone'],
    view: (row) => person(row.creatorId, row.creatorName, row.creatorPhone),
  },
};

export const BILL_FIELDS = Object.keys(FIELDS) as BillField[];
const BILL_ROWS = new JsonRows<BillRead, BillView>(READS, FIELDS, 'id');

export interface BillsSelection {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The Bill fields to answer; every field when absent. */
  fields?: Iterable<string>;
}

/** The one statement of a bills read: the columns and joins its fields need, nothing more. */
export function billsQuery(db: Db | Tx, page: BillsSelection) {
  const plan = BILL_ROWS.plan(page.fields);
  let query = db.select({ row: plan.row }).from(bills).$dynamic();
  if (plan.reads('userId')) query = query.leftJoin(users, eq(users.id, bills.userId));
  if (plan.reads('creatorId')) query = query.leftJoin(creators, eq(creators.id, bills.createdById));
  return {
    plan,
    query: query
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
  };
}

/** Bills with the fields asked (every field when none is named), in the order and page asked. */
export async function selectBillViews(db: Db | Tx, page: BillsSelection): Promise<SelectedBillView[]> {
  const { plan, query } = billsQuery(db, page);
  return plan.views(await query);
}

export async function billViewById(db: Db | Tx, id: string): Promise<BillView | null> {
  const [view] = await selectBillViews(db, { where: eq(bills.id, id), orderBy: [], limit: 1, offset: 0 });
  // No fields named: every field is there.
  return (view as BillView | undefined) ?? null;
}
