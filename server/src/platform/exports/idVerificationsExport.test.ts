import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ID_VERIFICATIONS_EXPORT } from '@ops/shared/exports/idVerificationsExportFields';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { idVerifications } from '../../domains/idVerification/tables';
import { createRiderWithVerification, validNationalId } from '../../domains/idVerification/testFixtures';
import { postExport, readSheet } from './exportTestHelpers';

/** POST /export for the ID verification list (issue 8 item 10), read back with exceljs. */

const FIELDS = ID_VERIFICATIONS_EXPORT.fields.map((f) => f.key);
const MARCH = { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z' };
const EXPORTER: RolePermissions = { users: { VIEW_VERIFICATION: true, EXPORT: true, VIEW_PAGE: true } };

let server: TestServer;
let exporter: string;
const ids: Record<string, string> = {};

const token = async (permissions: RolePermissions) =>
  signIn(server, await createStaff(server.handle.db, { level: 4, permissions }));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const plan: Array<[string, 'pending' | 'accepted' | 'declined', string, number | null, boolean]> = [
    ['skippedPending', 'pending', '2026-03-01T10:00:00Z', null, true],
    ['acceptedDone', 'accepted', '2026-03-02T10:00:00Z', 12.5, false],
    ['declined', 'declined', '2026-03-03T10:00:00Z', 4, false],
    ['april', 'accepted', '2026-04-02T10:00:00Z', 1, false],
  ];
  for (const [key, status, at, minutes, skipped] of plan) {
    const { verificationId } = await createRiderWithVerification(db, {
      status,
      nationalId: status === 'accepted' ? validNationalId() : null,
    });
    const created = new Date(at);
    await db
      .update(idVerifications)
      .set({
        createdAt: created,
        skipped,
        lastStatusAt: minutes === null ? null : new Date(created.getTime() + minutes * 60_000),
        reason: status === 'declined' ? 'Blurry image' : null,
        dataCompletionStatus: key === 'acceptedDone' ? 'completed' : 'pending',
        verifiedData: key === 'acceptedDone' ? { fullName: 'Done' } : null,
      })
      .where(eq(idVerifications.id, verificationId));
    ids[key] = verificationId;
  }
});
// POST /export allows 10 a minute per user: each case exports as its own staff member.
beforeEach(async () => {
  exporter = await token(EXPORTER);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /export (idVerifications)', () => {
  it('writes the filtered verifications newest first with the list’s status texts', async () => {
    const response = await postExport(
      server,
      { module: 'idVerifications', filters: { date: MARCH }, fields: FIELDS, ...MARCH },
      exporter,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ID Verifications-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(ID_VERIFICATIONS_EXPORT.fields.map((f) => f.label));
    const col = (label: string) => rows[0]!.indexOf(label);
    const body = rows.slice(1);
    expect(body.map((r) => r[col('Verification')])).toEqual([
      ids.declined,
      ids.acceptedDone,
      ids.skippedPending,
    ]);
    expect(body.map((r) => r[col('Status')])).toEqual([
      'Declined Verification',
      'Accepted Verification',
      'Pending Verification / skipped',
    ]);
    // Data completion only for the accepted one; response time only for decided ones.
    expect(body.map((r) => r[col('Data Completion')] ?? '')).toEqual(['', 'completed', '']);
    expect(body.map((r) => r[col('Response Time (minutes)')] ?? '')).toEqual(['4', '12.5', '']);
    expect(body[0]![col('Reason')]).toBe('Blurry image');
  });

  it('filters by status as the list does, and refuses without users.EXPORT (403)', async () => {
    const response = await postExport(
      server,
      {
        module: 'idVerifications',
        filters: { status: 'accepted' },
        fields: ['id'],
        startDate: '2026-03-01T00:00:00.000Z',
        endDate: '2026-04-30T23:59:59.999Z',
      },
      exporter,
    );
    expect((await readSheet(response)).slice(1)).toEqual([[ids.april], [ids.acceptedDone]]);
    const viewer = await token({ users: { VIEW_VERIFICATION: true } });
    expect(
      (await postExport(server, { module: 'idVerifications', fields: FIELDS, ...MARCH }, viewer)).status,
    ).toBe(403);
  });
});
