import { exportLabelIn, exportTitleIn, exportValueIn } from '@ops/shared/i18n/exportTexts';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import type { Language } from '@ops/shared/rules/locale';
import type { ExportField } from './types';

/**
 * A sheet's title and headers in the requester's language (issue 28 item 1). Only the spec's
 * own columns are translated: a column a module makes from the data (an analytics series' area,
 * headed by the area's name) keeps its header. A cell is translated only in a field marked
 * `words` (yes/no, a type's label: item 4); names, comments and numbers are written as they are.
 */
export function sheetInLanguage<Row>(
  spec: ExportModuleSpec,
  sheet: { title: string; fields: ReadonlyArray<ExportField<Row>> },
  language: Language,
): { title: string; fields: ReadonlyArray<ExportField<Row>> } {
  if (language === 'en') return sheet;
  const specKeys = new Set(spec.fields.map((field) => field.key));
  return {
    title: exportTitleIn(language, sheet.title),
    fields: sheet.fields.map((field) => {
      if (!specKeys.has(field.key)) return field;
      const header = exportLabelIn(language, field.header);
      if (!field.words) return { ...field, header };
      const english = field.value.bind(field);
      return { ...field, header, value: (row: Row) => exportValueIn(language, english(row)) };
    }),
  };
}
