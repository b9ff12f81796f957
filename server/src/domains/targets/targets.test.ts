import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TARGET_MESSAGES } from '@ops/shared/rules/targetValues';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { createArea, createVehicle } from '../wallet/testFixtures';
import { targets } from './tables';

const FIELDS = `_id year month monthDate days area { _id name } assigned operatingCap operating ratio ratioTargetComms rides
  totalRPV totalREV activeRatio active urgentRatio urgent riders newUsers awaitngInspectionMinutesAverage
  ratingsAboveOrEqualFourPercentage lostREVSPercentage updatedBy { _id }`;
const GET = `query($y: Int!, $m: Int!) { getTargetInMonth(year: $y, month: $m) { ${FIELDS} } }`;
const UPDATE = `mutation($y: Int!, $m: Int!, $v: String!) { updateTargetInMonth(year: $y, month: $m, values: $v) { ${FIELDS} } }`;
const ADD = `mutation($y: Int!, $m: Int!, $a: ID!) { addAreaToTarget(year: $y, month: $m, area: $a) { areaName assigned } }`;
const DUPLICATE = `mutation($y: Int!, $m: Int!) { duplicateTargetsForLastMonth(year: $y, month: $m) { ${FIELDS} } }`;
const DISPLAY = `query($s: String!, $e: String!) { getTragetForDisplay(startDate: $s, endDate: $e) { year month area { _id } rides } }`;

interface TargetWire {
  _id: string;
  year: number;
  month: number;
  days: number;
  area: { _id: string; name: string };
  assigned: number;
  operating: number;
  ratioTargetComms: number;
  rides: number;
  totalRPV: number;
  totalREV: number;
  active: number;
  urgent: number;
  updatedBy: { _id: string } | null;
  [key: string]: unknown;
}

let server: TestServer;
let setter: string;
let setterId: string;
let viewer: string;
let north: string;
let south: string;

const row = (area: string, values: Record<string, number> = {}) => ({
  area,
  assigned: 40,
  operatingCap: 80,
  ratio: 2.5,
  totalRPV: 45.5,
  activeRatio: 0.8,
  urgentRatio: 0.1,
  riders: 300,
  newUsers: 60,
  awaitngInspectionMinutesAverage: 45,
  ratingsAboveOrEqualFourPercentage: 85,
  lostREVSPercentage: 5,
  ...values,
});

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const [staff, onlyView] = await Promise.all([
    createStaff(db, { permissions: { target: { SET: true, VIEW: true } } }),
    createStaff(db, { permissions: { target: { VIEW: true } } }),
  ]);
  setterId = staff.userId;
  [setter, viewer] = await Promise.all([signIn(server, staff), signIn(server, onlyView)]);
  [north, south] = await Promise.all([createArea(db), createArea(db)]);
  // North holds three vehicles, one of them in storage: addAreaToTarget assigns the other two.
  await Promise.all([
    createVehicle(db, { areaId: north }),
    createVehicle(db, { areaId: north }),
    createVehicle(db, { areaId: north, isInStorage: true }),
  ]);
});
afterAll(async () => {
  await server.close();
});

const monthRows = (year: number, month: number) =>
  server.handle.db
    .select()
    .from(targets)
    .where(and(eq(targets.year, year), eq(targets.month, month)));

describe('targets of a month (02 §7, §5)', () => {
  it('a month without targets is an empty list', async () => {
    const response = await server.gql<{ getTargetInMonth: TargetWire[] }>(GET, { y: 2030, m: 1 }, setter);
    expect(response.errors).toBeUndefined();
    expect(response.data?.getTargetInMonth).toEqual([]);
  });

  it('addAreaToTarget answers areaName and assigned (its vehicles not in storage), once per month', async () => {
    const added = await server.gql<{ addAreaToTarget: { areaName: string; assigned: number } }>(
      ADD,
      { y: 2030, m: 2, a: north },
      setter,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addAreaToTarget).toEqual({ areaName: `Area ${north}`, assigned: 2 });
    const again = await server.gql(ADD, { y: 2030, m: 2, a: north }, setter);
    expect(again.errors?.[0]?.message).toBe(TARGET_MESSAGES.areaAlreadyThere);
    const unknown = await server.gql(ADD, { y: 2030, m: 2, a: 'no-such-area' }, setter);
    expect(unknown.errors?.[0]?.message).toBe(TARGET_MESSAGES.areaNotFound);
    expect(await monthRows(2030, 2)).toHaveLength(1);
  });

  it('updateTargetInMonth stores the inputs, derives 02 §5 figures for the month and records who changed what', async () => {
    const saved = await server.gql<{ updateTargetInMonth: TargetWire[] }>(
      UPDATE,
      {
        y: 2030,
        m: 2,
        v: JSON.stringify([row(north), row(south, { assigned: 10, operatingCap: 85, ratio: 3.33 })]),
      },
      setter,
    );
    expect(saved.errors).toBeUndefined();
    const first = saved.data!.updateTargetInMonth.find((t) => t.area._id === north);
    const second = saved.data!.updateTargetInMonth.find((t) => t.area._id === south);
    // February 2030 has 28 days. North: operating 80 × 40 / 100 = 32; rides 2.5 × 32 × 28 = 2240.
    expect(first).toMatchObject({
      area: { _id: north },
      days: 28,
      operating: 32,
      ratioTargetComms: 2.63,
      rides: 2240,
      totalRPV: 45.5,
      totalREV: 40768,
      active: 32,
      urgent: 4,
      updatedBy: { _id: setterId },
    });
    // South: operating 8.5; comms 1.05 × 3.33 = 3.4965 → 3.5; rides 3.33 × 8.5 × 28 = 792.54.
    expect(second).toMatchObject({
      area: { _id: south },
      operating: 8.5,
      ratioTargetComms: 3.5,
      rides: 792.54,
    });
    const stored = (await monthRows(2030, 2)).find((r) => r.areaId === north)!;
    expect(stored).toMatchObject({
      operating: 32,
      rides: 2240,
      totalRpvPiasters: 4550,
      totalRevPiasters: 4_076_800,
      updatedById: setterId,
    });
    const history = await server.handle.db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'target'), eq(userAudit.subjectId, stored.id)));
    expect(history.map((entry) => entry.action).sort()).toEqual(['addAreaToTarget', 'updateTargetInMonth']);
    const update = history.find((entry) => entry.action === 'updateTargetInMonth')!;
    expect(update).toMatchObject({
      actorId: setterId,
      before: { assigned: 2, ratio: 0 },
      after: { assigned: 40, ratio: 2.5, area: north },
    });
  });

  it('saving the same values again changes nothing and writes no history', async () => {
    const before = await server.handle.db.select().from(userAudit).where(eq(userAudit.subjectType, 'target'));
    const saved = await server.gql(UPDATE, { y: 2030, m: 2, v: JSON.stringify([row(north)]) }, setter);
    expect(saved.errors).toBeUndefined();
    expect(
      await server.handle.db.select().from(userAudit).where(eq(userAudit.subjectType, 'target')),
    ).toHaveLength(before.length);
  });

  it.each([
    ['not JSON', '{oops', TARGET_MESSAGES.notJson],
    ['not a list', JSON.stringify({ area: 'x' }), TARGET_MESSAGES.notJson],
    ['an empty list', '[]', TARGET_MESSAGES.nothingToSave],
    [
      'a negative ratio',
      () => JSON.stringify([row(north, { ratio: -1 })]),
      'Ratio must be a number from 0 to 1000',
    ],
    [
      'a fractional assigned',
      () => JSON.stringify([row(north, { assigned: 2.5 })]),
      'Assigned must be a whole number of 0 or more',
    ],
    [
      'an operating cap over 100',
      () => JSON.stringify([row(north, { operatingCap: 120 })]),
      'Operating cap % must be a number from 0 to 100',
    ],
    [
      'an active ratio over 1',
      () => JSON.stringify([row(north, { activeRatio: 80 })]),
      'Active ratio must be a number from 0 to 1',
    ],
    [
      'a ratio sent as text',
      () => JSON.stringify([{ ...row(north), ratio: '2' }]),
      'Ratio must be a number from 0 to 1000',
    ],
    ['an area twice', () => JSON.stringify([row(north), row(north)]), TARGET_MESSAGES.areaTwice],
    [
      'an unknown area (with a good one)',
      () => JSON.stringify([row(north, { assigned: 99 }), row('no-such-area')]),
      TARGET_MESSAGES.areaNotFound,
    ],
  ] as const)('refuses %s in words and changes nothing', async (_case, values, message) => {
    const before = await monthRows(2030, 2);
    const response = await server.gql(
      UPDATE,
      { y: 2030, m: 2, v: typeof values === 'function' ? values() : values },
      setter,
    );
    expect(response.errors?.[0]?.message).toBe(message);
    expect(await monthRows(2030, 2)).toEqual(before);
  });

  it.each([
    [2030, 13, TARGET_MESSAGES.month],
    [2030, 0, TARGET_MESSAGES.month],
    [1999, 5, TARGET_MESSAGES.year],
  ])('refuses the month %i-%i in words', async (y, m, message) => {
    expect((await server.gql(GET, { y, m }, setter)).errors?.[0]?.message).toBe(message);
    expect(
      (await server.gql(UPDATE, { y, m, v: JSON.stringify([row(north)]) }, setter)).errors?.[0]?.message,
    ).toBe(message);
  });

  it('duplicateTargetsForLastMonth copies last month into the areas this month lacks, with this month’s days', async () => {
    // March 2030 already has South (set by hand): it stays as it is.
    await server.gql(UPDATE, { y: 2030, m: 3, v: JSON.stringify([row(south, { ratio: 1 })]) }, setter);
    const copied = await server.gql<{ duplicateTargetsForLastMonth: TargetWire[] }>(
      DUPLICATE,
      { y: 2030, m: 3 },
      setter,
    );
    expect(copied.errors).toBeUndefined();
    const byArea = new Map(copied.data!.duplicateTargetsForLastMonth.map((t) => [t.area._id, t]));
    // North from February, 31 days now: 2.5 × 32 × 31 = 2480.
    expect(byArea.get(north)).toMatchObject({
      month: 3,
      days: 31,
      assigned: 40,
      operating: 32,
      rides: 2480,
      totalREV: 45136,
    });
    expect(byArea.get(south)).toMatchObject({ ratio: 1 });
    const history = await server.handle.db
      .select()
      .from(userAudit)
      .where(eq(userAudit.action, 'duplicateTargetsForLastMonth'));
    expect(history).toHaveLength(1);
    const nothing = await server.gql(DUPLICATE, { y: 2031, m: 6 }, setter);
    expect(nothing.errors?.[0]?.message).toBe(TARGET_MESSAGES.nothingLastMonth);
  });

  it('getTragetForDisplay answers every month the dates touch', async () => {
    const shown = await server.gql<{ getTragetForDisplay: Array<{ year: number; month: number }> }>(
      DISPLAY,
      { s: '2030-02-20', e: '2030-03-02' },
      viewer,
    );
    expect(shown.errors).toBeUndefined();
    expect(new Set(shown.data!.getTragetForDisplay.map((t) => `${t.year}-${t.month}`))).toEqual(
      new Set(['2030-2', '2030-3']),
    );
    // ISO times are read on the Cairo calendar: 1 March 00:00 Cairo is 28 February 22:00 UTC.
    const iso = await server.gql<{ getTragetForDisplay: Array<{ month: number }> }>(
      DISPLAY,
      { s: '2030-02-28T22:00:00.000Z', e: '2030-03-10T21:59:59.999Z' },
      viewer,
    );
    expect(new Set(iso.data!.getTragetForDisplay.map((t) => t.month))).toEqual(new Set([3]));
    expect(
      (await server.gql(DISPLAY, { s: '2030-03-02', e: '2030-02-20' }, viewer)).errors?.[0]?.message,
    ).toBe('Start Date must be smaller than End Date');
    expect((await server.gql(DISPLAY, { s: 'soon', e: '2030-02-20' }, viewer)).errors?.[0]?.message).toBe(
      'Please select start date!',
    );
    expect(
      (await server.gql(DISPLAY, { s: '2029-01-01', e: '2030-03-02' }, viewer)).errors?.[0]?.message,
    ).toBe('Please choose at most 366 days.');
  });

  it('target.VIEW alone may not open or change the editing side', async () => {
    for (const [query, variables] of [
      [GET, { y: 2030, m: 2 }],
      [UPDATE, { y: 2030, m: 2, v: JSON.stringify([row(north)]) }],
      [ADD, { y: 2030, m: 4, a: north }],
      [DUPLICATE, { y: 2030, m: 4 }],
    ] as const) {
      const response = await server.gql(query, variables, viewer);
      expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await monthRows(2030, 4)).toHaveLength(0);
  });
});
