import { and, eq, isNull } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { CheckOutUserEvent, TaskPayload } from '@ops/shared/realtime/taskEvents';
import { canStartBreak } from '@ops/shared/rules/breaks';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { codedRefusal, UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import {
  actorById,
  actorOf,
  claimInTx,
  emitAttendanceChange,
  emitUserStatus,
  hasFlaggedTasks,
  heldTask,
  inTransaction,
  isUniqueViolation,
  lockOpenAttendance,
  offerTasks,
  type Outbox,
  releaseHeldTask,
  requireCan,
  type TaskActor,
  taskView,
} from '../tasks';
import { users } from '../../platform/session/tables';
import { requireRankOver } from './rank';
import { shiftSummary } from './summary';
import { supportAttendance, supportBreaks, type AttendanceRow, type ShiftSummary } from './tables';
import { NOT_CHECKED_IN_MESSAGE } from '@ops/shared/rules/attendanceMessages';

export const ATTENDANCE_MESSAGES = {
  notCheckedIn: NOT_CHECKED_IN_MESSAGE,
  reasonRequired: 'Please select a break reason',
  alreadyOnBreak: 'User is already on a break',
  notOnBreak: 'You are not on a break',
  transferFlaggedFirst: 'Please transfer your flagged tasks to another checked-in user first',
  breakStarted: 'Break started successfully',
  breakEnded: 'Break ended successfully',
  checkedOut: 'Checked out successfully',
  userNotFound: 'User not found',
} as const;

export function emitAttendance(
  out: Outbox,
  row: AttendanceRow,
  user: TaskActor,
  breakReason: string | null,
  taskId: string | null,
): void {
  emitAttendanceChange(out, {
    userId: user._id,
    userName: user.name,
    status: row.status,
    attendanceId: row.id,
    checkInDate: row.checkInDate.toISOString(),
    checkOutDate: row.checkOutDate?.toISOString() ?? null,
    breakReason,
  });
  emitUserStatus(out, {
    userId: user._id,
    userName: user.name,
    status: row.status,
    taskId,
    taskStatus: taskId ? 'assigned' : null,
  });
}

/** checkUserInTasks: opens the shift (ACTIVE) and hands over the first waiting task. */
export async function checkUserInTasks(
  deps: Deps,
  session: SessionInfo,
): Promise<{ task: TaskPayload | null }> {
  const actor = actorOf(session);
  const open = async () =>
    inTransaction(deps, async (tx, out) => {
      const now = deps.clock.now();
      let attendance = await lockOpenAttendance(tx, actor._id);
      if (!attendance) {
        // The shift records the agent's area, so the attendance pages can filter support shifts by area too.
        const [person] = await tx
          .select({ areaId: users.areaId })
          .from(users)
          .where(eq(users.id, actor._id))
          .limit(1);
        const [created] = await tx
          .insert(supportAttendance)
          .values({
            id: newId(),
            userId: actor._id,
            status: 'ACTIVE',
            areaId: person?.areaId ?? null,
            checkInDate: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('attendance insert returned no row');
        attendance = created;
        emitAttendance(out, created, actor, null, null);
      }
      const held = await heldTask(tx, actor._id);
      if (held) return taskView(tx, held);
      return claimInTx(tx, out, actor._id, now);
    });
  try {
    return { task: await open() };
  } catch (error) {
    // Two check-ins at once: the loser finds the winner's attendance on the second try.
    if (!isUniqueViolation(error)) throw error;
    return { task: await open() };
  }
}

async function targetOf(
  tx: Tx,
  session: SessionInfo,
  userId: string | null | undefined,
  otherGate: 'SET_USERS_ON_BREAK' | 'CHECK_USERS_OUT',
): Promise<TaskActor> {
  const self = !userId || userId === session.user._id;
  requireCan(session, { layer: 'task', permission: self ? 'RESOLVE_TASKS' : otherGate });
  if (self) return actorOf(session);
  const target = await actorById(tx, userId);
  if (!target) throw new UserError(ATTENDANCE_MESSAGES.userNotFound);
  await requireRankOver(tx, session, target._id);
  return target;
}

/**
 * startBreak (03 §4): self, or another user with task.SET_USERS_ON_BREAK. Refused while
 * the user holds flagged tasks (they must be transferred first); an unflagged held
 * task goes back to the queue, so nothing waits on someone at lunch.
 */
export async function startBreak(
  deps: Deps,
  session: SessionInfo,
  input: { reason: string; userIdToSetOnBreak?: string | null },
): Promise<{ success: boolean; message: string }> {
  if (!canStartBreak(input.reason)) throw new UserError(ATTENDANCE_MESSAGES.reasonRequired);
  const reason = input.reason.trim();
  requireLength('reason', reason);
  await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const target = await targetOf(tx, session, input.userIdToSetOnBreak, 'SET_USERS_ON_BREAK');
    const attendance = await lockOpenAttendance(tx, target._id);
    if (!attendance) throw codedRefusal('NOT_CHECKED_IN');
    if (attendance.status === 'IN_BREAK') throw new UserError(ATTENDANCE_MESSAGES.alreadyOnBreak);
    if (await hasFlaggedTasks(tx, target._id)) throw new UserError(ATTENDANCE_MESSAGES.transferFlaggedFirst);
    await releaseHeldTask(tx, out, target._id, actorOf(session), now);
    await tx.insert(supportBreaks).values({
      id: newId(),
      attendanceId: attendance.id,
      userId: target._id,
      reason,
      checkInDate: now,
      setBy: session.user._id,
    });
    // A break is the agent's own act: the idle sweep's away mark (migration 0049) ends with it.
    const [updated] = await tx
      .update(supportAttendance)
      .set({ status: 'IN_BREAK', awaySince: null, updatedAt: now })
      .where(eq(supportAttendance.id, attendance.id))
      .returning();
    if (updated) emitAttendance(out, updated, target, reason, null);
  });
  await offerTasks(deps);
  return { success: true, message: ATTENDANCE_MESSAGES.breakStarted };
}

/** endBreak: back to ACTIVE, and straight to the next waiting task. */
export async function endBreak(
  deps: Deps,
  session: SessionInfo,
): Promise<{ success: boolean; message: string }> {
  const actor = actorOf(session);
  await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const attendance = await lockOpenAttendance(tx, actor._id);
    if (!attendance) throw codedRefusal('NOT_CHECKED_IN');
    if (attendance.status !== 'IN_BREAK') throw new UserError(ATTENDANCE_MESSAGES.notOnBreak);
    await tx
      .update(supportBreaks)
      .set({ checkOutDate: now })
      .where(and(eq(supportBreaks.userId, actor._id), isNull(supportBreaks.checkOutDate)));
    const [updated] = await tx
      .update(supportAttendance)
      .set({ status: 'ACTIVE', awaySince: null, updatedAt: now })
      .where(eq(supportAttendance.id, attendance.id))
      .returning();
    if (updated) emitAttendance(out, updated, actor, null, null);
    await claimInTx(tx, out, actor._id, now);
  });
  return { success: true, message: ATTENDANCE_MESSAGES.breakEnded };
}

/**
 * checkoutUserFromReceivingTasks: ends the shift of self, or of another user with
 * task.CHECK_USERS_OUT ('CHECK OUT USER' stops their workspace). Refused while they hold
 * flagged tasks; a held task returns to the queue. Returns the shift summary.
 */
export async function checkoutUserFromReceivingTasks(
  deps: Deps,
  session: SessionInfo,
  input: { userIdToCheckout?: string | null; userNameToCheckout?: string | null; comment?: string | null },
): Promise<{ success: boolean; message: string; summary: ShiftSummary }> {
  requireLength('comment', input.comment?.trim());
  requireLength('name', input.userNameToCheckout);
  const summary = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const target = await targetOf(tx, session, input.userIdToCheckout, 'CHECK_USERS_OUT');
    const attendance = await lockOpenAttendance(tx, target._id);
    if (!attendance) throw codedRefusal('NOT_CHECKED_IN');
    if (await hasFlaggedTasks(tx, target._id)) throw new UserError(ATTENDANCE_MESSAGES.transferFlaggedFirst);
    await releaseHeldTask(tx, out, target._id, actorOf(session), now);
    await tx
      .update(supportBreaks)
      .set({ checkOutDate: now })
      .where(and(eq(supportBreaks.userId, target._id), isNull(supportBreaks.checkOutDate)));
    const result = await shiftSummary(tx, {
      userId: target._id,
      attendanceId: attendance.id,
      from: attendance.checkInDate,
      to: now,
    });
    const comment = input.comment?.trim() || null;
    const [updated] = await tx
      .update(supportAttendance)
      .set({
        status: 'ENDED',
        checkOutDate: now,
        checkOutComment: comment,
        checkedOutBy: session.user._id,
        shiftSummary: result,
        updatedAt: now,
      })
      .where(eq(supportAttendance.id, attendance.id))
      .returning();
    if (updated) emitAttendance(out, updated, target, null, null);
    const event: CheckOutUserEvent = {
      userId: target._id,
      checkedOutBy: session.user._id,
      checkedOutByName: session.user.name,
      comment,
    };
    out.toUser(target._id, REALTIME_EVENTS.CHECK_OUT_USER, event);
    return result;
  });
  await offerTasks(deps);
  return { success: true, message: ATTENDANCE_MESSAGES.checkedOut, summary };
}
