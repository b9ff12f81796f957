import { describe, expect, it } from 'vitest';
import { BILL_TYPE_LABELS } from '../rules/bills';
import { ID_VERIFICATION_STATUS_LABELS } from '../rules/labels';
import { EXPORT_VALUES_AR } from './exportValues.ar';
import { exportValueIn } from './exportTexts';

const ARABIC = /[\u0600-\u06FF]/;

describe('export cell values in Arabic (issue 28 item 4)', () => {
  it('knows every bill type and ID verification status the server writes', () => {
    const words = [
      ...Object.values(BILL_TYPE_LABELS),
      ...Object.values(ID_VERIFICATION_STATUS_LABELS),
      'Yes',
      'No',
    ];
    expect(words.filter((word) => !Object.hasOwn(EXPORT_VALUES_AR, word))).toEqual([]);
  });

  it('writes each in Arabic letters', () => {
    expect(
      Object.entries(EXPORT_VALUES_AR).filter(
        ([english, arabic]) => arabic === english || !ARABIC.test(arabic),
      ),
    ).toEqual([]);
  });

  it('translates only for Arabic, and only the words it knows', () => {
    expect(exportValueIn('ar', 'Yes')).toBe('نعم');
    expect(exportValueIn('ar', 'Settle Negative Balance')).toBe('تسوية رصيد سالب');
    expect(exportValueIn('en', 'Yes')).toBe('Yes');
    expect(exportValueIn('ar', 'Dokki')).toBe('Dokki');
    expect(exportValueIn('ar', 12.5)).toBe(12.5);
    expect(exportValueIn('ar', null)).toBeNull();
  });
});
