import { describe, expect, it } from 'vitest';
import { EXPORT_LABELS_AR, EXPORT_RANGE_LABELS_AR, EXPORT_TITLES_AR } from './exportLabels.ar';
import { exportLabelIn, exportRangeLabelIn, exportTitleIn } from './exportTexts';

/**
 * The Arabic export catalogue's own checks (issue 28 item 1). That it covers every label, range
 * label and title of every shared/exports file is checked by the server project's
 * exportCatalogue.test.ts, which may read the folder (shared/ code must not use Node APIs).
 */
const ARABIC = /[\u0600-\u06FF]/;

describe('the Arabic export catalogue (issue 28 item 1)', () => {
  it('leaves no Arabic text equal to the English, and each is written in Arabic letters', () => {
    for (const catalogue of [EXPORT_LABELS_AR, EXPORT_TITLES_AR, EXPORT_RANGE_LABELS_AR]) {
      const untranslated = Object.entries(catalogue).filter(
        ([english, arabic]) => arabic.trim() === '' || arabic === english || !ARABIC.test(arabic),
      );
      expect(untranslated).toEqual([]);
    }
  });

  it('keeps Arabic sheet titles within what Excel allows (31 characters, none of []:*?/\\)', () => {
    const refused = Object.values(EXPORT_TITLES_AR).filter(
      (title) => title.length > 31 || /[[\]:*?/\\]/.test(title),
    );
    expect(refused).toEqual([]);
  });

  it('reads a text in the language asked: English as the spec wrote it, Arabic from the catalogue', () => {
    expect(exportLabelIn('en', 'Created At')).toBe('Created At');
    expect(exportLabelIn('ar', 'Created At')).toBe('تاريخ الإنشاء');
    expect(exportLabelIn('ar', 'Phone')).toBe('رقم الهاتف');
    expect(exportTitleIn('ar', 'Users')).toBe('المستخدمون');
    expect(exportTitleIn('en', 'Users')).toBe('Users');
    expect(exportRangeLabelIn('ar', 'Created between')).toBe('تاريخ الإنشاء بين');
    // A text the catalogue does not know (an area's name, a chart's own title) is left as it is.
    expect(exportLabelIn('ar', 'Dokki')).toBe('Dokki');
  });
});
