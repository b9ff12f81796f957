import { describe, expect, it } from 'vitest';
import arEG from 'antd/es/locale/ar_EG';
import { ARABIC_NARROW_WEEKDAYS, arabicAntdLocale } from './antdArabic';

describe("antd's Arabic as shown (issue 28)", () => {
  it("heads the DatePicker's days with the narrow names, which fit its columns", () => {
    expect(arEG.DatePicker?.lang.shortWeekDays?.[3]).toBe('الأربعاء');
    expect(arabicAntdLocale(arEG).DatePicker?.lang.shortWeekDays).toEqual(ARABIC_NARROW_WEEKDAYS);
    expect(arabicAntdLocale(arEG).DatePicker?.lang.today).toBe('اليوم');
  });
  it("are CLDR's narrow weekdays, Sunday first", () => {
    const sundays = [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(Date.UTC(2026, 10, 29 + day, 12)));
    expect(
      sundays.map((date) =>
        new Intl.DateTimeFormat('ar', { weekday: 'narrow', timeZone: 'UTC' }).format(date),
      ),
    ).toEqual(ARABIC_NARROW_WEEKDAYS);
  });
});
