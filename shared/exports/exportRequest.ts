import { validateExport } from '../rules/exportRules';
import { MAX_ROWS_PER_PAGE } from '../rules/limits';
import type { ExportModuleSpec } from './exportModule';

/**
 * The POST /export body both sides agree on (02 §7 "body module, filters, fields"), and
 * the rules the dialog shows and the server enforces, in one place.
 */
export interface ExportBody {
  module: string;
  /** The list's own filters (the shape its list page keeps in the URL), with the export range in place. */
  filters: Record<string, unknown>;
  fields: string[];
  /** The range again at the top level: what the 95-day rule reads. */
  startDate?: string;
  endDate?: string;
  /** 'Export selected': these rows only (a row selection is one page, so at most 200). */
  ids?: string[];
}

export const EXPORT_IDS_MAX = MAX_ROWS_PER_PAGE;
export const EXPORT_IDS_MESSAGE = `Select between 1 and ${EXPORT_IDS_MAX} rows to export`;

export interface ExportRangeValue {
  startDate?: string;
  endDate?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The range the filters hold for this module (either end may be missing). */
export function rangeInFilters(
  spec: Pick<ExportModuleSpec, 'dateFilter'>,
  filters: Record<string, unknown>,
): ExportRangeValue {
  if (spec.dateFilter === false) return {};
  const holder = spec.dateFilter === null ? filters : filters[spec.dateFilter];
  if (!isRecord(holder)) return {};
  return { startDate: text(holder.startDate), endDate: text(holder.endDate) };
}

/** The filters with the range put where the module's list reads it (no range removes it). */
export function withRange(
  spec: Pick<ExportModuleSpec, 'dateFilter'>,
  filters: Record<string, unknown>,
  range: ExportRangeValue,
): Record<string, unknown> {
  if (spec.dateFilter === false) return filters;
  const set = range.startDate !== undefined || range.endDate !== undefined;
  if (spec.dateFilter === null) {
    const { startDate: _s, endDate: _e, ...rest } = filters;
    return set ? { ...rest, ...range } : rest;
  }
  const { [spec.dateFilter]: _old, ...rest } = filters;
  return set ? { ...rest, [spec.dateFilter]: range } : rest;
}

const instant = (iso: string | undefined): Date | null => (iso ? new Date(iso) : null);

/**
 * The first message that blocks an export (02 §5), or null. A selection ('Export
 * selected') names its rows, at most a page of them, so the date range that bounds a
 * filtered export does not apply to it; the fields rule does.
 */
export function exportProblem(input: {
  spec: Pick<ExportModuleSpec, 'module'>;
  fields: readonly string[];
  range: ExportRangeValue;
  canExportWithoutLimit: boolean;
  ids?: readonly string[];
}): string | null {
  const selection = input.ids !== undefined;
  if (selection && (input.ids!.length === 0 || input.ids!.length > EXPORT_IDS_MAX)) return EXPORT_IDS_MESSAGE;
  return validateExport({
    fields: input.fields,
    startDate: instant(input.range.startDate),
    endDate: instant(input.range.endDate),
    module: input.spec.module,
    canExportWithoutLimit: input.canExportWithoutLimit || selection,
  });
}
