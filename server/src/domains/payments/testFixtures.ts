import type { Db } from '../../platform/db/client';
import {
  SimulatedPaymentGateway,
  type SimulatedPaymentBehaviour,
} from '../../platform/integrations/paymentGateway/simulatedPaymentGateway';
import type { Clock } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { walletAutoCharges, walletChargePlans } from '../wallet/tables';
import { intervalPayments, type IntervalPaymentRow } from './intervals/tables';
import { paymentTransactions, type PaymentStatus, type PaymentType, type PaymentOrderType } from './tables';

/** Rows the payments tests need (not a test file). Money still moves only through the ledger. */

/** A gateway whose every charge gets one fate, delivered when the test says (deliverDue). */
export function gatewayWith(
  clock: Clock,
  fate: 'success' | 'failed' | 'declined' | 'silent',
  extra: Partial<SimulatedPaymentBehaviour> = {},
): SimulatedPaymentGateway {
  const behaviour: Partial<SimulatedPaymentBehaviour> = {
    declined: fate === 'declined' ? 1 : 0,
    silent: fate === 'silent' ? 1 : 0,
    failed: fate === 'failed' ? 1 : 0,
    late: 0,
    duplicated: 0,
    webhookDelayMs: [1_000, 1_000],
    ...extra,
  };
  return new SimulatedPaymentGateway({ clock, delivery: 'manual', behaviour });
}

let serial = 0;

export async function insertPayment(
  db: Db,
  values: {
    userId: string;
    status?: PaymentStatus;
    type?: PaymentType;
    orderType?: PaymentOrderType;
    orderId?: string | null;
    createdAt?: Date;
    amountPiasters?: number;
  },
): Promise<string> {
  const id = newId();
  await db.insert(paymentTransactions).values({
    id,
    userId: values.userId,
    merchantReference: `TEST-${Date.now()}-${++serial}-${id.slice(0, 6)}`,
    orderId: values.orderId ?? null,
    orderType: values.orderType ?? 'auth',
    amountPiasters: values.amountPiasters ?? 1000,
    gateway: 'Paymob',
    transactionType: values.type ?? 'PAY_CARD',
    status: values.status ?? 'success',
    createdAt: values.createdAt ?? new Date(),
  });
  return id;
}

/** A rider's auto charge (plan: pay 100 EGP, get 110 EGP) and a scheduled top-up for it. */
export async function scheduledTopUp(
  db: Db,
  userId: string,
  fields: Partial<typeof intervalPayments.$inferInsert> = {},
): Promise<IntervalPaymentRow> {
  const planId = newId();
  await db.insert(walletChargePlans).values({ id: planId, pricePiasters: 10_000, amountPiasters: 11_000 });
  const chargeId = newId();
  await db.insert(walletAutoCharges).values({
    id: chargeId,
    userId,
    walletChargePlanId: planId,
    maskedPan: '512345******2346',
    thresholdPiasters: 2000,
  });
  const [row] = await db
    .insert(intervalPayments)
    .values({
      id: newId(),
      source: 'walletAutoCharge',
      userId,
      walletAutoChargeId: chargeId,
      amountPiasters: 10_000,
      creditPiasters: 11_000,
      maskedPan: '512345******2346',
      scheduledAt: new Date(Date.now() - 60_000),
      ...fields,
    })
    .returning();
  return row!;
}
