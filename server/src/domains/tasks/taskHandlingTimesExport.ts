import {
  TASK_HANDLING_TIMES_EXPORT,
  type TaskHandlingTimesExportField,
} from '@ops/shared/exports/taskHandlingTimesExportFields';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Parsed } from '@ops/shared/lists/listRequest';
import { validateHandlingRange } from '@ops/shared/rules/taskSla';
import type { Db } from '../../platform/db/client';
import { getTaskHandlingTimes, type HandlingTimeRow } from './handlingTimes';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

type HandlingExportRow = HandlingTimeRow & { dimension: 'Agent' | 'Type' | 'Case' };
interface HandlingFilters {
  startDate: string;
  endDate: string;
}

/** A Cairo day from the page's 'YYYY-MM-DD' or from the instant the export dialog sends. */
function dayOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : cairoDay(instant);
}

function readFilters(value: Record<string, unknown>): Parsed<HandlingFilters> {
  const startDate = dayOf(value.startDate);
  const endDate = dayOf(value.endDate);
  const problem =
    startDate && endDate ? validateHandlingRange(startDate, endDate) : 'Date range is not valid';
  return problem || !startDate || !endDate
    ? { ok: false, error: problem ?? 'Date range is not valid' }
    : { ok: true, value: { startDate, endDate } };
}

/** One batch: a few hundred rows at most (agents + types + cases), all of the range. */
async function* handlingRows(db: Db, filters: HandlingFilters): AsyncIterable<readonly HandlingExportRow[]> {
  const times = await getTaskHandlingTimes({ db }, filters);
  yield [
    ...times.byAgent.map((row) => ({ ...row, dimension: 'Agent' as const })),
    ...times.byType.map((row) => ({ ...row, dimension: 'Type' as const })),
    ...times.byCase.map((row) => ({ ...row, dimension: 'Case' as const })),
  ];
}

const CELLS: Record<TaskHandlingTimesExportField, FieldCell<HandlingExportRow>> = {
  dimension: { width: 8, value: (r) => r.dimension },
  name: { width: 28, value: (r) => r.name },
  count: { width: 10, value: (r) => r.count },
  medianMinutes: { width: 14, value: (r) => r.medianMinutes },
  p90Minutes: { width: 12, value: (r) => r.p90Minutes },
};

export const taskHandlingTimesExport: ExportModule<HandlingExportRow, HandlingFilters> = {
  spec: TASK_HANDLING_TIMES_EXPORT,
  title: TASK_HANDLING_TIMES_EXPORT.title,
  fields: fieldsOf(TASK_HANDLING_TIMES_EXPORT, CELLS),
  readFilters: (value) => readFilters(value),
  // The page has no row selection: the rows are the range's.
  rowSource: (db, filters) => handlingRows(db, filters),
};
