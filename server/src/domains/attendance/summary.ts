import { and, eq, gte, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { taskComments, taskHistory, tasks, transferRequests } from '../tasks';
import { supportAttendance, supportBreaks, type ShiftSummary } from './tables';

const MINUTE = 60_000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The check-out dialog's shift summary: what the agent resolved, how fast, breaks and transfers. */
/** History entries that are not the agent working the task: being handed it, losing it, reserving it. */
const NOT_HANDLING = ['assigned', 'unassigned', 'FLAGGED', 'UN_FLAGGED', 'idleReturned', 'created'];

/** Distinct tasks the agent acted on in [from, to]: a history entry of theirs that is work, or a comment. */
export async function tasksHandled(
  tx: Db | Tx,
  input: { userId: string; from: Date; to: Date },
): Promise<number> {
  const acted = tx
    .select({ taskId: taskHistory.taskId })
    .from(taskHistory)
    .where(
      and(
        eq(taskHistory.userId, input.userId),
        gte(taskHistory.date, input.from),
        lte(taskHistory.date, input.to),
        notInArray(taskHistory.action, NOT_HANDLING),
      ),
    );
  const commented = tx
    .select({ taskId: taskComments.taskId })
    .from(taskComments)
    .where(
      and(
        eq(taskComments.userId, input.userId),
        gte(taskComments.createdAt, input.from),
        lte(taskComments.createdAt, input.to),
      ),
    );
  const [row] = await tx
    .select({ n: sql<number>`count(DISTINCT task_id)::int` })
    .from(acted.union(commented).as('handled'));
  return Number(row?.n ?? 0);
}

export async function shiftSummary(
  tx: Tx,
  input: { userId: string; attendanceId: string; from: Date; to: Date },
): Promise<ShiftSummary> {
  const [resolved, breaks, transfers, handled, attendance] = await Promise.all([
    tx
      .select({ type: tasks.type, assignedAt: tasks.assignedAt, resolvedAt: tasks.resolvedAt })
      .from(tasks)
      .where(
        and(
          eq(tasks.status, 'resolved'),
          eq(tasks.resolvedBy, input.userId),
          gte(tasks.resolvedAt, input.from),
          lte(tasks.resolvedAt, input.to),
        ),
      ),
    tx.select().from(supportBreaks).where(eq(supportBreaks.attendanceId, input.attendanceId)),
    tx
      .select({ requestedBy: transferRequests.requestedBy, requestedTo: transferRequests.requestedTo })
      .from(transferRequests)
      .where(
        and(
          eq(transferRequests.status, 'accepted'),
          or(eq(transferRequests.requestedBy, input.userId), eq(transferRequests.requestedTo, input.userId)),
          gte(transferRequests.createdAt, input.from),
          lte(transferRequests.createdAt, input.to),
        ),
      ),
    tasksHandled(tx, input),
    tx
      .select({ idleReturns: supportAttendance.idleReturns })
      .from(supportAttendance)
      .where(eq(supportAttendance.id, input.attendanceId)),
  ]);
  const resolvedByType: Record<string, number> = {};
  const handling: number[] = [];
  for (const task of resolved) {
    resolvedByType[task.type] = (resolvedByType[task.type] ?? 0) + 1;
    if (task.assignedAt && task.resolvedAt)
      handling.push((task.resolvedAt.getTime() - task.assignedAt.getTime()) / MINUTE);
  }
  const medianHandling = median(handling);
  // Minutes rounded up per break, as the break table shows them (01 §5).
  const breakMinutes = breaks.reduce(
    (sum, row) =>
      sum +
      Math.ceil(Math.max(0, (row.checkOutDate ?? input.to).getTime() - row.checkInDate.getTime()) / MINUTE),
    0,
  );
  return {
    shiftMinutes: Math.ceil(Math.max(0, input.to.getTime() - input.from.getTime()) / MINUTE),
    resolvedByType,
    totalResolved: resolved.length,
    medianHandlingMinutes: medianHandling === null ? null : round2(medianHandling),
    breaksCount: breaks.length,
    breakMinutes,
    idleReturns: attendance[0]?.idleReturns ?? 0,
    tasksHandled: handled,
    transfersSent: transfers.filter((row) => row.requestedBy === input.userId).length,
    transfersReceived: transfers.filter((row) => row.requestedTo === input.userId).length,
  };
}
