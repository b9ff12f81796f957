import { and, desc, inArray, type SQL } from 'drizzle-orm';
import {
  RESERVATIONS_EXPORT,
  type ReservationsExportField,
} from '@ops/shared/exports/reservationsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { RESERVATIONS_LIST, type ReservationsFilters } from '@ops/shared/lists/reservations';
import { RESERVATION_STATUS_LABELS } from '@ops/shared/rules/reservations';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { reservationConditions, reservationView, selectReservations, type ReservationView } from './service';
import { reservations } from './tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

type ReservationExportRow = ReservationView & { cursor: string };

const time = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);

const CELLS: Record<ReservationsExportField, FieldCell<ReservationExportRow>> = {
  _id: { width: 26, value: (r) => r._id },
  userName: { width: 22, value: (r) => r.user?.name ?? null },
  phoneNumber: { width: 16, value: (r) => r.user?.phoneNumber ?? null },
  scooter: { width: 12, value: (r) => r.scooter?.code ?? null },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  status: { width: 10, value: (r) => RESERVATION_STATUS_LABELS[r.status] },
  minutes: { width: 8, value: (r) => r.minutes },
  cost: { width: 10, value: (r) => r.cost },
  reservedAt: { width: 20, value: (r) => time(r.reservedAt) },
  expiresAt: { width: 20, value: (r) => time(r.expiresAt) },
  usedAt: { width: 20, value: (r) => time(r.usedAt) },
  ride: { width: 26, value: (r) => r.ride },
};

function reservationBatches(
  db: Db,
  filters: ReservationsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly ReservationExportRow[]> {
  // Status is read at the moment the export runs, as the list reads it when it loads.
  const now = new Date();
  const where: SQL | undefined = ids
    ? inArray(reservations.id, [...ids])
    : filterCondition(filters, reservationConditions(now));
  return keysetBatches(
    async (after, size) => {
      const rows = await selectReservations(
        db,
        and(where, olderThan(reservations.reservedAt, reservations.id, after)),
        {
          limit: size,
          order: [desc(reservations.reservedAt), desc(reservations.id)],
        },
      );
      const cursors = await cursorsOf(
        db,
        rows.map((row) => row.row.id),
      );
      return rows.map((row) => ({ ...reservationView(row, now), cursor: cursors.get(row.row.id)! }));
    },
    (row) => ({ cursor: row.cursor, id: row._id }),
  );
}

/** reserved_at as PostgreSQL text: a JS Date would round its microseconds away and the keyset would skip rows. */
async function cursorsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: reservations.id, cursor: cursorText(reservations.reservedAt) })
    .from(reservations)
    .where(inArray(reservations.id, ids));
  return new Map(rows.map((row) => [row.id, row.cursor]));
}

/** Reservations (reservations.VIEW and reservations.EXPORT): the list's filters; the reserved-at range is the one the 95-day rule reads. */
export const reservationsExport: ExportModule<ReservationExportRow, ReservationsFilters> = {
  spec: RESERVATIONS_EXPORT,
  title: RESERVATIONS_EXPORT.title,
  fields: fieldsOf(RESERVATIONS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(RESERVATIONS_LIST, value, context),
  rowSource: reservationBatches,
};
