import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USERS_EXPORT } from '@ops/shared/exports/usersExportFields';
import type { Language } from '@ops/shared/rules/locale';
import { createStaff, signIn } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/testServer';
import { userLocalePreferences } from '../domains/localePreferences/tables';
import { users } from '../platform/session/tables';
import { createRider } from '../domains/wallet/testFixtures';
import { postExport, readSheet, readWorkbook } from '../platform/exports/exportTestHelpers';
import { ANALYTICS_EXPORT } from '@ops/shared/exports/analyticsExportFields';
import { SERVER_EXPORTS } from './modules';
import { sheetInLanguage } from '../platform/exports/sheetLanguage';
import { vehiclesExport } from '../domains/vehicles/vehiclesExport';
import type { ExportField } from '../platform/exports/types';

/**
 * Issue 28 item 1: a staff member whose language is Arabic gets Arabic column headers and an
 * Arabic sheet title; English (chosen, or nothing chosen) keeps the spec's headers word for word.
 */

const JAN = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const FIELDS = ['name', 'phoneNumber', 'balance', 'status', 'createdAt'];
const BODY = { module: 'users', filters: { registrationDate: JAN }, fields: FIELDS, ...JAN };

let server: TestServer;

/** A users exporter in `language` (null: nothing chosen yet). */
async function exporter(language: Language | null): Promise<string> {
  const staff = await createStaff(server.handle.db, { level: 4, permissions: { users: { EXPORT: true } } });
  if (language) {
    await server.handle.db
      .insert(userLocalePreferences)
      .values({ userId: staff.userId, language, digits: 'latn', hourCycle: 'h23' });
  }
  return signIn(server, staff);
}

beforeAll(async () => {
  server = await startTestServer();
  const rider = await createRider(server.handle.db);
  await server.handle.db
    .update(users)
    .set({ createdAt: new Date('2026-01-10T09:00:00Z') })
    .where(eq(users.id, rider));
});

afterAll(async () => {
  await server?.close();
});

describe('POST /export in the requester language', () => {
  it('writes Arabic headers and an Arabic sheet title for an Arabic-language user; the file name stays Latin', async () => {
    const response = await postExport(server, BODY, await exporter('ar'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Users-\d{8}-\d{6}\.xlsx"$/,
    );
    const sheet = await readWorkbook(response.clone());
    expect(sheet.name).toBe('المستخدمون');
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(['الاسم', 'رقم الهاتف', 'الرصيد (ج.م)', 'الحالة', 'تاريخ الإنشاء']);
    expect(rows.length).toBeGreaterThan(1);
  });

  it.each([
    ['chose English', 'en'],
    ['chose nothing', null],
  ] as const)('keeps the spec headers word for word for a user who %s', async (_, language) => {
    const response = await postExport(server, BODY, await exporter(language));
    expect(response.status).toBe(200);
    const sheet = await readWorkbook(response.clone());
    expect(sheet.name).toBe(USERS_EXPORT.title);
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(['Name', 'Phone', 'Balance (EGP)', 'Status', 'Created At']);
    expect(rows[0]).toEqual(USERS_EXPORT.fields.filter((f) => FIELDS.includes(f.key)).map((f) => f.label));
  });
});

describe('a sheet in a language', () => {
  const column = (key: string, header: string): ExportField<unknown> => ({ key, header, value: () => null });

  it("translates the spec's columns and the title, never a column made from the data (an area's name)", () => {
    const sheet = {
      title: 'Analytics',
      fields: [column('label', 'Week of'), column('area:a1', 'Total'), column('total', 'Total')],
    };
    const arabic = sheetInLanguage(ANALYTICS_EXPORT, sheet, 'ar');
    expect(arabic.title).toBe('التحليلات');
    expect(arabic.fields.map((f) => f.header)).toEqual(['أسبوع يبدأ في', 'Total', 'الإجمالي']);
    expect(sheetInLanguage(ANALYTICS_EXPORT, sheet, 'en')).toBe(sheet);
  });

  it("translates a module's own per-page titles (Bikes, Lost and stolen vehicles)", () => {
    expect(sheetInLanguage(vehiclesExport.spec, { title: 'Bikes', fields: [] }, 'ar').title).toBe('الدراجات');
    expect(
      sheetInLanguage(vehiclesExport.spec, { title: 'Lost and stolen vehicles', fields: [] }, 'ar').title,
    ).toBe('المركبات المفقودة والمسروقة');
  });

  it('has Arabic for every header and title of every module POST /export writes', () => {
    const untranslated = [...SERVER_EXPORTS.values()].flatMap((module) => {
      const arabic = sheetInLanguage(module.spec, { title: module.title, fields: module.fields }, 'ar');
      return [arabic.title, ...arabic.fields.map((f) => f.header)]
        .filter((text) => !/[\u0600-\u06FF]/.test(text))
        .map((text) => `${module.spec.module}: ${text}`);
    });
    expect(untranslated).toEqual([]);
  });
});
