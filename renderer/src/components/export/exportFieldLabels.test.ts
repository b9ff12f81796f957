import { describe, expect, it } from 'vitest';
import { USERS_EXPORT } from '@ops/shared/exports/usersExportFields';
import { exportFieldOptions, exportRangeLabel, shownLanguage } from './exportFieldLabels';

/** Issue 28 item 1: the Export dialog's field chooser in the app's language, from the shared catalogue. */
describe('the field chooser in the app language', () => {
  const offered = USERS_EXPORT.fields.filter((f) => ['name', 'phoneNumber', 'createdAt'].includes(f.key));

  it('offers the spec labels word for word in English', () => {
    expect(exportFieldOptions(offered, 'en')).toEqual([
      { value: 'name', label: 'Name' },
      { value: 'phoneNumber', label: 'Phone' },
      { value: 'createdAt', label: 'Created At' },
    ]);
    expect(exportRangeLabel(USERS_EXPORT, 'en')).toBe('Registered between');
  });

  it('offers the Arabic labels in Arabic, the values (field keys) unchanged', () => {
    expect(exportFieldOptions(offered, 'ar')).toEqual([
      { value: 'name', label: 'الاسم' },
      { value: 'phoneNumber', label: 'رقم الهاتف' },
      { value: 'createdAt', label: 'تاريخ الإنشاء' },
    ]);
    expect(exportRangeLabel(USERS_EXPORT, 'ar')).toBe('تاريخ التسجيل بين');
  });

  it("reads i18next's language ('ar', 'ar-EG'), English for anything else", () => {
    expect(shownLanguage('ar')).toBe('ar');
    expect(shownLanguage('ar-EG')).toBe('ar');
    expect(shownLanguage('en-US')).toBe('en');
    expect(shownLanguage(undefined)).toBe('en');
  });
});
