import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USERS_EXPORT } from '@ops/shared/exports/usersExportFields';
import { VEHICLES_EXPORT } from '@ops/shared/exports/vehiclesExportFields';
import { ar } from '../../i18n/ar';
import { i18n } from '../../i18n/i18n';
import { setFormatSettings } from '../../lib/format';
import { exportSummaryText } from './exportSummaryText';

describe("the Export dialog's summary line", () => {
  it.each([
    [
      'a dated list with a count',
      USERS_EXPORT,
      { total: 1234 },
      'Exports the rows matching the current filters (1,234 rows now) in these days as a spreadsheet (.xlsx).',
    ],
    [
      'a dated list, count unknown',
      USERS_EXPORT,
      {},
      'Exports the rows matching the current filters in these days as a spreadsheet (.xlsx).',
    ],
    [
      'a list with no date filter speaks of no days',
      VEHICLES_EXPORT,
      { total: 1 },
      'Exports the rows matching the current filters (1 row now) as a spreadsheet (.xlsx).',
    ],
    [
      'a selection',
      VEHICLES_EXPORT,
      { ids: ['a', 'b'], total: 9 },
      'Exports the 2 selected rows as a spreadsheet (.xlsx).',
    ],
  ] as const)('%s', (_case, spec, request, text) => {
    expect(exportSummaryText(i18n.getFixedT('en'), spec, request)).toBe(text);
  });
});

describe('the summary line in Arabic (issue 28: whole sentences, plural forms)', () => {
  beforeAll(() => i18n.addResourceBundle('ar', 'translation', ar));
  afterEach(() => setFormatSettings({ language: 'en', digits: 'latn', hourCycle: 'h23' }));
  it.each([
    [{ ids: ['a'] }, 'يصدّر الصف المحدد في جدول بيانات (.xlsx).'],
    [{ ids: ['a', 'b'] }, 'يصدّر الصفين المحددين في جدول بيانات (.xlsx).'],
    [{ ids: ['a', 'b', 'c'] }, 'يصدّر ٣ صفوف محددة في جدول بيانات (.xlsx).'],
    [{ total: 11 }, 'يصدّر الصفوف المطابقة للتصفية الحالية (١١ صفًا الآن) في جدول بيانات (.xlsx).'],
  ] as const)('%j', (request, text) => {
    setFormatSettings({ language: 'ar', digits: 'arab', hourCycle: 'h23' });
    expect(exportSummaryText(i18n.getFixedT('ar'), VEHICLES_EXPORT, request)).toBe(text);
  });
});
