import type { Locale } from 'antd/es/locale';

/**
 * Arabic's narrow weekday names (CLDR's, as Intl gives them for 'ar' with weekday 'narrow'),
 * Sunday first as antd lists them; the picker starts the week on Saturday from dayjs's 'ar'.
 */
export const ARABIC_NARROW_WEEKDAYS = ['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'];

/**
 * antd's ar_EG as the app shows it. antd heads the DatePicker's day columns with the full
 * weekday names ('الأربعاء'), wider than the 36 px columns: they ran into each other. The
 * narrow names fit, as Arabic calendars write them.
 */
export function arabicAntdLocale(locale: Locale): Locale {
  if (!locale.DatePicker) return locale;
  const datePicker = {
    ...locale.DatePicker,
    lang: { ...locale.DatePicker.lang, shortWeekDays: ARABIC_NARROW_WEEKDAYS },
  };
  return { ...locale, DatePicker: datePicker };
}
