import { and, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  batteriesCountError,
  CUSTODY_MESSAGES,
  CUSTODY_MISMATCH_CASE,
  isBatteryMismatch,
  needsSupervisorTask,
} from '@ops/shared/rules/custody';
import {
  CUSTODY_TRANSFERS_LIST,
  fromZeroBasedPage,
  type CustodyTransfersFilters,
} from '@ops/shared/lists/inventory';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { codedRefusal, UserError } from '../../platform/errors';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { inTransaction, offerTasks, openCustodyMismatchTask, resolveTaskByDecision, tasks } from '../tasks';
import { users } from '../../platform/session/tables';
import { custodyTransfers } from './tables';

/** Battery photos live under this prefix; only these may be signed through the custody query. */
export const CUSTODY_IMAGE_PREFIX = 'custody-transfers/';

type TransferRow = typeof custodyTransfers.$inferSelect;

const c = custodyTransfers;

async function present(deps: Deps, rows: readonly TransferRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const people = [...new Set(rows.flatMap((row) => [row.giverId, row.receiverId]))];
  const areaIds = [...new Set(rows.map((row) => row.areaId).filter((id): id is string => !!id))];
  const [personRows, areaRows, taskRows] = await Promise.all([
    deps.db
      .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, people)),
    areaIds.length
      ? deps.db.select({ _id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, areaIds))
      : [],
    deps.db
      .select({ id: tasks.id, status: tasks.status, transferId: tasks.custodyTransferId })
      .from(tasks)
      .where(and(inArray(tasks.custodyTransferId, ids), eq(tasks.type, 'CustodyTransfer')))
      .orderBy(desc(tasks.createdAt)),
  ]);
  const person = (id: string) =>
    personRows.find((p) => p._id === id) ?? { _id: id, name: id, phoneNumber: '' };
  return rows.map((row) => {
    const task = taskRows.find((t) => t.transferId === row.id);
    return {
      _id: row.id,
      area: row.areaId
        ? (areaRows.find((a) => a._id === row.areaId) ?? { _id: row.areaId, name: row.areaId })
        : null,
      status: row.status,
      giver: person(row.giverId),
      receiver: person(row.receiverId),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      batteriesCountGiver: row.batteriesCountGiver,
      batteriesCountReceiver: row.batteriesCountReceiver,
      batteriesImageGiver: row.batteriesImageGiverKey,
      batteriesImageReceiver: row.batteriesImageReceiverKey,
      checkoutPermissionGiven: row.checkoutPermissionGiven,
      ignoreValidation: row.ignoreValidation,
      createdAt: row.createdAt.toISOString(),
      mismatch: isBatteryMismatch(row),
      mismatchTaskId: task?.id ?? null,
      mismatchTaskStatus: task?.status ?? null,
    };
  });
}

const mismatchSql = sql`(${c.status} = 'accepted' AND ${c.batteriesCountReceiver} IS NOT NULL AND ${c.batteriesCountReceiver} <> ${c.batteriesCountGiver})`;

/** The list's filters as conditions, for the list and its export alike. */
export const custodyTransferConditions: FilterConditions<CustodyTransfersFilters> = {
  area: (id) => eq(c.areaId, id),
  status: (status) => eq(c.status, status),
  giver: (id) => eq(c.giverId, id),
  receiver: (id) => eq(c.receiverId, id),
  mismatch: (yes) => (yes ? mismatchSql : sql`NOT ${mismatchSql}`),
  startDate: (start) => gte(c.createdAt, new Date(start)),
  endDate: (end) => lte(c.createdAt, new Date(end)),
};

/** getCustodyTransfers (03 §7): page from 0, filters as JSON text; newest first. */
export async function getCustodyTransfers(
  deps: Deps,
  args: { pageNumber?: number | null; rowsPerPage?: number | null; filters?: string | null },
) {
  const page = await listPage(
    deps.db,
    CUSTODY_TRANSFERS_LIST,
    { pageNumber: fromZeroBasedPage(args.pageNumber), rowsPerPage: args.rowsPerPage, filters: args.filters },
    { now: deps.clock.now() },
    {
      conditions: custodyTransferConditions,
      sortColumns: { createdAt: c.createdAt },
      tieBreaker: c.id,
      table: c,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(c)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return { custodyTransfers: await present(deps, page.rows), totalCount: page.total };
}

export async function getCustodyTransfer(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(c).where(eq(c.id, id)).limit(1);
  if (!row) throw new UserError(CUSTODY_MESSAGES.notFound);
  const [view] = await present(deps, [row]);
  return view!;
}

/** getCustodyTransferImagePreSignedUrl (03 §7): battery photos only. */
export function custodyImagePreSignedUrl(deps: Deps, imageUrl: string): string {
  if (!imageUrl.startsWith(CUSTODY_IMAGE_PREFIX) || imageUrl.includes('..'))
    throw new UserError('Image not found');
  return deps.storage.signedUrl(imageUrl);
}

/**
 * The receiver counts the batteries and accepts. The transfer row is locked so a double
 * submit accepts once; a count unlike the giver's opens a supervisor task in the same
 * transaction (unless the transfer ignores validation), then the engine offers it.
 */
export async function acceptCustodyTransfer(
  deps: Deps,
  session: SessionInfo,
  input: { id: string; batteriesCount: number; batteriesImage?: string | null },
) {
  const countError = batteriesCountError(input.batteriesCount);
  if (countError) throw new UserError(countError);
  const image = input.batteriesImage?.trim() || null;
  if (image && (!image.startsWith(CUSTODY_IMAGE_PREFIX) || image.includes('..')))
    throw new UserError("Couldn't Upload Image");
  const opened = await inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const [row] = await tx.select().from(c).where(eq(c.id, input.id)).for('update').limit(1);
    if (!row) throw new UserError(CUSTODY_MESSAGES.notFound);
    if (row.receiverId !== session.user._id) throw new UserError(CUSTODY_MESSAGES.notReceiver);
    if (row.status !== 'pending') throw new UserError(CUSTODY_MESSAGES.notPending);
    const [updated] = await tx
      .update(c)
      .set({
        status: 'accepted',
        acceptedAt: now,
        batteriesCountReceiver: input.batteriesCount,
        batteriesImageReceiverKey: image,
      })
      .where(and(eq(c.id, row.id), ne(c.status, 'accepted')))
      .returning();
    if (!updated) throw new UserError(CUSTODY_MESSAGES.notPending);
    if (!needsSupervisorTask(updated)) return false;
    await openCustodyMismatchTask(
      tx,
      { custodyTransferId: updated.id, areaId: updated.areaId, mainCase: CUSTODY_MISMATCH_CASE },
      now,
    );
    return true;
  });
  if (opened) await offerTasks(deps);
  return getCustodyTransfer(deps, input.id);
}

/**
 * The supervisor who holds a mismatch task closes it with what they found (a recount, a
 * battery handed back); the task engine resolves it and offers the next one.
 */
export async function resolveCustodyMismatch(
  deps: Deps,
  session: SessionInfo,
  input: { taskId: string; comment: string },
) {
  const comment = input.comment.trim();
  if (!comment) throw new UserError(CUSTODY_MESSAGES.commentRequired);
  if (comment.length > 500) throw new UserError('Comment may be at most 500 characters');
  const [task] = await deps.db.select().from(tasks).where(eq(tasks.id, input.taskId)).limit(1);
  if (!task || task.type !== 'CustodyTransfer' || !task.custodyTransferId)
    throw codedRefusal('TASK_NOT_FOUND');
  if (task.status !== 'assigned' || task.assignedTo !== session.user._id)
    throw new UserError(CUSTODY_MESSAGES.notYourTask);
  await resolveTaskByDecision(deps, {
    taskId: task.id,
    userId: session.user._id,
    action: `Mismatch resolved: ${comment}`,
  });
  return getCustodyTransfer(deps, task.custodyTransferId);
}
