import { and, desc, inArray, type SQL } from 'drizzle-orm';
import { PROMOCODES_EXPORT, type PromocodesExportField } from '@ops/shared/exports/promocodesExportFields';
import { PROMOCODES_LIST, type PromocodesFilters } from '@ops/shared/lists/promocodes';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  PROMOCODE_EXPIRY_LABELS,
  PROMOCODE_TYPE_LABELS,
  promocodeExpiryOf,
  type PromocodeKind,
} from '@ops/shared/rules/promocode';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { promocodeValue } from './present';
import { promocodesFilterConditions } from './promocodesList';
import { promocodes } from './tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({ row: promocodes, cursor: cursorText(promocodes.createdAt) })
    .from(promocodes)
    .where(where)
    .orderBy(desc(promocodes.createdAt), desc(promocodes.id))
    .limit(size);

export type PromocodeExportRow = Awaited<ReturnType<typeof selectBatch>>[number] & { now: Date };

function promocodeBatches(
  db: Db,
  filters: PromocodesFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly PromocodeExportRow[]> {
  // The expiry filter and column are read at the moment the export runs, as the list reads them when it loads.
  const now = new Date();
  const where = ids
    ? inArray(promocodes.id, [...ids])
    : filterCondition(filters, promocodesFilterConditions(now));
  return keysetBatches(
    async (after, size) =>
      (await selectBatch(db, and(where, olderThan(promocodes.createdAt, promocodes.id, after)), size)).map(
        (r) => ({ ...r, now }),
      ),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const PROMOCODE_FIELD_CELLS: Record<PromocodesExportField, FieldCell<PromocodeExportRow>> = {
  code: { width: 16, value: (r) => r.row.code },
  type: { width: 16, value: (r) => PROMOCODE_TYPE_LABELS[r.row.type as PromocodeKind] ?? r.row.type },
  value: { width: 10, value: (r) => promocodeValue(r.row) },
  usedCount: { width: 8, value: (r) => r.row.usedCount },
  maxUses: { width: 10, value: (r) => r.row.maxUses },
  startDate: { width: 20, value: (r) => cairoDate(r.row.startDate) },
  expirationDate: { width: 20, value: (r) => cairoDate(r.row.expirationDate) },
  expiry: {
    width: 10,
    value: (r) => PROMOCODE_EXPIRY_LABELS[promocodeExpiryOf(r.row.expirationDate, r.now)],
  },
  active: { width: 8, value: (r) => (r.row.active ? 'Yes' : 'No') },
  description: { width: 30, value: (r) => r.row.description },
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
};

/**
 * Promocodes (promocodes.VIEW_PAGE and promocodes.EXPORT): the list's filters read by
 * PROMOCODES_LIST's schema. No 95-day limit applies to this module (02 §5); a created-date
 * range, when the list has one, narrows the rows.
 */
export const promocodesExport: ExportModule<PromocodeExportRow, PromocodesFilters> = {
  spec: PROMOCODES_EXPORT,
  title: PROMOCODES_EXPORT.title,
  fields: fieldsOf(PROMOCODES_EXPORT, PROMOCODE_FIELD_CELLS),
  readFilters: (value, context) => parseFilterValue(PROMOCODES_LIST, value, context),
  rowSource: promocodeBatches,
};
