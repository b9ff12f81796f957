import { and, desc, inArray } from 'drizzle-orm';
import {
  MONEY_APPROVALS_EXPORT,
  type MoneyApprovalsExportField,
} from '@ops/shared/exports/moneyApprovalsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { MONEY_APPROVALS_LIST, type MoneyApprovalsFilters } from '@ops/shared/lists/moneyApprovals';
import { toEgp } from '@ops/shared/rules/money';
import { MONEY_APPROVAL_KIND_LABELS } from '@ops/shared/rules/moneyApprovalLabels';
import {
  approvalStatusAt,
  mayApproveMoney,
  type MoneyApprovalStatus,
} from '@ops/shared/rules/moneyApprovals';
import type { Person } from '@ops/shared/rules/permissions/editRules';
import { conditions, withDefaultStatus } from './list';
import { peopleByIds } from './present';
import { moneyApprovals, type MoneyApprovalRow } from './tables';
import { visibleTo } from './visibility';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import type { PersonRef } from '../wallet';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { EXPORT_NOT_ALLOWED, ExportRefusal } from '../../platform/exports/request';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

/** The list's filters with whom they are read for and when (PENDING and EXPIRED part at `now`). */
export interface MoneyApprovalsExportFilters {
  list: MoneyApprovalsFilters;
  viewer: Person;
  now: Date;
}

/** A request with the names and the status its row shows. */
interface ApprovalExportRow {
  row: MoneyApprovalRow;
  cursor: string;
  status: MoneyApprovalStatus;
  user: PersonRef | null;
  requestedBy: PersonRef | null;
  decidedBy: PersonRef | null;
}

const a = moneyApprovals;

function approvalBatches(
  db: Db,
  filters: MoneyApprovalsExportFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly ApprovalExportRow[]> {
  const { list, viewer, now } = filters;
  // A selection stays within the viewer's list: ids of requests they may not see are left out.
  const where = and(
    visibleTo(viewer),
    ids ? inArray(a.id, [...ids]) : filterCondition(list, conditions(now)),
  );
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: a, cursor: cursorText(a.requestedAt) })
        .from(a)
        .where(and(where, olderThan(a.requestedAt, a.id, after)))
        .orderBy(desc(a.requestedAt), desc(a.id))
        .limit(size);
      // The names as the list presents them: one query per batch for every person in it.
      const people = await peopleByIds(
        db,
        rows.flatMap(({ row }) => [
          row.requestedBy,
          ...(row.targetUserId ? [row.targetUserId] : []),
          ...(row.decidedBy ? [row.decidedBy] : []),
        ]),
      );
      const ref = (id: string | null) => (id ? (people.get(id)?.ref ?? null) : null);
      return rows.map(({ row, cursor }) => ({
        row,
        cursor,
        status: approvalStatusAt(row.status, row.expiresAt, now),
        user: ref(row.targetUserId),
        requestedBy: ref(row.requestedBy),
        decidedBy: ref(row.decidedBy),
      }));
    },
    (view) => ({ cursor: view.cursor, id: view.row.id }),
  );
}

const CELLS: Record<MoneyApprovalsExportField, FieldCell<ApprovalExportRow>> = {
  requestedAt: { width: 20, value: (v) => cairoDate(v.row.requestedAt) },
  user: { width: 22, value: (v) => v.user?.name ?? null },
  phone: { width: 16, value: (v) => v.user?.phoneNumber ?? null },
  amount: { width: 11, value: (v) => toEgp(v.row.amountPiasters) },
  kind: { width: 18, value: (v) => MONEY_APPROVAL_KIND_LABELS[v.row.kind] },
  reason: { width: 20, value: (v) => v.row.additionalReason },
  comment: { width: 30, value: (v) => v.row.customComment },
  requestedBy: { width: 20, value: (v) => v.requestedBy?.name ?? null },
  status: { width: 11, value: (v) => v.status },
  expiresAt: { width: 20, value: (v) => cairoDate(v.row.expiresAt) },
  decidedBy: { width: 20, value: (v) => v.decidedBy?.name ?? null },
  decidedAt: { width: 20, value: (v) => cairoDate(v.row.decidedAt) },
  rejectionReason: { width: 30, value: (v) => v.row.rejectionReason },
};

/**
 * Pending approvals (users.EXPORT, and the page's own gate, mayApproveMoney, checked here as
 * the list checks it): each viewer's own list (visibleTo), its filters read by
 * MONEY_APPROVALS_LIST's schema with the list's PENDING first view and applied by its own
 * conditions, at the instant the export was asked.
 */
export const moneyApprovalsExport: ExportModule<ApprovalExportRow, MoneyApprovalsExportFilters> = {
  spec: MONEY_APPROVALS_EXPORT,
  title: MONEY_APPROVALS_EXPORT.title,
  fields: fieldsOf(MONEY_APPROVALS_EXPORT, CELLS),
  readFilters: (value, context) => {
    if (!mayApproveMoney(context.viewer.role)) throw new ExportRefusal(403, EXPORT_NOT_ALLOWED);
    const parsed = parseFilterValue(MONEY_APPROVALS_LIST, withDefaultStatus(value), context);
    return parsed.ok
      ? { ok: true, value: { list: parsed.value, viewer: context.viewer, now: context.now } }
      : parsed;
  },
  rowSource: approvalBatches,
};
