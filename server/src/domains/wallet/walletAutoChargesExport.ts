import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WALLET_AUTO_CHARGES_EXPORT,
  type WalletAutoChargesExportField,
} from '@ops/shared/exports/riderListsExportFields';
import { dateRangeSchema } from '@ops/shared/lists/dateRangeFilter';
import { parseFilterValue, type ListDefinition } from '@ops/shared/lists/listRequest';
import {
  WALLET_AUTO_CHARGES_LIST,
  walletAutoChargesFilterSchema,
  type WalletAutoChargesSortField,
} from '@ops/shared/lists/walletAutoCharges';
import { formatEgp, toEgp } from '@ops/shared/rules/money';
import type { Db } from '../../platform/db/client';
import { cairoDate, cairoTime } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { WALLET_AUTO_CHARGES_FILTER_CONDITIONS } from './autoCharges';
import { walletAutoCharges, walletChargePlans } from './tables';

/** The list's schema with the export's Created range (02 §5: this module is not exempt from it). */
const autoChargesExportFilterSchema = walletAutoChargesFilterSchema.extend({
  createdAt: dateRangeSchema.optional(),
});
type AutoChargesExportFilters = z.infer<typeof autoChargesExportFilterSchema>;
const AUTO_CHARGES_EXPORT_LIST: ListDefinition<AutoChargesExportFilters, WalletAutoChargesSortField> = {
  ...WALLET_AUTO_CHARGES_LIST,
  filters: autoChargesExportFilterSchema,
};

const selectAutoCharges = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      charge: walletAutoCharges,
      plan: walletChargePlans,
      userName: users.name,
      userPhone: users.phoneNumber,
      cursor: cursorText(walletAutoCharges.createdAt),
    })
    .from(walletAutoCharges)
    .leftJoin(walletChargePlans, eq(walletChargePlans.id, walletAutoCharges.walletChargePlanId))
    .leftJoin(users, eq(users.id, walletAutoCharges.userId))
    .where(where)
    .orderBy(desc(walletAutoCharges.createdAt), desc(walletAutoCharges.id))
    .limit(size);

export type AutoChargeExportRow = Awaited<ReturnType<typeof selectAutoCharges>>[number];

function autoChargeBatches(
  db: Db,
  filters: AutoChargesExportFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly AutoChargeExportRow[]> {
  const { createdAt, ...listFilters } = filters;
  const created =
    createdAt &&
    and(
      gte(walletAutoCharges.createdAt, new Date(createdAt.startDate)),
      lte(walletAutoCharges.createdAt, new Date(createdAt.endDate)),
    );
  const where = ids
    ? inArray(walletAutoCharges.id, [...ids])
    : and(filterCondition(listFilters, WALLET_AUTO_CHARGES_FILTER_CONDITIONS), created);
  return keysetBatches(
    (after, size) =>
      selectAutoCharges(
        db,
        and(where, olderThan(walletAutoCharges.createdAt, walletAutoCharges.id, after)),
        size,
      ),
    (row) => ({ cursor: row.cursor, id: row.charge.id }),
  );
}

/** The list's Status tag in words (autoCharges.ts: a removed charge is never active). */
function autoChargeStatus({ charge }: AutoChargeExportRow): string {
  if (charge.removedAt) return `Removed ${cairoTime(charge.removedAt)}`;
  return charge.active ? 'Active' : 'Paused';
}

const AUTO_CHARGE_CELLS: Record<WalletAutoChargesExportField, FieldCell<AutoChargeExportRow>> = {
  user: { width: 22, value: (r) => r.userName },
  phone: { width: 16, value: (r) => r.userPhone },
  plan: {
    width: 24,
    value: (r) =>
      r.plan
        ? `${formatEgp(toEgp(r.plan.pricePiasters))} → ${formatEgp(toEgp(r.plan.amountPiasters))}`
        : null,
  },
  card: { width: 20, value: (r) => r.charge.maskedPan },
  threshold: { width: 10, value: (r) => toEgp(r.charge.thresholdPiasters) },
  status: { width: 28, value: autoChargeStatus },
  lastChargedAt: { width: 20, value: (r) => cairoDate(r.charge.lastChargedAt) },
  createdAt: { width: 20, value: (r) => cairoDate(r.charge.createdAt) },
};

/**
 * Wallet Auto Charges (task.VIEW_WALLET_AUTO_CHARGES and bills.EXPORT): the list's filters
 * read by its own schema, with the Created range the export adds.
 */
export const walletAutoChargesExport: ExportModule<AutoChargeExportRow, AutoChargesExportFilters> = {
  spec: WALLET_AUTO_CHARGES_EXPORT,
  title: WALLET_AUTO_CHARGES_EXPORT.title,
  fields: fieldsOf(WALLET_AUTO_CHARGES_EXPORT, AUTO_CHARGE_CELLS),
  readFilters: (value, context) => parseFilterValue(AUTO_CHARGES_EXPORT_LIST, value, context),
  rowSource: autoChargeBatches,
};
