import { asc, inArray } from 'drizzle-orm';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { slaTargetFor, type SlaTarget } from '@ops/shared/rules/taskSla';
import type { Db, Tx } from '../../platform/db/client';
import { eachQuery } from '../../platform/db/eachQuery';
import { slaTargets } from '../taskSettings';
import { users } from '../../platform/session/tables';
import { taskComments, taskHistory, type TaskCommentRow, type TaskHistoryRow, type TaskRow } from './tables';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Tasks as the spec's Task (01 §3), with history and comments loaded in two queries for the whole list. */
export async function taskViews(db: Db | Tx, rows: readonly TaskRow[]): Promise<TaskPayload[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Flaggers by name (issue 6 item 32): a flagged task put aside has no assignee, and its flagger is who holds it.
  const flaggers = [...new Set(rows.map((row) => row.flaggedBy).filter((id): id is string => id !== null))];
  const [history, comments, flaggerRows, targets] = await eachQuery(db, [
    () =>
      db
        .select()
        .from(taskHistory)
        .where(inArray(taskHistory.taskId, ids))
        .orderBy(asc(taskHistory.date), asc(taskHistory.seq)),
    () =>
      db
        .select()
        .from(taskComments)
        .where(inArray(taskComments.taskId, ids))
        .orderBy(asc(taskComments.createdAt), asc(taskComments.seq)),
    () =>
      flaggers.length > 0
        ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, flaggers))
        : Promise.resolve([]),
    () => slaTargets(db),
  ] as const);
  const flaggerName = new Map(flaggerRows.map((user) => [user.id, user.name]));
  return rows.map((row) =>
    toTaskPayload(
      row,
      history.filter((entry) => entry.taskId === row.id),
      comments.filter((comment) => comment.taskId === row.id),
      row.flaggedBy ? (flaggerName.get(row.flaggedBy) ?? null) : null,
      targets,
    ),
  );
}

/** One task as the spec's Task, from its row, its own history and comments (in order), its flagger's name and the SLA targets. */
export function toTaskPayload(
  row: TaskRow,
  history: readonly TaskHistoryRow[],
  comments: readonly TaskCommentRow[],
  flaggedByName: string | null,
  targets: readonly SlaTarget[],
): TaskPayload {
  return {
    _id: row.id,
    type: row.type,
    vehicle: row.vehicleId,
    vehicleCode: row.vehicleCode,
    area: row.areaName,
    areaId: row.areaId,
    ride: row.rideId,
    verificationId: row.verificationId,
    custodyTransferId: row.custodyTransferId,
    mainCase: row.mainCase,
    cases: row.cases,
    mainCaseResolvedAt: iso(row.mainCaseResolvedAt),
    assignedTo: row.assignedTo,
    assignedToName: row.assignedToName,
    assignedAt: iso(row.assignedAt),
    assignedCount: row.assignedCount,
    pendingAt: iso(row.pendingAt),
    pendingUntil: iso(row.pendingUntil),
    status: row.status,
    flaggedBy: row.flaggedBy,
    flaggedByName,
    flaggedAt: iso(row.flaggedAt),
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: row.resolvedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    slaTargetMinutes: slaTargetFor(targets, row.type, row.mainCase),
    slaPausedMs: row.slaPausedMs,
    actionsHistory: history.map((entry) => ({
      _id: entry.id,
      action: entry.action,
      value: entry.value,
      date: entry.date.toISOString(),
      user: entry.userId,
      userName: entry.userName,
      phoneNumber: entry.phoneNumber,
    })),
    comments: comments.map((comment) => ({
      _id: comment.id,
      user: comment.userId,
      userName: comment.userName,
      comment: comment.comment,
      date: comment.createdAt.toISOString(),
    })),
  };
}

export async function taskView(db: Db | Tx, row: TaskRow): Promise<TaskPayload> {
  const [view] = await taskViews(db, [row]);
  if (!view) throw new Error('task view missing');
  return view;
}
