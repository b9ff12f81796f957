import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BILL_MESSAGES, BILL_TYPES, REFUND_EFFECTS, type BillType } from '@ops/shared/rules/bills';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { systemClock } from '../../platform/deps';
import { SimulatedPaymentGateway } from '../../platform/integrations/paymentGateway/simulatedPaymentGateway';
import { newId } from '../../platform/lib/ids';
import { paymentTransactions } from '../payments/tables';
import { users } from '../../platform/session/tables';
import { applyBalanceChange } from '../wallet/ledger';
import { walletLogs } from '../wallet/tables';
import { createRider } from '../wallet/testFixtures';
import { sendPendingCardRefunds } from './cardRefunds';
import { bills, cardRefunds } from './tables';
import { insertBill } from './testFixtures';

/**
 * Issue 22 finding 6: every bill type's refund does what shared/rules/bills REFUND_EFFECTS says.
 * The cases walk the table, so a type added without a row (or a row without a case) fails here.
 */

const REFUND = `mutation($id: ID!, $amount: Float!, $reason: String!) { refundBill(_id: $id, amount: $amount, reason: $reason) {
  bill { _id type balanceChange totalCost refundedBill } approval { _id }
} }`;
type Answer = {
  data?: { refundBill: { bill: { _id: string; balanceChange: number; totalCost: number } | null } } | null;
  errors?: Array<{ message: string }>;
};

let server: TestServer;
let finance: string;
let approver: string;
const gateway = new SimulatedPaymentGateway({ clock: systemClock, delivery: 'manual' });

beforeAll(async () => {
  server = await startTestServer({ paymentGateway: gateway });
  finance = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 3,
      department: 'Accounting',
      permissions: { bills: { VIEW_PAGE: true, REFUND: true } },
    }),
  );
  approver = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 2,
      department: 'Accounting',
      permissions: { users: { EDIT_USER_BALANCE: true } },
    }),
  );
});
afterAll(async () => {
  await server.close();
  await gateway.close();
});

const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;
const billOf = async (id: string) =>
  (await server.handle.db.select().from(bills).where(eq(bills.id, id)))[0]!;

/** A card top-up as the payment paths leave it: the bill, its successful card payment and the wallet's CHARGE (bonus included). */
async function topUp(riderId: string, paidPiasters: number, creditedPiasters: number) {
  const db = server.handle.db;
  const billId = await insertBill(db, {
    userId: riderId,
    type: 'walletCharge',
    totalCostPiasters: paidPiasters,
    actualCostPiasters: paidPiasters,
    paidWithBalancePiasters: 0,
    paymentGateway: 'Paymob',
  });
  const merchantReference = `MR-${newId()}`;
  const paymentId = newId();
  await db.insert(paymentTransactions).values({
    id: paymentId,
    userId: riderId,
    billId,
    merchantReference,
    gatewayReference: '123456789',
    orderType: 'walletCharge',
    amountPiasters: paidPiasters,
    gateway: 'simulated',
    transactionType: 'PAY_CARD',
    status: 'success',
  });
  await db.transaction((tx) =>
    applyBalanceChange(tx, {
      userId: riderId,
      differencePiasters: creditedPiasters,
      type: 'CHARGE',
      clock: systemClock,
      billId,
    }),
  );
  return { billId, paymentId };
}

describe('what refunding each bill type does (REFUND_EFFECTS)', () => {
  it('has a row for every bill type', () => {
    expect(Object.keys(REFUND_EFFECTS).sort()).toEqual([...BILL_TYPES].sort());
  });

  const creditTypes = BILL_TYPES.filter((type) => REFUND_EFFECTS[type].effect === 'creditWallet');
  it.each(creditTypes)('a %s refund gives the amount back into the wallet', async (type) => {
    const rider = await createRider(server.handle.db);
    const billId = await insertBill(server.handle.db, {
      userId: rider,
      type,
      totalCostPiasters: 5000,
      actualCostPiasters: 5000,
    });
    const answer = await server.gql<Answer['data']>(
      REFUND,
      { id: billId, amount: 50, reason: 'Scooter broke' },
      finance,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.refundBill.bill).toMatchObject({ balanceChange: 50, totalCost: 50 });
    expect(await balanceOf(rider)).toBe(5000);
    expect((await billOf(billId)).isRefunded).toBe(true);
  });

  const refusedTypes = BILL_TYPES.filter((type) => REFUND_EFFECTS[type].effect === 'none');
  it.each(refusedTypes)(
    'a %s bill is not refunded, with the reason, and nothing moves',
    async (type: BillType) => {
      const rider = await createRider(server.handle.db, 1000);
      // A REFUND bill names the bill it refunded (a constraint of migration 0013).
      const refundedBillId =
        type === 'REFUND' ? await insertBill(server.handle.db, { userId: rider, isRefunded: true }) : null;
      const billId = await insertBill(server.handle.db, {
        userId: rider,
        type,
        totalCostPiasters: 5000,
        actualCostPiasters: 5000,
        refundedBillId,
      });
      const answer = await server.gql(REFUND, { id: billId, amount: 50, reason: 'Try' }, finance);
      expect(answer.errors?.[0]?.message).toBe(REFUND_EFFECTS[type].says);
      expect(await balanceOf(rider)).toBe(1000);
      expect((await billOf(billId)).isRefunded).toBe(false);
    },
  );

  it('a walletCharge refund reverses the top-up: the wallet gives back its credit, bonus included, and the card gets its money through the gateway', async () => {
    expect(REFUND_EFFECTS.walletCharge.effect).toBe('reverseTopUp');
    const rider = await createRider(server.handle.db);
    const { billId, paymentId } = await topUp(rider, 10_000, 10_500);
    expect(await balanceOf(rider)).toBe(10_500);
    const answer = await server.gql<Answer['data']>(
      REFUND,
      { id: billId, amount: 100, reason: 'Charged by mistake' },
      finance,
    );
    expect(answer.errors).toBeUndefined();
    const refund = answer.data!.refundBill.bill!;
    expect(refund).toMatchObject({ balanceChange: -105, totalCost: 100 });
    // Not a second credit: the wallet is back where it was before the top-up.
    expect(await balanceOf(rider)).toBe(0);
    const logs = await server.handle.db.select().from(walletLogs).where(eq(walletLogs.billId, refund._id));
    expect(logs.map((log) => log.differencePiasters)).toEqual([-10_500]);
    // The card's refund went to the gateway once; its webhook marks the payment refunded.
    const [sent] = await server.handle.db
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.refundBillId, refund._id));
    expect(sent).toMatchObject({ paymentTransactionId: paymentId, amountPiasters: 10_000, status: 'sent' });
    expect(gateway.pending().filter((webhook) => webhook.status === 'refunded')).toHaveLength(1);
    await gateway.deliverDue(true);
    const [payment] = await server.handle.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, paymentId));
    expect(payment?.status).toBe('refunded');
    expect(
      await server
        .gql(REFUND, { id: billId, amount: 1, reason: 'Again' }, finance)
        .then((a) => a.errors?.[0]?.message),
    ).toBe(BILL_MESSAGES.alreadyRefunded);
  });

  it('a walletCharge refund is refused when the wallet no longer holds the top-up, and nothing moves', async () => {
    const rider = await createRider(server.handle.db);
    const { billId } = await topUp(rider, 10_000, 10_500);
    await server.handle.db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: rider,
        differencePiasters: -8_500,
        type: 'UNLOCK_GO',
        clock: systemClock,
      }),
    );
    const answer = await server.gql(
      REFUND,
      { id: billId, amount: 100, reason: 'Charged by mistake' },
      finance,
    );
    expect(answer.errors?.[0]?.message).toBe(BILL_MESSAGES.topUpSpent('105.00', '20.00'));
    expect(await balanceOf(rider)).toBe(2_000);
    expect((await billOf(billId)).isRefunded).toBe(false);
    expect(
      await server.handle.db
        .select()
        .from(bills)
        .where(and(eq(bills.refundedBillId, billId), eq(bills.type, 'REFUND'))),
    ).toHaveLength(0);
    // A part of it the wallet still holds may go back: 20 EGP of card money is 21 EGP of credit.
    const part = await server.gql<Answer['data']>(
      REFUND,
      { id: billId, amount: 19, reason: 'Part of it' },
      finance,
    );
    expect(part.errors).toBeUndefined();
    expect(part.data?.refundBill.bill).toMatchObject({ balanceChange: -19.95, totalCost: 19 });
    expect(await balanceOf(rider)).toBe(5);
  });

  it('a held walletCharge refund reverses the top-up when approved; its card part goes with the payments pass', async () => {
    const rider = await createRider(server.handle.db);
    const { billId, paymentId } = await topUp(rider, 100_000, 100_000);
    const held = await server.gql<{ refundBill: { approval: { _id: string } | null } }>(
      REFUND,
      { id: billId, amount: 1000, reason: 'Charged twice by the bank' },
      finance,
    );
    expect(held.errors).toBeUndefined();
    expect(await balanceOf(rider)).toBe(100_000);
    const approved = await server.gql(
      `mutation($id: ID!) { approveMoneyRequest(id: $id) { status } }`,
      { id: held.data!.refundBill.approval!._id },
      approver,
    );
    expect(approved.errors).toBeUndefined();
    expect(await balanceOf(rider)).toBe(0);
    const [pending] = await server.handle.db
      .select()
      .from(cardRefunds)
      .where(eq(cardRefunds.paymentTransactionId, paymentId));
    expect(pending).toMatchObject({ status: 'pending', amountPiasters: 100_000 });
    expect(await sendPendingCardRefunds(server.server.deps)).toBe(1);
    expect(await sendPendingCardRefunds(server.server.deps)).toBe(0);
  });

  it('a walletCharge with no successful card payment is refused', async () => {
    const rider = await createRider(server.handle.db, 10_000);
    const billId = await insertBill(server.handle.db, {
      userId: rider,
      type: 'walletCharge',
      totalCostPiasters: 10_000,
      actualCostPiasters: 10_000,
      paidWithBalancePiasters: 0,
    });
    const answer = await server.gql(
      REFUND,
      { id: billId, amount: 100, reason: 'Charged by mistake' },
      finance,
    );
    expect(answer.errors?.[0]?.message).toBe(BILL_MESSAGES.topUpWithoutPayment);
    expect(await balanceOf(rider)).toBe(10_000);
  });
});
