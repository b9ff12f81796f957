import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  EXPRESS_PARTNERS_EXPORT,
  type ExpressPartnersExportField,
} from '@ops/shared/exports/staffListsExportFields';
import { EXPRESS_PARTNERS_LIST, type ExpressPartnersFilters } from '@ops/shared/lists/expressPartners';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import {
  EXPRESS_PARTNERS_FILTER_CONDITIONS,
  EXPRESS_SCOPE,
  expressRidesCount,
  lastExpressRideAt,
} from './partnersList';
import { expressAreasOf } from './queries';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      isExpressRider: users.isExpressRider,
      isExpressAdmin: users.isExpressAdmin,
      areaName: areas.name,
      expressRidesCount,
      lastExpressRideAt,
      createdAt: users.createdAt,
      cursor: cursorText(users.createdAt),
    })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(size);

export type ExpressPartnerExportRow = Awaited<ReturnType<typeof selectBatch>>[number] & {
  expressAreas: string[];
};

/** The partners newest first; a selection stays inside the list's scope, so a non-partner's id writes nothing. */
function partnerBatches(
  db: Db,
  filters: ExpressPartnersFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly ExpressPartnerExportRow[]> {
  const where = and(
    EXPRESS_SCOPE,
    ids ? inArray(users.id, [...ids]) : filterCondition(filters, EXPRESS_PARTNERS_FILTER_CONDITIONS),
  );
  return keysetBatches(
    async (after, size) => {
      const rows = await selectBatch(db, and(where, olderThan(users.createdAt, users.id, after)), size);
      const ridden = await expressAreasOf(
        { db },
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...row,
        expressAreas: (ridden.get(row.id) ?? []).map((area) => area.name),
      }));
    },
    (r) => ({ cursor: r.cursor, id: r.id }),
  );
}

/** The Partner column's tags as words (ExpressFlags). */
function partnerWords(r: ExpressPartnerExportRow): string {
  const flags = [r.isExpressRider && 'Express rider', r.isExpressAdmin && 'Express admin'].filter(
    (flag) => typeof flag === 'string',
  );
  return flags.length > 0 ? flags.join(', ') : 'Not a partner';
}

const CELLS: Record<ExpressPartnersExportField, FieldCell<ExpressPartnerExportRow>> = {
  name: { width: 24, value: (r) => r.name || r.id },
  phone: { width: 16, value: (r) => r.phoneNumber },
  partner: { width: 26, value: partnerWords },
  area: { width: 16, value: (r) => r.areaName },
  expressAreas: { width: 28, value: (r) => (r.expressAreas.length > 0 ? r.expressAreas.join(', ') : null) },
  rides: { width: 10, value: (r) => r.expressRidesCount },
  // A sub-select's timestamp comes back from the driver as text.
  lastRide: {
    width: 20,
    value: (r) => cairoDate(r.lastExpressRideAt ? new Date(r.lastExpressRideAt) : null),
  },
  createdAt: { width: 20, value: (r) => cairoDate(r.createdAt) },
};

/**
 * Express Partners (express.VIEW_PAGE and users.EXPORT, the nearest flag: the express layer has
 * none): the list's scope and filter conditions, read by EXPRESS_PARTNERS_LIST's schema.
 */
export const expressPartnersExport: ExportModule<ExpressPartnerExportRow, ExpressPartnersFilters> = {
  spec: EXPRESS_PARTNERS_EXPORT,
  title: EXPRESS_PARTNERS_EXPORT.title,
  fields: fieldsOf(EXPRESS_PARTNERS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(EXPRESS_PARTNERS_LIST, value, context),
  rowSource: partnerBatches,
};
