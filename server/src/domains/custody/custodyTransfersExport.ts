import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CUSTODY_STATUS_LABELS,
  CUSTODY_TRANSFERS_EXPORT,
  type CustodyTransfersExportField,
} from '@ops/shared/exports/custodyTransfersExportFields';
import { CUSTODY_TRANSFERS_LIST, type CustodyTransfersFilters } from '@ops/shared/lists/inventory';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { isBatteryMismatch } from '@ops/shared/rules/custody';
import { areas } from '../areas';
import { custodyTransferConditions } from './service';
import { custodyTransfers } from './tables';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const c = custodyTransfers;
const givers = alias(users, 'custody_giver');
const receivers = alias(users, 'custody_receiver');

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: c,
      areaName: areas.name,
      giver: givers.name,
      receiver: receivers.name,
      cursor: cursorText(c.createdAt),
    })
    .from(c)
    .leftJoin(areas, eq(areas.id, c.areaId))
    .leftJoin(givers, eq(givers.id, c.giverId))
    .leftJoin(receivers, eq(receivers.id, c.receiverId))
    .where(where)
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(size);

type CustodyExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function custodyBatches(
  db: Db,
  filters: CustodyTransfersFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly CustodyExportRow[]> {
  const where = ids ? inArray(c.id, [...ids]) : filterCondition(filters, custodyTransferConditions);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(c.createdAt, c.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CELLS: Record<CustodyTransfersExportField, FieldCell<CustodyExportRow>> = {
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
  // As the list: an area or a person whose row is gone shows by id.
  area: { width: 18, value: (r) => (r.row.areaId ? (r.areaName ?? r.row.areaId) : null) },
  status: { width: 10, value: (r) => CUSTODY_STATUS_LABELS[r.row.status] },
  giver: { width: 20, value: (r) => r.giver ?? r.row.giverId },
  receiver: { width: 20, value: (r) => r.receiver ?? r.row.receiverId },
  batteries: {
    width: 16,
    value: (r) =>
      `${r.row.batteriesCountGiver} / ${r.row.batteriesCountReceiver ?? '-'}${isBatteryMismatch(r.row) ? ' Mismatch' : ''}`,
  },
  acceptedAt: { width: 20, value: (r) => cairoDate(r.row.acceptedAt) },
  checkout: { width: 10, value: (r) => yesNo(r.row.checkoutPermissionGiven) },
  ignoreValidation: { width: 10, value: (r) => yesNo(r.row.ignoreValidation) },
};

/** Custody Transfer (custodyTransfer.VIEW_PAGE and inventory.EXPORT): the list's filters by CUSTODY_TRANSFERS_LIST. */
export const custodyTransfersExport: ExportModule<CustodyExportRow, CustodyTransfersFilters> = {
  spec: CUSTODY_TRANSFERS_EXPORT,
  title: CUSTODY_TRANSFERS_EXPORT.title,
  fields: fieldsOf(CUSTODY_TRANSFERS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(CUSTODY_TRANSFERS_LIST, value, context),
  rowSource: custodyBatches,
};
