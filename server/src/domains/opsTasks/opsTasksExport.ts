import { and, desc, inArray, type SQL } from 'drizzle-orm';
import { OPS_TASKS_EXPORT, type OpsTasksExportField } from '@ops/shared/exports/opsTasksExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { OPS_TASKS_LIST, type OpsTasksFilters } from '@ops/shared/lists/opsTasks';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { opsTaskViews, type OpsTaskView } from './present';
import { opsTasksConditions } from './queries';
import { opsTasks } from './tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

export type OpsTaskExportRow = OpsTaskView & { cursor: string };

const at = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);
const person = (p: { name: string } | null) => p?.name ?? null;

/** The list's tasks newest first; each batch goes through the page's own presenter (names of the people). */
function opsTaskBatches(
  db: Db,
  filters: OpsTasksFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly OpsTaskExportRow[]> {
  const where: SQL | undefined = ids
    ? inArray(opsTasks.id, [...ids])
    : filterCondition(filters, opsTasksConditions);
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: opsTasks, cursor: cursorText(opsTasks.createdAt) })
        .from(opsTasks)
        .where(and(where, olderThan(opsTasks.createdAt, opsTasks.id, after)))
        .orderBy(desc(opsTasks.createdAt), desc(opsTasks.id))
        .limit(size);
      const views = await opsTaskViews(
        db,
        rows.map((r) => r.row),
      );
      return views.map((view, i) => ({ ...view, cursor: rows[i]!.cursor }));
    },
    (r) => ({ cursor: r.cursor, id: r._id }),
  );
}

const CELLS: Record<OpsTasksExportField, FieldCell<OpsTaskExportRow>> = {
  type: { width: 16, value: (r) => r.type },
  status: { width: 12, value: (r) => r.status },
  vehicleCode: { width: 12, value: (r) => r.vehicleCode },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  note: { width: 30, value: (r) => r.note },
  createdBy: { width: 20, value: (r) => person(r.createdBy) },
  holder: { width: 20, value: (r) => person(r.holder) },
  startedAt: { width: 20, value: (r) => at(r.startedAt) },
  endedAt: { width: 20, value: (r) => at(r.endedAt) },
  endedBy: { width: 20, value: (r) => person(r.endedBy) },
  endReason: { width: 30, value: (r) => r.endReason },
  createdAt: { width: 20, value: (r) => at(r.createdAt) },
};

/** Ops Tasks (opsTask.VIEW_PAGE and opsTask.EXPORT): the list's filters, read by OPS_TASKS_LIST's schema. */
export const opsTasksExport: ExportModule<OpsTaskExportRow, OpsTasksFilters> = {
  spec: OPS_TASKS_EXPORT,
  title: OPS_TASKS_EXPORT.title,
  fields: fieldsOf(OPS_TASKS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(OPS_TASKS_LIST, value, context),
  rowSource: opsTaskBatches,
};
