import { dayOfInstant, instantOfDay } from '@ops/shared/lists/dateRangeFilter';
import { endOfDayIso, startOfDayIso } from '@ops/shared/rules/dateRange';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import type { ExportFieldSpec, ExportModuleSpec } from '@ops/shared/exports/exportModule';
import {
  exportProblem,
  rangeInFilters,
  withRange,
  type ExportBody,
  type ExportRangeValue,
} from '@ops/shared/exports/exportRequest';

/**
 * The Export dialog's rules as plain functions (02 §5, shared/exports): which fields are
 * offered, which days the export covers, what blocks it, and the body POST /export gets.
 */

/** The days picked in the dialog, as the picker holds them (either end may be unset). */
export interface ExportDays {
  start: Date | null;
  end: Date | null;
}

/** Everything the role may export, as a list every module can answer from its spec. */
export const mayExport = (
  role: RoleLike | null | undefined,
  spec: Pick<ExportModuleSpec, 'permissions'>,
): boolean => spec.permissions.every((requirement) => can(role, requirement));

/** 02 §5: "Fields needing a permission are hidden from the choice." */
export function visibleFields<K extends string>(
  spec: ExportModuleSpec<K>,
  role: RoleLike | null | undefined,
): ExportFieldSpec<K>[] {
  return spec.fields.filter((field) => !field.permission || can(role, field.permission));
}

/** The day (as the picker shows it) of an instant the filters hold. */
const dayOf = (iso: string | undefined, timeZone?: string): Date | null => {
  if (!iso) return null;
  const { year, month, day } = dayOfInstant(new Date(iso), timeZone);
  return new Date(year, month - 1, day);
};

/** The dialog opens on the list's own date filter, so by default the file holds what the table shows. */
export function initialDays(spec: ExportModuleSpec, filters: Record<string, unknown>): ExportDays {
  const range = rangeInFilters(spec, filters);
  return { start: dayOf(range.startDate, spec.timeZone), end: dayOf(range.endDate, spec.timeZone) };
}

/** Picked days as the instants sent: start of the first day to the end of the last (in the module's zone). */
export function daysToRange(spec: Pick<ExportModuleSpec, 'timeZone'>, days: ExportDays): ExportRangeValue {
  const instant = (day: Date) =>
    instantOfDay({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() }, spec.timeZone);
  return {
    startDate: days.start ? startOfDayIso(instant(days.start), spec.timeZone) : undefined,
    endDate: days.end ? endOfDayIso(instant(days.end), spec.timeZone) : undefined,
  };
}

export interface ExportChoice {
  fields: readonly string[];
  days: ExportDays;
  /** 'Export selected': the selected rows' ids. */
  ids?: readonly string[];
}

/** The first message that blocks the export, exactly as the server would answer it. */
export function exportDialogError(
  spec: ExportModuleSpec,
  choice: ExportChoice,
  canExportWithoutLimit: boolean,
): string | null {
  return exportProblem({
    spec,
    fields: choice.fields,
    range: daysToRange(spec, choice.days),
    canExportWithoutLimit,
    ids: choice.ids,
  });
}

/**
 * The POST /export body: the list's filters with the dialog's range in place of the list's
 * own (the other filters still apply), the range again at the top level for the 95-day
 * rule, and the fields in the module's column order whatever order they were ticked in.
 * A selection sends its ids and no range.
 */
export function exportBody(
  spec: ExportModuleSpec,
  filters: Record<string, unknown>,
  choice: ExportChoice,
): ExportBody {
  const fields = spec.fields.map((field) => field.key as string).filter((key) => choice.fields.includes(key));
  if (choice.ids) return { module: spec.module, filters: {}, fields, ids: [...choice.ids] };
  const range = daysToRange(spec, choice.days);
  return { module: spec.module, filters: withRange(spec, filters, range), fields, ...range };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'Wallet Logs-20250501-132000.xlsx': the title and a local timestamp (02 §7), as the server names it. */
export function exportFileName(title: string, at: Date): string {
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `${title}-${date}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.xlsx`;
}
