import type { ExportFieldSpec, ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { exportLabelIn, exportRangeLabelIn } from '@ops/shared/i18n/exportTexts';
import { languageFromPreferred, type Language } from '@ops/shared/rules/locale';

/**
 * The Export dialog's field and range labels in the app's language (issue 28 item 1), from the
 * shared export catalogue the server writes the sheet's headers from: the checkbox a user ticks
 * reads as the column they get.
 */

/** i18next's current language as one of ours ('ar-EG' is Arabic; anything else English). */
export const shownLanguage = (language: string | undefined): Language =>
  languageFromPreferred(language ? [language] : []);

/** The field chooser's options: the field key as the value, its label in `language`. */
export const exportFieldOptions = (
  fields: readonly ExportFieldSpec[],
  language: Language,
): { value: string; label: string }[] =>
  fields.map((field) => ({ value: field.key, label: exportLabelIn(language, field.label) }));

/** The module's date-range label ('Created between') in `language`. */
export const exportRangeLabel = (spec: Pick<ExportModuleSpec, 'rangeLabel'>, language: Language): string =>
  exportRangeLabelIn(language, spec.rangeLabel);
