import type { Language } from '../rules/locale';
import { EXPORT_LABELS_AR, EXPORT_RANGE_LABELS_AR, EXPORT_TITLES_AR } from './exportLabels.ar';
import { EXPORT_VALUES_AR } from './exportValues.ar';

/**
 * An export's words in a language (issue 28 item 1), read by the server's xlsx writer and the
 * renderer's Export dialog. English is the spec's own text in shared/exports; a text the Arabic
 * catalogue lacks (an area's name, a chart's own title) is shown as it is.
 */
const inArabic = (catalogue: Readonly<Record<string, string>>, text: string): string =>
  Object.hasOwn(catalogue, text) ? (catalogue[text] ?? text) : text;

/** A column header, which is also the field chooser's checkbox label. */
export const exportLabelIn = (language: Language, label: string): string =>
  language === 'ar' ? inArabic(EXPORT_LABELS_AR, label) : label;

/** A sheet title. */
export const exportTitleIn = (language: Language, title: string): string =>
  language === 'ar' ? inArabic(EXPORT_TITLES_AR, title) : title;

/** The Export dialog's label for a module's date range. */
export const exportRangeLabelIn = (language: Language, label: string): string =>
  language === 'ar' ? inArabic(EXPORT_RANGE_LABELS_AR, label) : label;

/** A cell of one of the app's own words ('Yes', a bill type); anything else is written as it is. */
export const exportValueIn = <V>(language: Language, value: V): V | string =>
  language === 'ar' && typeof value === 'string' ? inArabic(EXPORT_VALUES_AR, value) : value;
