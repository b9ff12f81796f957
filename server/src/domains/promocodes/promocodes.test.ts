import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { PROMOCODE_MESSAGES as M } from '@ops/shared/rules/promocode';
import { PROMOCODES_EXPORT } from '@ops/shared/exports/promocodesExportFields';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import { newId } from '../../platform/lib/ids';
import { promocodes } from './tables';

/** The Promocodes page's operations (issue 8 §5) and its export, over GraphQL and POST /export on PGlite. */

const FIELDS = '_id code type value usedCount maxUses startDate expirationDate expiry active description';
const ARGS =
  '$code: String, $type: String, $value: Float, $maxUses: Int, $startDate: String, $expirationDate: String, $active: Boolean, $description: String';
const PASS =
  'code: $code, type: $type, value: $value, maxUses: $maxUses, startDate: $startDate, expirationDate: $expirationDate, active: $active, description: $description';
const CREATE = `mutation(${ARGS}) { createPromocode(${PASS}) { ${FIELDS} } }`;
const EDIT = `mutation($_id: ID!, ${ARGS}) { editPromocode(_id: $_id, ${PASS}) { ${FIELDS} } }`;
const LIST = `query($filters: String, $searchTerm: String, $fieldName: String, $sortType: String) { getPromocodes(filters: $filters, searchTerm: $searchTerm, fieldName: $fieldName, sortType: $sortType) { totalCount totalPages promocodes { ${FIELDS} } } }`;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const GOOD = {
  code: 'nile20',
  type: 'percentage',
  value: 20,
  maxUses: 100,
  startDate: at(-1),
  expirationDate: at(30),
  active: true,
  description: 'Launch',
};

let server: TestServer;
let editor: string;
let editorId: string;
let viewer: string;
const message = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;
const db = () => server.handle.db;
const total = async () => Number((await db().select({ n: count() }).from(promocodes))[0]?.n ?? 0);

beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(db(), {
    level: 5,
    permissions: { promocodes: { VIEW_PAGE: true, EDIT: true, EXPORT: true } },
  });
  editorId = staff.userId;
  editor = await signIn(server, staff);
  viewer = await signIn(
    server,
    await createStaff(db(), { level: 6, permissions: { promocodes: { VIEW_PAGE: true } } }),
  );
  // One of each expiry bucket and type, created on known days.
  const rows: Array<
    [string, 'percentage' | 'specificValue' | 'freeTrips', number, string | null, string, number]
  > = [
    ['OLD10', 'percentage', 10, at(-10), '2026-01-05T10:00:00Z', 3],
    ['FOREVER', 'specificValue', 2_500, null, '2026-01-06T10:00:00Z', 7],
    ['TRIPS2', 'freeTrips', 2, at(5), '2026-02-01T10:00:00Z', 0],
  ];
  for (const [code, type, value, expiration, created, used] of rows) {
    await db()
      .insert(promocodes)
      .values({
        id: newId(),
        code,
        type,
        value,
        expirationDate: expiration ? new Date(expiration) : null,
        createdAt: new Date(created),
        usedCount: used,
      });
  }
});
afterAll(async () => {
  await server.close();
});

describe('createPromocode and editPromocode', () => {
  it.each([
    ['crossed dates', { startDate: at(10), expirationDate: at(2) }, DATE_RANGE_MESSAGES.startAfterExpiration],
    ['no code', { code: '' }, M.codeRequired],
    ['a code with spaces', { code: 'NILE 20' }, M.codeShape],
    ['an unknown type', { type: 'bogus' }, M.typeRequired],
    ['a percentage over 100', { value: 150 }, M.percentage],
    ['a value of 0 L.E', { type: 'specificValue', value: 0 }, M.specificValue],
    ['half a free trip', { type: 'freeTrips', value: 1.5 }, M.freeTrips],
    ['max uses 0', { maxUses: 0 }, M.maxUses],
    ['a date that is not one', { startDate: 'yesterday' }, M.badDate],
  ])('refuses %s in words and stores nothing', async (_label, patch, expected) => {
    const before = await total();
    expect(message(await server.gql(CREATE, { ...GOOD, ...patch }, editor))).toBe(expected);
    expect(await total()).toBe(before);
  });

  it('creates (code in capitals, History entry), refuses the same code again, edits with before and after', async () => {
    const created = await server.gql<{ createPromocode: { _id: string } }>(CREATE, GOOD, editor);
    expect(created.errors).toBeUndefined();
    const code = created.data!.createPromocode;
    expect(code).toMatchObject({
      code: 'NILE20',
      type: 'percentage',
      value: 20,
      usedCount: 0,
      maxUses: 100,
      expiry: 'active',
      active: true,
    });
    expect(message(await server.gql(CREATE, { ...GOOD, code: 'Nile20' }, editor))).toBe(M.codeTaken);
    // Editing with crossed dates: the expiration picker's message (the start's comes first, both are the rule).
    const crossed = await server.gql(EDIT, { _id: code._id, ...GOOD, startDate: at(40) }, editor);
    expect(message(crossed)).toBe(DATE_RANGE_MESSAGES.startAfterExpiration);
    const edited = await server.gql<{ editPromocode: unknown }>(
      EDIT,
      { _id: code._id, ...GOOD, type: 'specificValue', value: 12.5, expirationDate: null },
      editor,
    );
    expect(edited.data?.editPromocode).toMatchObject({
      type: 'specificValue',
      value: 12.5,
      expirationDate: null,
      expiry: 'noExpiry',
    });
    const [row] = await db().select().from(promocodes).where(eq(promocodes.id, code._id));
    expect(row).toMatchObject({ value: 1_250, createdBy: editorId });
    const entries = await db()
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'promocode'), eq(userAudit.subjectId, code._id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['createPromocode', 'editPromocode']);
    expect(message(await server.gql(EDIT, { _id: 'nope', ...GOOD, code: 'OTHER1' }, editor))).toBe(
      M.notFound,
    );
  });

  it('an edit may not set max uses below the uses already made; nothing changes', async () => {
    const id = newId();
    await db()
      .insert(promocodes)
      .values({ id, code: 'USEDTWICE', type: 'percentage', value: 5, usedCount: 2 });
    const [before] = await db().select().from(promocodes).where(eq(promocodes.id, id));
    const edit = (maxUses: number) =>
      server.gql<{ editPromocode: { maxUses: number; usedCount: number } }>(
        EDIT,
        { _id: id, ...GOOD, code: 'USEDTWICE', value: 5, startDate: null, expirationDate: null, maxUses },
        editor,
      );
    expect(message(await edit(1))).toBe(M.maxUsesBelowUsed(2));
    expect((await db().select().from(promocodes).where(eq(promocodes.id, id)))[0]).toEqual(before);
    expect((await edit(2)).data?.editPromocode).toMatchObject({ maxUses: 2, usedCount: 2 });
  });

  it('a viewer may list but not create', async () => {
    expect(
      (await server.gql(CREATE, { ...GOOD, code: 'VIEWER1' }, viewer)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('getPromocodes', () => {
  type Page = {
    getPromocodes: {
      totalCount: number;
      promocodes: Array<{ code: string; expiry: string; usedCount: number }>;
    };
  };
  const codes = async (vars: Record<string, unknown>) => {
    const response = await server.gql<Page>(LIST, vars, viewer);
    expect(response.errors).toBeUndefined();
    return response.data!.getPromocodes.promocodes.map((p) => p.code);
  };

  it('filters by type and by expiry (active, noExpiry, expired), searches the code, sorts by use', async () => {
    expect(await codes({ filters: JSON.stringify({ type: 'freeTrips' }) })).toEqual(['TRIPS2']);
    expect(await codes({ filters: JSON.stringify({ expiry: 'expired' }) })).toEqual(['OLD10']);
    expect(await codes({ filters: JSON.stringify({ expiry: 'noExpiry', type: 'specificValue' }) })).toContain(
      'FOREVER',
    );
    expect(await codes({ filters: JSON.stringify({ expiry: 'active', type: 'freeTrips' }) })).toEqual([
      'TRIPS2',
    ]);
    expect(await codes({ searchTerm: 'fore' })).toEqual(['FOREVER']);
    expect(await codes({ searchTerm: '%' })).toEqual([]);
    expect((await codes({ fieldName: 'usedCount', sortType: 'desc' })).slice(0, 2)).toEqual([
      'FOREVER',
      'OLD10',
    ]);
  });

  it('bad filters are refused in words', async () => {
    expect(message(await server.gql(LIST, { filters: JSON.stringify({ expiry: 'soon' }) }, viewer))).toMatch(
      /^Filter 'expiry': /,
    );
    expect(
      message(await server.gql(LIST, { filters: JSON.stringify({ createdAt: { endDate: at(0) } }) }, viewer)),
    ).toMatch(/select start date/);
  });
});

describe('POST /export (promocodes)', () => {
  let exporter: string;
  // POST /export allows 10 a minute per user: each case exports as its own staff member.
  beforeEach(async () => {
    exporter = await signIn(
      server,
      await createStaff(db(), { level: 5, permissions: { promocodes: { VIEW_PAGE: true, EXPORT: true } } }),
    );
  });

  it('exports without a date range (02 §5: no limit for promocodes), filtered as the list, read back with exceljs', async () => {
    const response = await postExport(
      server,
      {
        module: 'promocodes',
        filters: { expiry: 'expired' },
        fields: ['code', 'type', 'value', 'usedCount', 'expiry'],
      },
      exporter,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Promocodes-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(['Code', 'Type', 'Value', 'Used', 'Expiry']);
    expect(rows.slice(1)).toEqual([['OLD10', 'Percentage', '10', '3', 'Expired']]);
  });

  it('every field by default order; EGP for a specific value; a created range narrows', async () => {
    const response = await postExport(
      server,
      {
        module: 'promocodes',
        filters: {},
        fields: PROMOCODES_EXPORT.fields.map((f) => f.key),
        startDate: '2026-01-06T00:00:00.000Z',
        endDate: '2026-01-06T23:59:59.999Z',
      },
      exporter,
    );
    const rows = await readSheet(response);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[7]])).toEqual([['FOREVER', '25', 'No expiry']]);
  });

  it('refused without promocodes.EXPORT', async () => {
    const response = await postExport(
      server,
      { module: 'promocodes', filters: {}, fields: ['code'] },
      viewer,
    );
    expect(response.status).toBe(403);
  });
});
