import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { walletAutoCharges, walletChargePlans } from '../wallet/tables';
import { createRider, createVehicle } from '../wallet/testFixtures';
import { BILL_FIELDS, billsQuery, selectBillViews, type BillView } from './present';
import { bills } from './tables';
import { insertBill } from './testFixtures';

let handle: DatabaseHandle;
let billId: string;
let expected: BillView;

const page = { orderBy: [], limit: 1, offset: 0 };
const statementFor = (fields?: string[]) =>
  billsQuery(handle.db, { where: undefined, ...page, fields }).query.toSQL().sql;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const db = handle.db;
  const rider = await createRider(db);
  const staff = await createRider(db);
  await db.update(users).set({ name: 'Rider Amal', phoneNumber: '+201000000001' }).where(eq(users.id, rider));
  await db.update(users).set({ name: 'Staff Badr', phoneNumber: '+201000000002' }).where(eq(users.id, staff));
  await db.insert(walletChargePlans).values({ id: 'plan-1', pricePiasters: 10000, amountPiasters: 10000 });
  await db.insert(walletAutoCharges).values({ id: 'charge-1', userId: rider, walletChargePlanId: 'plan-1' });
  const refunded = await insertBill(db, { userId: rider });
  billId = await insertBill(db, {
    userId: rider,
    date: new Date('2026-01-05T10:00:00.123Z'),
    createdAt: new Date('2026-01-05T10:00:01.456Z'),
    totalCostPiasters: 3055,
    vatPiasters: 305,
    actualCostPiasters: 2999,
    paidWithPromocodePiasters: 56,
    paidWithSubscriptionPiasters: 0,
    paidWithBalancePiasters: 1001,
    refundReason: 'late',
    isRefunded: true,
    isPaymentSuccessful: false,
    paymentGateway: 'Paymob',
    maskedPan: '4111********1111',
    freemium: true,
    isAutoSettle: true,
    paymentMethod: 'card',
    gatewayResponse: { success: true, amount_cents: 3055, nested: { b: 1, a: 'x' } },
    trxId: 'TRX-1',
    createdById: staff,
    walletAutoChargeId: 'charge-1',
    balanceChangePiasters: -1250,
    refundedBillId: refunded,
  });
  const vehicle = await createVehicle(db);
  const rideId = newId();
  await db.insert(rides).values({
    id: rideId,
    userId: rider,
    vehicleId: vehicle.id,
    billId,
    status: 'done',
    startTime: new Date('2026-01-05T09:50:00Z'),
  });
  const serial = (await db.select({ s: bills.serialNumber }).from(bills).where(eq(bills.id, billId)))[0]!.s!;
  expected = {
    _id: billId,
    serialNumber: serial,
    walletAutoCharge: { _id: 'charge-1' },
    actualCost: 29.99,
    type: 'ride',
    date: '2026-01-05T10:00:00.123Z',
    createdAt: '2026-01-05T10:00:01.456Z',
    vat: 3.05,
    totalCost: 30.55,
    refundReason: 'late',
    isRefunded: true,
    isPaymentSuccessful: false,
    paidWithPromocode: 0.56,
    paidWithSubscription: 0,
    paidWithBalance: 10.01,
    paymentGateway: 'Paymob',
    maskedPan: '4111********1111',
    freemium: true,
    isAutoSettle: true,
    paymentMethod: 'card',
    gatewayResponse: JSON.stringify({ nested: { a: 'x', b: 1 }, success: true, amount_cents: 3055 }),
    trxID: 'TRX-1',
    user: { _id: rider, name: 'Rider Amal', phoneNumber: '+201000000001' },
    ride: rideId,
    balanceChange: -12.5,
    refundedBill: refunded,
    createdBy: { _id: staff, name: 'Staff Badr', phoneNumber: '+201000000002' },
  };
});

afterAll(async () => {
  await handle.close();
});

describe('the bills statement reads what the query selected', () => {
  const withoutGatewayResponse = BILL_FIELDS.filter((field) => field !== 'gatewayResponse');

  it('does not read the gateway response unless it is selected', () => {
    expect(statementFor(withoutGatewayResponse)).not.toContain('gateway_response');
    expect(statementFor(['_id', 'gatewayResponse'])).toContain('gateway_response');
    expect(statementFor()).toContain('gateway_response');
  });

  it('joins the rider, the creator and the ride only for their fields', () => {
    const bare = statementFor(['_id', 'totalCost']);
    expect(bare).not.toMatch(/join|rides/);
    expect(statementFor(['user'])).toMatch(/left join "users" on/);
    expect(statementFor(['user'])).not.toContain('bill_creator');
    expect(statementFor(['createdBy'])).toContain('left join "users" "bill_creator"');
    expect(statementFor(['ride'])).toContain('from rides');
  });
});

describe('a bill read field by field', () => {
  it('shows every field as the whole bill does', async () => {
    const [whole] = await selectBillViews(handle.db, { where: eq(bills.id, billId), ...page });
    expect(whole).toEqual(expected);
  });

  it.each(BILL_FIELDS)('answers %s alone, and nothing else', async (field) => {
    const [one] = await selectBillViews(handle.db, { where: eq(bills.id, billId), ...page, fields: [field] });
    expect(one).toEqual({ [field]: expected[field] });
  });

  it('cuts the microseconds of a time as a Date did (ISO text with milliseconds, UTC)', async () => {
    const id = await insertBill(handle.db, { userId: await createRider(handle.db) });
    await handle.db.execute(
      sql`update bills set date = '2026-03-01 01:02:03.999999+02', created_at = '1999-12-31 23:59:59.0005+00' where id = ${id}`,
    );
    const [bill] = await selectBillViews(handle.db, {
      where: eq(bills.id, id),
      ...page,
      fields: ['date', 'createdAt'],
    });
    expect(bill).toEqual({ date: '2026-02-28T23:02:03.999Z', createdAt: '1999-12-31T23:59:59.000Z' });
  });

  it('answers null for a creator, a ride and references the bill does not have', async () => {
    const id = await insertBill(handle.db, { userId: await createRider(handle.db) });
    const [bill] = await selectBillViews(handle.db, { where: eq(bills.id, id), ...page });
    expect(bill).toMatchObject({
      createdBy: null,
      ride: null,
      walletAutoCharge: null,
      gatewayResponse: null,
      balanceChange: null,
      refundedBill: null,
    });
  });
});
