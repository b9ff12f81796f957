import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INTERVAL_PAYMENT_MESSAGES } from '@ops/shared/lists/intervalPayments';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { TestClock } from '../../../test/testClock';
import { createRider } from '../wallet/testFixtures';
import { intervalPaymentAttempts, intervalPayments } from './intervals/tables';
import { gatewayWith, insertPayment, scheduledTopUp } from './testFixtures';

/** getPaymentTrnasctions, getIntervalPayments, retryIntervalPayment, isAdmin and isUserRabbitAdmin over GraphQL on PGlite. */

const LIST = `query($filters: String, $pageNumber: Int, $rowsPerPage: Int) { getPaymentTrnasctions(filters: $filters, pageNumber: $pageNumber, rowsPerPage: $rowsPerPage) { totalCount paymentTransactions { _id status transactionType orderType order amount createdAt merchantReference user { _id name } } } }`;
const INTERVALS = `query($filters: String) { getIntervalPayments(filters: $filters) { totalCount totalPages intervalPayments { _id source status attempts amount credit paymentTransaction { _id status } attemptsLog { attemptNumber outcome by { _id } paymentTransaction { merchantReference status } } } } }`;
const RETRY = `mutation($id: ID!) { retryIntervalPayment(_id: $id) { _id status attempts attemptsLog { attemptNumber by { _id } outcome } paymentTransaction { _id status } } }`;
const FLAGS = `{ isAdmin isUserRabbitAdmin }`;

type Page = {
  getPaymentTrnasctions: {
    totalCount: number;
    paymentTransactions: Array<{
      _id: string;
      status: string;
      transactionType: string;
      orderType: string;
      createdAt: string;
      user: { _id: string; name: string };
    }>;
  };
};

let server: TestServer;
let finance: string;
let financeId: string;
let viewer: string;
let rider: string;
const message = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;
const clock = new TestClock();
const gateway = gatewayWith(clock, 'failed');

beforeAll(async () => {
  server = await startTestServer({ paymentGateway: gateway });
  const staff = await createStaff(server.handle.db, {
    level: 3,
    department: 'Accounting',
    permissions: { bills: { VIEW_PAYMENT_TRANSACTIONS: true, REFUND: true } },
  });
  financeId = staff.userId;
  finance = await signIn(server, staff);
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { bills: { VIEW_PAYMENT_TRANSACTIONS: true } },
    }),
  );
  rider = await createRider(server.handle.db);
  const day = 24 * 3600_000;
  const base = Date.parse('2026-10-10T10:00:00Z');
  await insertPayment(server.handle.db, {
    userId: rider,
    status: 'success',
    type: 'PAY_CARD',
    orderType: 'ride',
    orderId: 'ride-1',
    createdAt: new Date(base),
  });
  await insertPayment(server.handle.db, {
    userId: rider,
    status: 'failed',
    type: 'PAY_CARD',
    orderType: 'walletCharge',
    createdAt: new Date(base + day),
  });
  await insertPayment(server.handle.db, {
    userId: rider,
    status: 'expired',
    type: 'PAY_WALLET',
    orderType: 'walletCharge',
    createdAt: new Date(base + 2 * day),
  });
  await insertPayment(server.handle.db, {
    userId: rider,
    status: 'pending',
    type: 'AUTH',
    orderType: 'auth',
    createdAt: new Date(base + 3 * day),
  });
  await insertPayment(server.handle.db, {
    userId: rider,
    status: 'refunded',
    type: 'PAY_CARD',
    orderType: 'subscription',
    createdAt: new Date(base + 4 * day),
  });
});
afterAll(async () => {
  await server.close();
});

describe('getPaymentTrnasctions', () => {
  it('pages newest first with the total', async () => {
    const page = await server.gql<Page>(LIST, {}, viewer);
    expect(page.errors).toBeUndefined();
    const rows = page.data!.getPaymentTrnasctions.paymentTransactions;
    expect(page.data!.getPaymentTrnasctions.totalCount).toBe(5);
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'pending', 'expired', 'failed', 'success']);
    expect(rows[0]!.user._id).toBe(rider);
    expect(rows[0]!.user.name).toMatch(/^Rider/);
    const second = await server.gql<Page>(LIST, { pageNumber: 2, rowsPerPage: 2 }, viewer);
    expect(second.data!.getPaymentTrnasctions.paymentTransactions.map((r) => r.status)).toEqual([
      'expired',
      'failed',
    ]);
  });

  it('filters by status, type, source and the date range', async () => {
    const by = async (filters: object) =>
      (await server.gql<Page>(LIST, { filters: JSON.stringify(filters) }, viewer)).data!
        .getPaymentTrnasctions;
    expect((await by({ status: 'expired' })).paymentTransactions.map((r) => r.transactionType)).toEqual([
      'PAY_WALLET',
    ]);
    expect((await by({ type: 'PAY_CARD' })).totalCount).toBe(3);
    expect((await by({ source: 'walletCharge' })).paymentTransactions.map((r) => r.status)).toEqual([
      'expired',
      'failed',
    ]);
    expect((await by({ source: 'ride', status: 'success' })).paymentTransactions[0]!.orderType).toBe('ride');
    const range = await by({
      date: { startDate: '2026-10-11T00:00:00.000Z', endDate: '2026-10-12T23:59:59.999Z' },
    });
    expect(range.paymentTransactions.map((r) => r.status)).toEqual(['expired', 'failed']);
    expect((await by({ userId: 'nobody' })).totalCount).toBe(0);
  });

  it('refuses bad filters in words and queries nothing', async () => {
    const bad = async (variables: Record<string, unknown>) =>
      message(await server.gql(LIST, variables, viewer));
    expect(await bad({ filters: JSON.stringify({ status: 'paid' }) })).toMatch(/^Filter 'status': /);
    expect(await bad({ filters: JSON.stringify({ type: 'CASH' }) })).toMatch(/^Filter 'type': /);
    expect(await bad({ filters: JSON.stringify({ source: 'coffee' }) })).toMatch(/^Filter 'source': /);
    expect(await bad({ filters: JSON.stringify({ gateway: 'Paymob' }) })).toBe('Unknown filter: gateway');
    expect(
      await bad({ filters: JSON.stringify({ date: { startDate: '2026-10-11T00:00:00.000Z' } }) }),
    ).toBeTruthy();
    expect(await bad({ filters: '{not json' })).toBe('Filters are not valid JSON');
    expect(await bad({ rowsPerPage: 500 })).toBe('Rows per page must be a whole number from 1 to 200');
    expect(await bad({ pageNumber: 0 })).toBe('Page number must be a whole number from 1');
  });
});

describe('interval payments', () => {
  it('lists scheduled charges; a failed one is retried once by finance, refused to others', async () => {
    const payer = await createRider(server.handle.db);
    const topUp = await scheduledTopUp(server.handle.db, payer, {
      status: 'failed',
      attempts: 1,
      failedAt: new Date(),
      nextRetryAt: null,
      lastMessage: 'Insufficient funds',
    });
    const listed = await server.gql<{
      getIntervalPayments: {
        totalCount: number;
        intervalPayments: Array<{
          _id: string;
          source: string;
          status: string;
          amount: number;
          credit: number;
        }>;
      };
    }>(INTERVALS, { filters: JSON.stringify({ status: 'failed', source: 'walletAutoCharge' }) }, viewer);
    expect(listed.errors).toBeUndefined();
    const row = listed.data!.getIntervalPayments.intervalPayments.find((r) => r._id === topUp.id)!;
    expect(row).toMatchObject({ source: 'walletAutoCharge', status: 'failed', amount: 100, credit: 110 });
    expect(
      message(await server.gql(INTERVALS, { filters: JSON.stringify({ status: 'late' }) }, viewer)),
    ).toMatch(/^Filter 'status': /);

    // Without bills.REFUND: refused by the gate, nothing tried.
    expect(message(await server.gql(RETRY, { id: topUp.id }, viewer))).toBeTruthy();
    expect(
      await server.handle.db
        .select()
        .from(intervalPaymentAttempts)
        .where(eq(intervalPaymentAttempts.intervalPaymentId, topUp.id)),
    ).toHaveLength(0);

    const retried = await server.gql<{
      retryIntervalPayment: {
        status: string;
        attempts: number;
        attemptsLog: Array<{ attemptNumber: number; by: { _id: string } | null; outcome: string }>;
        paymentTransaction: { status: string };
      };
    }>(RETRY, { id: topUp.id }, finance);
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryIntervalPayment).toMatchObject({
      status: 'pending',
      attempts: 2,
      paymentTransaction: { status: 'pending' },
    });
    expect(retried.data!.retryIntervalPayment.attemptsLog).toEqual([
      { attemptNumber: 2, by: { _id: financeId }, outcome: 'pending' },
    ]);
    // While it waits for the gateway it cannot be retried again.
    expect(message(await server.gql(RETRY, { id: topUp.id }, finance))).toBe(
      INTERVAL_PAYMENT_MESSAGES.notFailed,
    );

    // The gateway (set to fail) answers: failed again, and retryable again.
    await gateway.deliverDue(true);
    const [after] = await server.handle.db
      .select()
      .from(intervalPayments)
      .where(eq(intervalPayments.id, topUp.id));
    expect(after!.status).toBe('failed');
    expect(message(await server.gql(RETRY, { id: 'nope' }, finance))).toBe(
      INTERVAL_PAYMENT_MESSAGES.notFound,
    );
  });
});

describe('isAdmin and isUserRabbitAdmin', () => {
  it('are the signed-in user’s own flags from their role', async () => {
    const flags = async (role: Parameters<typeof createStaff>[1]) =>
      (
        await server.gql<{ isAdmin: boolean; isUserRabbitAdmin: boolean }>(
          FLAGS,
          {},
          await signIn(server, await createStaff(server.handle.db, role)),
        )
      ).data;
    expect(await flags({ level: 0, department: 'Engineering' })).toEqual({
      isAdmin: true,
      isUserRabbitAdmin: true,
    });
    expect(await flags({ level: 1, department: 'Operations' })).toEqual({
      isAdmin: false,
      isUserRabbitAdmin: true,
    });
    expect(await flags({ level: 6, department: 'Administration' })).toEqual({
      isAdmin: false,
      isUserRabbitAdmin: true,
    });
    expect(
      await flags({ level: 3, department: 'Accounting', permissions: { bills: { REFUND: true } } }),
    ).toEqual({ isAdmin: false, isUserRabbitAdmin: false });
    expect(message(await server.gql(FLAGS, {}, null))).toBeTruthy();
  });
});
