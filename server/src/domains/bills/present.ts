import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toEgp } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet/present';
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

const creators = alias(users, 'bill_creator');

const person = (
  row: { id: string | null; name: string | null; phoneNumber: string | null } | null,
): PersonRef | null =>
  row?.id ? { _id: row.id, name: row.name ?? '', phoneNumber: row.phoneNumber ?? '' } : null;

/** Bills with their user, creator and ride, in the order and page asked. */
export async function selectBillViews(
  db: Db | Tx,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number },
): Promise<BillView[]> {
  const rows = await db
    .select({
      bill: bills,
      ride: rideOfBill,
      user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
      creator: { id: creators.id, name: creators.name, phoneNumber: creators.phoneNumber },
    })
    .from(bills)
    .leftJoin(users, eq(users.id, bills.userId))
    .leftJoin(creators, eq(creators.id, bills.createdById))
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ bill, ride, user, creator }) => ({
    _id: bill.id,
    serialNumber: bill.serialNumber!,
    walletAutoCharge: bill.walletAutoChargeId ? { _id: bill.walletAutoChargeId } : null,
    actualCost: toEgp(bill.actualCostPiasters),
    type: bill.type,
    date: bill.date.toISOString(),
    createdAt: bill.createdAt.toISOString(),
    vat: toEgp(bill.vatPiasters),
    totalCost: toEgp(bill.totalCostPiasters),
    refundReason: bill.refundReason,
    isRefunded: bill.isRefunded,
    isPaymentSuccessful: bill.isPaymentSuccessful,
    paidWithPromocode: toEgp(bill.paidWithPromocodePiasters),
    paidWithSubscription: toEgp(bill.paidWithSubscriptionPiasters),
    paidWithBalance: toEgp(bill.paidWithBalancePiasters),
    paymentGateway: bill.paymentGateway,
    maskedPan: bill.maskedPan,
    freemium: bill.freemium,
    isAutoSettle: bill.isAutoSettle,
    paymentMethod: bill.paymentMethod,
    gatewayResponse: bill.gatewayResponse ? JSON.stringify(bill.gatewayResponse) : null,
    trxID: bill.trxId,
    user: person(user),
    ride,
    balanceChange: bill.balanceChangePiasters === null ? null : toEgp(bill.balanceChangePiasters),
    refundedBill: bill.refundedBillId,
    createdBy: person(creator),
  }));
}

export async function billViewById(db: Db | Tx, id: string): Promise<BillView | null> {
  const [view] = await selectBillViews(db, eq(bills.id, id), { orderBy: [], limit: 1, offset: 0 });
  return view ?? null;
}
