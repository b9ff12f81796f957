import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { TRANSFER_MESSAGES } from '@ops/shared/rules/transferDialog';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { actorById, openAttendance } from './agents';
import { offerAfterAgentAction } from './assignment';
import { emitFlagging, emitTaskUpdated, inTransaction, isUniqueViolation, type Outbox } from './events';
import { lockTask } from './flags';
import { addHistory, type TaskActor } from './history';
import { actorOf } from './permissions';
import { tasks, transferRequests, type TaskRow } from './tables';
import { taskView } from './views';

export const TRANSFER_ERRORS = {
  notYourFlag: 'You can only transfer tasks you flagged',
  receiverUnavailable: 'The selected user is not checked in or is on a break',
  self: 'You cannot transfer a task to yourself',
  alreadyPending: 'A transfer request for this task is already pending',
  requestNotFound: 'Transfer request not found',
  requestAnswered: 'This transfer request has already been answered',
  badStatus: 'Transfer request status must be accepted or rejected',
  chooseUser: 'Please select a user',
} as const;

/** 01 §8 success text with the word the user chose ('accepted' or 'rejected'). */
export function respondedMessage(status: 'accepted' | 'rejected'): string {
  return TRANSFER_MESSAGES.responded.replace('accepted/rejected', status);
}

/** Colleagues on shift (checked in, not on a break) may receive flagged tasks. */
export async function requireAvailableReceiver(tx: Tx, userId: string): Promise<TaskActor> {
  const attendance = await openAttendance(tx, userId);
  const actor = attendance?.status === 'ACTIVE' ? await actorById(tx, userId) : null;
  if (!actor) throw new UserError(TRANSFER_ERRORS.receiverUnavailable);
  return actor;
}

/**
 * Moves a flagged task to another user: the receiver becomes the flagger; if the sender
 * was holding it, it leaves them (their current task clears) and waits, reserved for the
 * receiver through flagged_by, until the receiver picks it.
 */
export async function moveFlaggedTask(
  tx: Tx,
  out: Outbox,
  row: TaskRow,
  move: { from: TaskActor; to: TaskActor; by: TaskActor; kind: 'requested' | 'forced'; now: Date },
): Promise<TaskPayload> {
  const heldBySender = row.status === 'assigned' && row.assignedTo === move.from._id;
  const [updated] = await tx
    .update(tasks)
    .set({
      flaggedBy: move.to._id,
      flaggedAt: move.now,
      updatedAt: move.now,
      ...(heldBySender ? { status: 'unassigned' as const, assignedTo: null, assignedToName: null } : {}),
    })
    .where(eq(tasks.id, row.id))
    .returning();
  if (!updated) throw new Error('task vanished');
  await addHistory(tx, {
    taskId: row.id,
    action: move.kind === 'forced' ? 'FORCED_TRANSFER' : 'REQUESTED_TRANSFER',
    value: `${move.from.name} -> ${move.to.name}`,
    user: move.by,
    at: move.now,
  });
  const view = await taskView(tx, updated);
  if (heldBySender) emitTaskUpdated(out, move.from._id, view);
  return view;
}

/** requestTransferFlaggedTask: the flagger asks an on-shift colleague to take a flagged task. */
export async function requestTransferFlaggedTask(
  deps: Deps,
  session: SessionInfo,
  input: { transferToId: string; taskId: string; transferReason?: string | null },
): Promise<{ success: boolean; message: string }> {
  const actor = actorOf(session);
  requireLength('reason', input.transferReason?.trim());
  if (!input.transferToId) throw new UserError(TRANSFER_ERRORS.chooseUser);
  if (input.transferToId === actor._id) throw new UserError(TRANSFER_ERRORS.self);
  try {
    await inTransaction(deps, async (tx, out) => {
      const now = deps.clock.now();
      const row = await lockTask(tx, input.taskId);
      if (row.flaggedBy !== actor._id) throw new UserError(TRANSFER_ERRORS.notYourFlag);
      const receiver = await requireAvailableReceiver(tx, input.transferToId);
      const id = newId();
      const reason = input.transferReason?.trim() || null;
      await tx.insert(transferRequests).values({
        id,
        taskId: row.id,
        requestedBy: actor._id,
        requestedTo: receiver._id,
        status: 'pending',
        kind: 'requested',
        transferReason: reason,
        createdAt: now,
      });
      emitFlagging(out, receiver._id, {
        kind: 'TRANSFER_REQUEST',
        request: {
          _id: id,
          requestedBy: actor._id,
          requestedByName: actor.name,
          requestedTo: receiver._id,
          taskId: row.id,
          transferReason: reason,
          status: 'pending',
        },
        task: await taskView(tx, row),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(TRANSFER_ERRORS.alreadyPending);
    throw error;
  }
  return { success: true, message: TRANSFER_MESSAGES.sent };
}

/** respondToTransferFlaggedTaskRequest: the receiver accepts (the task moves to them) or rejects with a reason. */
export async function respondToTransferFlaggedTaskRequest(
  deps: Deps,
  session: SessionInfo,
  input: { requestId: string; updatedStatus: string; rejectionReason?: string | null },
): Promise<{ success: boolean; message: string }> {
  const status = input.updatedStatus;
  if (status !== 'accepted' && status !== 'rejected') throw new UserError(TRANSFER_ERRORS.badStatus);
  requireLength('reason', input.rejectionReason?.trim());
  const actor = actorOf(session);
  await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const [request] = await tx
      .select()
      .from(transferRequests)
      .where(eq(transferRequests.id, input.requestId))
      .for('update')
      .limit(1);
    if (!request || request.requestedTo !== actor._id) throw new UserError(TRANSFER_ERRORS.requestNotFound);
    if (request.status !== 'pending') throw new UserError(TRANSFER_ERRORS.requestAnswered);
    const row = await lockTask(tx, request.taskId);
    const rejectionReason = status === 'rejected' ? input.rejectionReason?.trim() || null : null;
    let view = await taskView(tx, row);
    if (status === 'accepted') {
      // The requester may have unflagged or already moved it since asking.
      if (row.flaggedBy !== request.requestedBy) throw new UserError(TRANSFER_ERRORS.notYourFlag);
      const from = await actorById(tx, request.requestedBy);
      if (!from) throw new UserError(TRANSFER_ERRORS.requestNotFound);
      view = await moveFlaggedTask(tx, out, row, { from, to: actor, by: actor, kind: 'requested', now });
      emitFlagging(out, actor._id, {
        kind: 'TRANSFER',
        type: 'requested',
        user: actor._id,
        transferredFrom: from._id,
        transferredBy: actor._id,
        tasks: [view],
        task: view,
      });
    }
    await tx
      .update(transferRequests)
      .set({
        status,
        rejectionReason,
        respondedAt: now,
        transferredBy: status === 'accepted' ? actor._id : null,
      })
      .where(eq(transferRequests.id, request.id));
    emitFlagging(out, request.requestedBy, {
      kind: 'TRANSFER_RESPONSE',
      request: {
        _id: request.id,
        requestedBy: request.requestedBy,
        requestedTo: actor._id,
        requestedToName: actor.name,
        taskId: row.id,
        status,
        rejectionReason,
      },
      task: view,
    });
  });
  if (status === 'accepted') await offerAfterAgentAction(deps);
  return { success: true, message: respondedMessage(status) };
}

/**
 * Forced move of flagged tasks (bulkTransferFlaggedTasks, supervisors): no answer is
 * awaited; tasks are spread over the receivers in turn; each move is recorded as an
 * accepted 'forced' transfer row and a FORCED_TRANSFER history entry.
 */
export async function forceTransferFlaggedTasks(
  deps: Deps,
  by: TaskActor,
  input: { fromUserId: string; toUserIds: string[]; taskIds: string[]; reason?: string | null },
): Promise<TaskPayload[]> {
  const receiverIds = [...new Set(input.toUserIds)].filter((id) => id !== input.fromUserId);
  if (receiverIds.length === 0) throw new UserError(TRANSFER_ERRORS.chooseUser);
  const moved = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const from = await actorById(tx, input.fromUserId);
    if (!from) throw new UserError(TRANSFER_ERRORS.notYourFlag);
    const receivers: TaskActor[] = [];
    for (const id of receiverIds) receivers.push(await requireAvailableReceiver(tx, id));
    const conditions = [eq(tasks.flaggedBy, from._id), ne(tasks.status, 'resolved')];
    if (input.taskIds.length > 0) conditions.push(inArray(tasks.id, input.taskIds));
    const rows = await tx
      .select()
      .from(tasks)
      .where(and(...conditions))
      .orderBy(tasks.flaggedAt, tasks.id)
      .for('update');
    if (input.taskIds.length > 0 && rows.length !== new Set(input.taskIds).size)
      throw new UserError(TRANSFER_ERRORS.notYourFlag);
    const views: TaskPayload[] = [];
    const byReceiver = new Map<string, TaskPayload[]>();
    const movedTo: Array<{ vehicleCode: string | null; toName: string }> = [];
    for (const [index, row] of rows.entries()) {
      const to = receivers[index % receivers.length]!;
      movedTo.push({ vehicleCode: row.vehicleCode, toName: to.name });
      const view = await moveFlaggedTask(tx, out, row, { from, to, by, kind: 'forced', now });
      await tx.insert(transferRequests).values({
        id: newId(),
        taskId: row.id,
        requestedBy: from._id,
        requestedTo: to._id,
        status: 'accepted',
        kind: 'forced',
        transferredBy: by._id,
        transferReason: input.reason?.trim() || null,
        createdAt: now,
        respondedAt: now,
      });
      views.push(view);
      byReceiver.set(to._id, [...(byReceiver.get(to._id) ?? []), view]);
    }
    for (const [userId, list] of byReceiver) {
      emitFlagging(out, userId, {
        kind: 'TRANSFER',
        type: 'forced',
        user: userId,
        transferredFrom: from._id,
        transferredBy: by._id,
        transferredByName: by.name,
        tasks: list,
        task: list[0] ?? null,
      });
    }
    if (from._id !== by._id && views.length > 0) {
      // Issue 23: the losing agent reads who took each task and which supervisor moved them.
      emitFlagging(out, from._id, {
        kind: 'TRANSFER',
        type: 'forced',
        user: from._id,
        transferredFrom: from._id,
        transferredBy: by._id,
        transferredByName: by.name,
        movedTo,
        tasks: views,
        task: null,
      });
    }
    return views;
  });
  await offerAfterAgentAction(deps);
  return moved;
}
