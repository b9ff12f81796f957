import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { insertBill } from '../bills/testFixtures';
import { users } from '../../platform/session/tables';
import { createRider } from '../wallet/testFixtures';
import {
  PAYMENT_TRANSACTION_FIELDS,
  paymentTransactionsPageQuery,
  paymentTransactionView,
  selectPaymentTransactionViews,
  type PaymentTransactionView,
} from './paymentTransactionsList';
import { paymentTransactions } from './tables';

let handle: DatabaseHandle;
let expected: PaymentTransactionView;
const page = { orderBy: [], limit: 1, offset: 0 };
const where = () => eq(paymentTransactions.id, 'pt-1');

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const db = handle.db;
  const rider = await createRider(db);
  await db.update(users).set({ name: 'Rider Amal', phoneNumber: '+201000000001' }).where(eq(users.id, rider));
  const billId = await insertBill(db, { userId: rider });
  await db.insert(paymentTransactions).values({
    id: 'pt-1',
    userId: rider,
    billId,
    merchantReference: 'MR-1',
    orderId: 'order-1',
    orderType: 'ride',
    amountPiasters: 1234,
    gateway: 'Paymob',
    transactionType: 'PAY_CARD',
    status: 'failed',
    responseMessage: 'Insufficient funds',
    gatewayReference: 'GR-1',
    gatewayOrderReference: 'GOR-1',
    gatewayResponseAt: new Date('2026-01-05T10:00:02.001Z'),
    instantResponseMaxDate: new Date('2026-01-05T10:05:00.000Z'),
    instantResponseMessage: 'declined',
    lastGatewayMessage: 'declined again',
    webhookAt: new Date('2026-01-05T10:00:03.999Z'),
    refundedAt: null,
    createdAt: new Date('2026-01-05T10:00:00.123Z'),
  });
  expected = {
    _id: 'pt-1',
    user: { _id: rider, name: 'Rider Amal', phoneNumber: '+201000000001' },
    bill: { _id: billId },
    merchantReference: 'MR-1',
    order: 'order-1',
    orderType: 'ride',
    amount: 12.34,
    gateway: 'Paymob',
    responseMessage: 'Insufficient funds',
    status: 'failed',
    gatewayReference: 'GR-1',
    gatewayOrderReference: 'GOR-1',
    gatewayResponseAt: '2026-01-05T10:00:02.001Z',
    createdAt: '2026-01-05T10:00:00.123Z',
    refundedAt: null,
    transactionType: 'PAY_CARD',
    webhookAt: '2026-01-05T10:00:03.999Z',
    instantResponseMaxDate: '2026-01-05T10:05:00.000Z',
    instantResponseMessage: 'declined',
    lastGatewayMessage: 'declined again',
  };
});

afterAll(async () => {
  await handle.close();
});

describe('the payment transactions page reads what the query selected', () => {
  const statementFor = (fields?: string[]) =>
    paymentTransactionsPageQuery(handle.db, { where: undefined, ...page, fields }).query.toSQL().sql;

  it('reads only the selected columns, and the rider only for the user', () => {
    const bare = statementFor(['_id', 'amount']);
    expect(bare).toContain('"payment_transactions"."amount_piasters"');
    expect(bare).not.toMatch(/join|response_message/);
    expect(statementFor(['user'])).toMatch(/left join "users" on/);
    expect(statementFor()).toContain('response_message');
  });

  it('shows every field as before, and as the whole row shown by the interval payments', async () => {
    const [whole] = await selectPaymentTransactionViews(handle.db, { where: where(), ...page });
    expect(whole).toEqual(expected);
    const [row] = await handle.db.select().from(paymentTransactions).where(where());
    expect(paymentTransactionView(row!, { name: 'Rider Amal', phoneNumber: '+201000000001' })).toEqual(
      expected,
    );
    expect(paymentTransactionView(row!, null).user).toEqual({
      _id: expected.user!._id,
      name: '',
      phoneNumber: '',
    });
  });

  it.each(PAYMENT_TRANSACTION_FIELDS)('answers %s alone, and nothing else', async (field) => {
    const [one] = await selectPaymentTransactionViews(handle.db, {
      where: where(),
      ...page,
      fields: [field],
    });
    expect(one).toEqual({ [field]: expected[field] });
  });
});
