import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_MONEY_LIMITS, MONEY_LIMITS_MESSAGES } from '@ops/shared/rules/moneyLimits';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { moneyLimitsOf } from './limitsStore';

/** Issue 22 §2/§3: the money limits are settings; a tightening applies at once, a loosening waits for a second signature. */

const SET = `mutation($w: Int!, $m: Int!, $r: Float!) { setMoneyLimits(windowHours: $w, overallMultiple: $m, maxPlanRatio: $r) { limits { windowHours overallMultiple maxPlanRatio } approval { _id kind status heldReason setting } } }`;
const READ = `{ getMoneyLimits { windowHours overallMultiple maxPlanRatio } }`;
const APPROVE = `mutation($id: ID!) { approveMoneyRequest(id: $id) { status } }`;
type Answer<T> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};
type SetAnswer = Answer<{
  setMoneyLimits: {
    limits: typeof DEFAULT_MONEY_LIMITS;
    approval: { _id: string; kind: string; heldReason: string; setting: string } | null;
  };
}>;

let server: TestServer;
let first: string;
let second: string;
let agent: string;

beforeAll(async () => {
  server = await startTestServer();
  const permissions = { settings: { VIEW_TAB: true, ADJUST_PAYMENT_METHODS: true } };
  first = await signIn(
    server,
    await createStaff(server.handle.db, { level: 1, department: 'Administration', permissions }),
  );
  second = await signIn(
    server,
    await createStaff(server.handle.db, { level: 1, department: 'Administration', permissions }),
  );
  agent = await signIn(
    server,
    await createStaff(server.handle.db, { level: 6, permissions: { users: { EDIT_USER_BALANCE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

describe('money limits', () => {
  it('reads the defaults: 24 h, 10 times the threshold, plans at most 1.5 times their price', async () => {
    expect(
      ((await server.gql(READ, {}, first)) as Answer<{ getMoneyLimits: unknown }>).data?.getMoneyLimits,
    ).toEqual(DEFAULT_MONEY_LIMITS);
  });

  it('refuses bad values in words and without the settings permission', async () => {
    expect(((await server.gql(SET, { w: 0, m: 10, r: 1.5 }, first)) as SetAnswer).errors?.[0]?.message).toBe(
      MONEY_LIMITS_MESSAGES.windowHours,
    );
    expect(
      ((await server.gql(SET, { w: 48, m: 10, r: 1.5 }, agent)) as SetAnswer).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await moneyLimitsOf(server.handle.db)).toEqual(DEFAULT_MONEY_LIMITS);
  });

  it('a tightening applies at once and is audited', async () => {
    const answer = (await server.gql(SET, { w: 48, m: 5, r: 1.2 }, first)) as SetAnswer;
    expect(answer.data?.setMoneyLimits).toEqual({
      limits: { windowHours: 48, overallMultiple: 5, maxPlanRatio: 1.2 },
      approval: null,
    });
    const trail = await server.handle.db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'moneyLimits'), eq(userAudit.action, 'setMoneyLimits')));
    expect(trail.at(-1)).toMatchObject({
      before: DEFAULT_MONEY_LIMITS,
      after: { windowHours: 48, overallMultiple: 5, maxPlanRatio: 1.2 },
    });
  });

  it('a loosening is held until a second person signs it', async () => {
    const answer = (await server.gql(SET, { w: 24, m: 10, r: 1.5 }, first)) as SetAnswer;
    expect(answer.data?.setMoneyLimits.limits).toEqual({
      windowHours: 48,
      overallMultiple: 5,
      maxPlanRatio: 1.2,
    });
    expect(answer.data?.setMoneyLimits.approval?.kind).toBe('MONEY_LIMITS_CHANGE');
    expect(JSON.parse(answer.data!.setMoneyLimits.approval!.setting)).toEqual(DEFAULT_MONEY_LIMITS);
    const id = answer.data!.setMoneyLimits.approval!._id;
    expect(((await server.gql(APPROVE, { id }, first)) as Answer<unknown>).errors?.[0]?.message).toBe(
      'You cannot approve or reject your own request.',
    );
    expect(
      ((await server.gql(APPROVE, { id }, second)) as Answer<{ approveMoneyRequest: { status: string } }>)
        .data?.approveMoneyRequest.status,
    ).toBe('APPROVED');
    expect(await moneyLimitsOf(server.handle.db)).toEqual(DEFAULT_MONEY_LIMITS);
  });
});
