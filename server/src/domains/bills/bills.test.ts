import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { BAD_DATE_MESSAGE } from '@ops/shared/lists/dateRangeFilter';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { BILL_MESSAGES } from '@ops/shared/rules/bills';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { newId } from '../../platform/lib/ids';
import { paymentTransactions } from '../payments/tables';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createRider } from '../wallet/testFixtures';
import { bills } from './tables';
import { insertBill } from './testFixtures';

const ROW = `_id serialNumber type date totalCost actualCost vat isRefunded isAutoSettle paymentGateway paidWithBalance paidWithPromocode paidWithSubscription trxID ride balanceChange refundedBill user { _id name } createdBy { _id }`;
const BILLS = `query($pageNumber: Int, $rowsPerPage: Int, $fieldName: String, $sortType: String, $filters: String, $searchTerm: String, $user: ID) {
  bills(pageNumber: $pageNumber, rowsPerPage: $rowsPerPage, fieldName: $fieldName, sortType: $sortType, filters: $filters, searchTerm: $searchTerm, user: $user) {
    totalPages totalBills bills { ${ROW} }
  }
}`;
const COUNT = `query($type: String, $startDate: String!, $endDate: String!) { billsCount(type: $type, startDate: $startDate, endDate: $endDate) }`;
const AUTO = `query($filters: String) { autoSettlings(filters: $filters) { totalBills bills { _id isAutoSettle } totals { count totalCost actualCost vat } } }`;
const DETAIL = `query($id: ID!) { getBill(_id: $id) {
  bill { ${ROW} } refund { _id type balanceChange } refundable
  paymentTransactions { _id status amount gateway transactionType }
  walletLogs { _id type difference bill customComment dashboardUser { _id } }
} }`;
const REFUND = `mutation($id: ID!, $amount: Float!, $reason: String!) { refundBill(_id: $id, amount: $amount, reason: $reason) {
  bill { _id type balanceChange refundedBill totalCost } approval { _id status amount kind }
} }`;
const MANUAL = `mutation($userId: ID!, $type: String!, $amount: Float!, $reason: String!) { createManualBill(userId: $userId, type: $type, amount: $amount, reason: $reason) {
  bill { _id type balanceChange totalCost createdBy { _id } } approval { _id status amount kind }
} }`;
const APPROVE = `mutation($id: ID!) { approveMoneyRequest(id: $id) { status walletLog { type difference bill } } }`;

interface Row {
  _id: string;
  serialNumber: number;
  type: string;
  totalCost: number;
  actualCost: number;
  isRefunded: boolean;
  isAutoSettle: boolean;
  ride: string | null;
  user: { _id: string; name: string } | null;
}
interface Page {
  totalPages: number;
  totalBills: number;
  bills: Row[];
}
type Answer<T> = { data?: T | null; errors?: Array<{ message: string }> };

let server: TestServer;
let finance: string;
let approver: string;
let viewer: string;
let financeId: string;
let riderA: string;
let riderB: string;
const ids: Record<string, string> = {};

const JAN = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const error = <T>(answer: Answer<T>) => answer.errors?.[0]?.message;
const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const financeStaff = await createStaff(db, {
    level: 3,
    department: 'Accounting',
    permissions: { bills: { VIEW_PAGE: true, REFUND: true, MANUAL_BILLS: true, VIEW_AUTO_SETTLINGS: true } },
  });
  financeId = financeStaff.userId;
  finance = await signIn(server, financeStaff);
  approver = await signIn(
    server,
    await createStaff(db, {
      level: 2,
      department: 'Accounting',
      permissions: { users: { EDIT_USER_BALANCE: true } },
    }),
  );
  viewer = await signIn(
    server,
    await createStaff(db, { level: 4, permissions: { bills: { VIEW_PAGE: true } } }),
  );
  riderA = await createRider(db);
  riderB = await createRider(db);
  await db.update(users).set({ name: 'Rider Amal' }).where(eq(users.id, riderA));
  const at = (iso: string) => new Date(iso);
  ids.ride = await insertBill(db, {
    userId: riderA,
    date: at('2026-01-05T10:00:00Z'),
    totalCostPiasters: 3000,
    actualCostPiasters: 3000,
    paidWithBalancePiasters: 3000,
    trxId: 'TRX-RIDE-1',
  });
  ids.rental = await insertBill(db, {
    userId: riderA,
    type: 'dayRental',
    date: at('2026-01-06T10:00:00Z'),
    totalCostPiasters: 20000,
    actualCostPiasters: 15000,
    paidWithPromocodePiasters: 5000,
    paidWithBalancePiasters: 0,
    paymentGateway: 'Paymob',
  });
  ids.free = await insertBill(db, {
    userId: riderB,
    date: at('2026-01-07T10:00:00Z'),
    totalCostPiasters: 900,
    actualCostPiasters: 0,
    paidWithSubscriptionPiasters: 900,
    paidWithBalancePiasters: 0,
  });
  ids.settle = await insertBill(db, {
    userId: riderB,
    type: 'settleNegativeBalance',
    date: at('2026-01-08T10:00:00Z'),
    totalCostPiasters: 4000,
    actualCostPiasters: 4000,
    vatPiasters: 400,
    paidWithBalancePiasters: 0,
    paymentGateway: 'Kashier',
    isAutoSettle: true,
  });
  ids.settleFeb = await insertBill(db, {
    userId: riderB,
    type: 'settleNegativeBalance',
    date: at('2026-02-08T10:00:00Z'),
    totalCostPiasters: 1000,
    actualCostPiasters: 1000,
    paidWithBalancePiasters: 0,
    paymentGateway: 'Kashier',
    isAutoSettle: true,
  });
  ids.refunded = await insertBill(db, { userId: riderA, date: at('2026-01-09T10:00:00Z'), isRefunded: true });
  ids.big = await insertBill(db, {
    userId: riderB,
    type: 'subscription',
    date: at('2026-02-10T10:00:00Z'),
    totalCostPiasters: 90000,
    actualCostPiasters: 90000,
    paidWithBalancePiasters: 0,
    paymentGateway: 'Paymob',
  });
  await db.insert(paymentTransactions).values({
    id: newId(),
    userId: riderA,
    billId: ids.rental,
    merchantReference: 'MR-1',
    orderType: 'dayRental',
    amountPiasters: 15000,
    gateway: 'Paymob',
    transactionType: 'PAY_CARD',
    status: 'success',
  });
});
afterAll(async () => {
  await server.close();
});

const list = async (variables: Record<string, unknown>, token = viewer) =>
  server.gql<{ bills: Page }>(BILLS, variables, token);
const listed = async (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const answer = await list({ filters: JSON.stringify(filters), ...extra });
  expect(error(answer)).toBeUndefined();
  return answer.data!.bills;
};

describe('bills list (02 §7)', () => {
  it('lists newest first with the user and the paging totals', async () => {
    const page = await listed({}, { rowsPerPage: 2 });
    expect(page.totalBills).toBe(7);
    expect(page.totalPages).toBe(4);
    expect(page.bills.map((b) => b._id)).toEqual([ids.big, ids.settleFeb]);
    expect((await listed({ date: JAN }, { rowsPerPage: 1 })).bills[0]!.user).toEqual({
      _id: riderA,
      name: 'Rider Amal',
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['type (Day Rental)', { type: 'dayRental' }, ['rental']],
    ['actual billed Zero', { actualBilled: 'zero' }, ['free']],
    [
      'actual billed More Than Zero in January',
      { actualBilled: 'moreThanZero', date: JAN },
      ['refunded', 'settle', 'rental', 'ride'],
    ],
    ['gateway', { gateway: 'Kashier' }, ['settleFeb', 'settle']],
    ['paid with balance', { paidWithBalance: true }, ['refunded', 'ride']],
    ['paid with promocode', { paidWithPromocode: true }, ['rental']],
    ['paid with subscription', { paidWithSubscription: true }, ['free']],
    ['refunded', { isRefunded: true }, ['refunded']],
    [
      'date range',
      { date: { startDate: '2026-02-01T00:00:00.000Z', endDate: '2026-02-28T23:59:59.999Z' } },
      ['big', 'settleFeb'],
    ],
    ['one user', { user: riderB, type: 'settleNegativeBalance' }, ['settleFeb', 'settle']],
  ])('filters by %s', async (_name, filters, expected) => {
    expect((await listed(filters)).bills.map((b) => b._id)).toEqual(expected.map((key) => ids[key]));
  });

  it('answers the fields a fragment selects, the gateway response included, as a page naming them does', async () => {
    await server.handle.db
      .update(bills)
      .set({ gatewayResponse: { success: true, id: 77 } })
      .where(eq(bills.id, ids.rental!));
    const filters = JSON.stringify({ type: 'dayRental' });
    const viaFragment = await server.gql<{ bills: { bills: Array<Record<string, unknown>> } }>(
      `query($f: String) { bills(filters: $f) { bills { ...Row ... on Bill { vat } } } }
       fragment Row on Bill { _id gatewayResponse user { name } }`,
      { f: filters },
      viewer,
    );
    expect(error(viaFragment)).toBeUndefined();
    expect(viaFragment.data!.bills.bills).toEqual([
      {
        _id: ids.rental,
        gatewayResponse: JSON.stringify({ id: 77, success: true }),
        user: { name: 'Rider Amal' },
        vat: 0,
      },
    ]);
    const bare = await server.gql<{ bills: { bills: Array<Record<string, unknown>> } }>(
      `query($f: String) { bills(filters: $f) { bills { _id } } }`,
      { f: filters },
      viewer,
    );
    expect(bare.data!.bills.bills).toEqual([{ _id: ids.rental }]);
  });

  it('sorts by a whitelisted field and searches by serial number or transaction id; the user argument scopes', async () => {
    expect(
      (await listed({}, { fieldName: 'totalCost', sortType: 'asc', rowsPerPage: 2 })).bills.map((b) => b._id),
    ).toEqual([ids.free, ids.settleFeb]);
    const [one] = (await listed({ type: 'dayRental' })).bills;
    expect((await listed({}, { searchTerm: String(one!.serialNumber) })).bills.map((b) => b._id)).toEqual([
      ids.rental,
    ]);
    expect((await listed({}, { searchTerm: 'TRX-RIDE-1' })).bills.map((b) => b._id)).toEqual([ids.ride]);
    expect((await listed({}, { user: riderA })).totalBills).toBe(3);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['bad JSON', { filters: '{"type":' }, LIST_MESSAGES.filtersNotJson],
    ['an unknown key', { filters: '{"colour":"red"}' }, LIST_MESSAGES.unknownFilter(['colour'])],
    ['an unknown type', { filters: '{"type":"Scooter"}' }, "Filter 'type':"],
    [
      'a bad date',
      { filters: JSON.stringify({ date: { startDate: 'yesterday', endDate: JAN.endDate } }) },
      `Filter 'date.startDate': ${BAD_DATE_MESSAGE}`,
    ],
    [
      'one date only',
      { filters: JSON.stringify({ date: { endDate: JAN.endDate } }) },
      DATE_RANGE_MESSAGES.startMissing,
    ],
    ['a bad actual billed', { filters: '{"actualBilled":"some"}' }, "Filter 'actualBilled':"],
    [
      'a bad sort field',
      { fieldName: 'user' },
      LIST_MESSAGES.sortField('user', ['date', 'serialNumber', 'totalCost', 'actualCost']),
    ],
    ['too many rows', { rowsPerPage: 201 }, LIST_MESSAGES.rowsPerPage],
  ])('refuses %s in words', async (_name, variables, message) => {
    const answer = await list(variables);
    expect(answer.data ?? null).toBeNull();
    expect(error(answer)).toContain(message);
  });

  it('billsCount counts a type or every type over a range; a bad range is refused', async () => {
    expect((await server.gql<{ billsCount: number }>(COUNT, JAN, viewer)).data?.billsCount).toBe(5);
    expect(
      (await server.gql<{ billsCount: number }>(COUNT, { ...JAN, type: 'ride' }, viewer)).data?.billsCount,
    ).toBe(3);
    expect(error(await server.gql(COUNT, { ...JAN, type: 'Bike' }, viewer))).toBe('Unknown bill type');
    expect(error(await server.gql(COUNT, { startDate: 'x', endDate: JAN.endDate }, viewer))).toBe(
      BAD_DATE_MESSAGE,
    );
  });

  it('auto-settlings: only auto-settled bills, their filters, and what they add up to', async () => {
    const all = await server.gql<{ autoSettlings: { totalBills: number; totals: Record<string, number> } }>(
      AUTO,
      {},
      finance,
    );
    expect(all.data?.autoSettlings.totalBills).toBe(2);
    expect(all.data?.autoSettlings.totals).toEqual({ count: 2, totalCost: 50, actualCost: 50, vat: 4 });
    const jan = await server.gql<{ autoSettlings: { totals: Record<string, number> } }>(
      AUTO,
      { filters: JSON.stringify({ date: JAN }) },
      finance,
    );
    expect(jan.data?.autoSettlings.totals).toEqual({ count: 1, totalCost: 40, actualCost: 40, vat: 4 });
    // The viewer may read bills but not auto-settlings: the gate refuses.
    expect(error(await server.gql(AUTO, {}, viewer))).toBeDefined();
  });
});

describe('refunds and manual bills', () => {
  it('the drawer shows the bill, its payment transactions and what may be refunded', async () => {
    const detail = await server.gql<{
      getBill: {
        refundable: number;
        paymentTransactions: Array<{ status: string; amount: number }>;
        bill: Row;
      };
    }>(DETAIL, { id: ids.rental }, viewer);
    expect(detail.data?.getBill.refundable).toBe(150);
    expect(detail.data?.getBill.paymentTransactions).toEqual([
      expect.objectContaining({
        status: 'success',
        amount: 150,
        gateway: 'Paymob',
        transactionType: 'PAY_CARD',
      }),
    ]);
    expect(error(await server.gql(DETAIL, { id: 'nope' }, viewer))).toBe(BILL_MESSAGES.notFound);
  });

  it('a refund never exceeds what was paid, moves money with its wallet log once, and a second is refused', async () => {
    const before = await balanceOf(riderA);
    expect(
      error(await server.gql(REFUND, { id: ids.ride, amount: 30.01, reason: 'Scooter broke' }, finance)),
    ).toBe(BILL_MESSAGES.refundTooLarge('30.00'));
    expect(
      error(await server.gql(REFUND, { id: ids.ride, amount: 0, reason: 'Scooter broke' }, finance)),
    ).toBe(BILL_MESSAGES.amountNotValid);
    expect(
      error(await server.gql(REFUND, { id: ids.ride, amount: 1.234, reason: 'Scooter broke' }, finance)),
    ).toBe(BILL_MESSAGES.amountNotValid);
    expect(error(await server.gql(REFUND, { id: ids.ride, amount: 10, reason: '  ' }, finance))).toBe(
      BILL_MESSAGES.reasonRequired,
    );
    expect(await balanceOf(riderA)).toBe(before);

    const done = await server.gql<{
      refundBill: { bill: { _id: string; type: string; balanceChange: number; refundedBill: string } };
    }>(REFUND, { id: ids.ride, amount: 30, reason: 'Scooter broke' }, finance);
    expect(error(done)).toBeUndefined();
    expect(done.data?.refundBill.bill).toMatchObject({
      type: 'REFUND',
      balanceChange: 30,
      refundedBill: ids.ride,
    });
    expect(await balanceOf(riderA)).toBe(before + 3000);

    const detail = await server.gql<{
      getBill: {
        bill: Row;
        refund: { _id: string };
        refundable: number;
        walletLogs: Array<Record<string, unknown>>;
      };
    }>(DETAIL, { id: ids.ride }, viewer);
    expect(detail.data?.getBill.bill.isRefunded).toBe(true);
    expect(detail.data?.getBill.refundable).toBe(0);
    expect(detail.data?.getBill.walletLogs).toEqual([
      expect.objectContaining({
        type: 'SYS_REFUND',
        difference: 30,
        bill: done.data!.refundBill.bill._id,
        customComment: 'Scooter broke',
        dashboardUser: { _id: financeId },
      }),
    ]);
    const audit = await server.handle.db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.targetUserId, riderA), eq(userAudit.action, 'refundBill')));
    expect(audit).toHaveLength(1);

    expect(error(await server.gql(REFUND, { id: ids.ride, amount: 1, reason: 'Again' }, finance))).toBe(
      BILL_MESSAGES.alreadyRefunded,
    );
    expect(error(await server.gql(REFUND, { id: ids.free, amount: 1, reason: 'Free ride' }, finance))).toBe(
      BILL_MESSAGES.nothingPaid,
    );
    expect(
      error(
        await server.gql(
          REFUND,
          { id: done.data!.refundBill.bill._id, amount: 1, reason: 'Refund a refund' },
          finance,
        ),
      ),
    ).toBe(BILL_MESSAGES.refundOfManual);
    expect(await balanceOf(riderA)).toBe(before + 3000);
  });

  it.each<[string, number, number]>([
    ['COMPENSATION', 12.5, 1250],
    ['FINE', 20, -2000],
    ['REMOVE_COMPENSATION', 5, -500],
    ['TRANSFER', -7, -700],
    ['INTERNAL', 3, 300],
    ['OTHER', -1.5, -150],
  ])(
    'a %s bill of %s EGP moves the wallet by %s piasters with its wallet log',
    async (type, amount, piasters) => {
      const rider = await createRider(server.handle.db, 10_000);
      const answer = await server.gql<{
        createManualBill: { bill: { _id: string; type: string; balanceChange: number; totalCost: number } };
      }>(MANUAL, { userId: rider, type, amount, reason: `Case ${type}` }, finance);
      expect(error(answer)).toBeUndefined();
      const bill = answer.data!.createManualBill.bill;
      expect(bill).toMatchObject({
        type,
        balanceChange: piasters / 100,
        totalCost: Math.abs(piasters) / 100,
      });
      expect(await balanceOf(rider)).toBe(10_000 + piasters);
      const logs = await server.handle.db.select().from(walletLogs).where(eq(walletLogs.billId, bill._id));
      expect(logs.map((log) => [log.differencePiasters, log.type])).toEqual([
        [piasters, type === 'FINE' ? 'FINE' : 'MANUAL_INPUT'],
      ]);
    },
  );

  it('refuses a bad manual bill in words and moves nothing', async () => {
    const rider = await createRider(server.handle.db);
    expect(
      error(await server.gql(MANUAL, { userId: rider, type: 'GIFT', amount: 5, reason: 'x' }, finance)),
    ).toBe(BILL_MESSAGES.typeNotValid);
    expect(
      error(await server.gql(MANUAL, { userId: rider, type: 'REFUND', amount: 5, reason: 'x' }, finance)),
    ).toBe(BILL_MESSAGES.typeNotValid);
    expect(
      error(
        await server.gql(MANUAL, { userId: rider, type: 'OTHER', amount: 1000.01, reason: 'x' }, finance),
      ),
    ).toBe(BILL_MESSAGES.amountTooLarge);
    expect(
      error(await server.gql(MANUAL, { userId: 'nobody', type: 'OTHER', amount: 1, reason: 'x' }, finance)),
    ).toBe(BILL_MESSAGES.userNotFound);
    // Finance may not pay itself through a bill without the edit-self-balance right.
    expect(
      error(
        await server.gql(
          MANUAL,
          { userId: financeId, type: 'COMPENSATION', amount: 1, reason: 'x' },
          finance,
        ),
      ),
    ).toBe(BILL_MESSAGES.notAllowedManual);
    expect(await server.handle.db.select().from(bills).where(eq(bills.userId, rider))).toHaveLength(0);
    expect(await balanceOf(rider)).toBe(0);
  });

  it('above the second-signature threshold a refund is held; approval writes the bill and its SYS_REFUND log', async () => {
    const before = await balanceOf(riderB);
    const held = await server.gql<{
      refundBill: { bill: null; approval: { _id: string; status: string; amount: number; kind: string } };
    }>(REFUND, { id: ids.big, amount: 900, reason: 'Plan never used' }, finance);
    expect(error(held)).toBeUndefined();
    expect(held.data?.refundBill).toMatchObject({
      bill: null,
      approval: { status: 'PENDING', amount: 900, kind: 'MANUAL_BILL' },
    });
    expect(await balanceOf(riderB)).toBe(before);
    expect((await server.handle.db.select().from(bills).where(eq(bills.id, ids.big!)))[0]!.isRefunded).toBe(
      false,
    );

    const approved = await server.gql<{
      approveMoneyRequest: { status: string; walletLog: { type: string; difference: number; bill: string } };
    }>(APPROVE, { id: held.data!.refundBill.approval._id }, approver);
    expect(error(approved)).toBeUndefined();
    expect(approved.data?.approveMoneyRequest).toMatchObject({
      status: 'APPROVED',
      walletLog: { type: 'SYS_REFUND', difference: 900 },
    });
    expect(await balanceOf(riderB)).toBe(before + 90_000);
    const [refund] = await server.handle.db
      .select()
      .from(bills)
      .where(and(eq(bills.refundedBillId, ids.big!), eq(bills.type, 'REFUND')));
    expect(refund?.createdById).toBe(financeId);
    expect(approved.data?.approveMoneyRequest.walletLog.bill).toBe(refund!.id);
  });

  it('the refund and manual-bill permissions are separate gates', async () => {
    const rider = await createRider(server.handle.db);
    expect(error(await server.gql(REFUND, { id: ids.rental, amount: 1, reason: 'x' }, viewer))).toBeDefined();
    expect(
      error(await server.gql(MANUAL, { userId: rider, type: 'OTHER', amount: 1, reason: 'x' }, viewer)),
    ).toBeDefined();
    expect(await balanceOf(rider)).toBe(0);
  });
});
