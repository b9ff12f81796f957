import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { RENTALS_EXPORT, type RentalsExportField } from '@ops/shared/exports/rentalsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { RENTALS_LIST, type RentalsFilters } from '@ops/shared/lists/rentals';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { RENTAL_CONDITIONS } from './service';
import { dayRentals } from './tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: dayRentals,
      userName: users.name,
      phoneNumber: users.phoneNumber,
      areaName: areas.name,
      vehicleCode: vehicles.code,
      cursor: cursorText(dayRentals.createdAt),
    })
    .from(dayRentals)
    .leftJoin(users, eq(users.id, dayRentals.userId))
    .leftJoin(areas, eq(areas.id, dayRentals.areaId))
    .leftJoin(vehicles, eq(vehicles.id, dayRentals.vehicleId))
    .where(where)
    .orderBy(desc(dayRentals.createdAt), desc(dayRentals.id))
    .limit(size);

export type RentalExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function rentalBatches(
  db: Db,
  filters: RentalsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly RentalExportRow[]> {
  const where = ids ? inArray(dayRentals.id, [...ids]) : filterCondition(filters, RENTAL_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(dayRentals.createdAt, dayRentals.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const CELLS: Record<RentalsExportField, FieldCell<RentalExportRow>> = {
  user: { width: 22, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  area: { width: 16, value: (r) => r.areaName },
  rentalDate: { width: 12, value: (r) => r.row.rentalDate },
  status: { width: 12, value: (r) => r.row.status },
  vehicle: { width: 12, value: (r) => r.vehicleCode },
  price: { width: 10, value: (r) => toEgp(r.row.pricePiasters) },
  deliveryAddress: { width: 30, value: (r) => r.row.deliveryAddress },
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
};

/** Rentals (rentals.VIEW_PAGE and rentals.EXPORT): the page's filters, read by RENTALS_LIST's schema. */
export const rentalsExport: ExportModule<RentalExportRow, RentalsFilters> = {
  spec: RENTALS_EXPORT,
  title: RENTALS_EXPORT.title,
  fields: fieldsOf(RENTALS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(RENTALS_LIST, value, context),
  rowSource: rentalBatches,
};
