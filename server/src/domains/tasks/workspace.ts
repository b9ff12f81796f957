import { and, eq, ne } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import type { TaskCommentPayload, TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { codedRefusal, UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { clearAway } from './activity';
import { requireHeldTask, taskOrNotFound } from './access';
import { heldTask, lockOpenAttendance, openAttendance } from './agents';
import { assignTask, claimInTx, offerAfterAgentAction, releaseHeldTask } from './assignment';
import { inTransaction } from './events';
import { FLAG_MESSAGES } from './flags';
import { recordTaskAction } from './history';
import { actorOf, requireCan } from './permissions';
import { decideRideImage } from './rideImageDecision';
import { touchHolderActivity } from './slaClock';
import { taskComments, tasks, type TaskRow } from './tables';
import { taskView } from './views';

/** The client looks for this text to show the check-in prompt (01 §8). */
export const WORKSPACE_MESSAGES = {
  pickNeedsActive: 'You must be checked in and not on a break to pick tasks',
  chooseTask: 'Please choose a task',
  commentRequired: 'Please add a comment',
} as const;

/** getUserAssignedTask: the held task, or the not-checked-in error the client turns into the check-in prompt. */
export async function getUserAssignedTask(
  deps: Deps,
  session: SessionInfo,
): Promise<{ showCheckOut: boolean; task: TaskPayload | null }> {
  const attendance = await openAttendance(deps.db, session.user._id);
  if (!attendance) throw codedRefusal('NOT_CHECKED_IN');
  const held = await heldTask(deps.db, session.user._id);
  return { showCheckOut: true, task: held ? await taskView(deps.db, held) : null };
}

/**
 * checkTasksForUser: the idle poll (every 5 minutes, 01 §4). A query that may claim:
 * it is the client's safety net for a missed 'ASSIGNED TASK', so an idle ACTIVE agent
 * gets the next waiting task here.
 */
export async function checkTasksForUser(deps: Deps, session: SessionInfo): Promise<TaskPayload | null> {
  const userId = session.user._id;
  const held = await heldTask(deps.db, userId);
  if (held) return taskView(deps.db, held);
  return inTransaction(deps, (tx, out) => claimInTx(tx, out, userId, deps.clock.now()));
}

/**
 * manualPickTask: by task id, or the open task of a vehicle or a ride. Only while
 * ACTIVE; a task flagged by someone else or held by someone else is refused. A task the
 * agent was holding goes back to the queue (reserved for them if they flagged it).
 * isNextTaskFlagged flags the picked task for the picker as it is assigned.
 */
export async function manualPickTask(
  deps: Deps,
  session: SessionInfo,
  input: {
    taskId?: string | null;
    vehicleId?: string | null;
    rideId?: string | null;
    isNextTaskFlagged?: boolean | null;
  },
): Promise<TaskPayload> {
  const actor = actorOf(session);
  const where = input.taskId
    ? eq(tasks.id, input.taskId)
    : input.vehicleId
      ? and(eq(tasks.vehicleId, input.vehicleId), eq(tasks.type, 'Vehicle'), ne(tasks.status, 'resolved'))
      : input.rideId
        ? and(eq(tasks.rideId, input.rideId), eq(tasks.type, 'RideImage'), ne(tasks.status, 'resolved'))
        : null;
  if (!where) throw new UserError(WORKSPACE_MESSAGES.chooseTask);
  const view = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const attendance = await lockOpenAttendance(tx, actor._id);
    if (!attendance || attendance.status !== 'ACTIVE')
      throw new UserError(WORKSPACE_MESSAGES.pickNeedsActive);
    // Picking is acting: an agent the idle sweep marked away is back.
    await clearAway(tx, actor._id, now);
    const [row] = await tx.select().from(tasks).where(where).for('update').limit(1);
    if (!row) throw codedRefusal('TASK_NOT_FOUND');
    if (row.status === 'resolved') throw new UserError(FLAG_MESSAGES.resolved);
    if (row.flaggedBy && row.flaggedBy !== actor._id) throw new UserError(FLAG_MESSAGES.flaggedByOther);
    if (row.status === 'assigned') {
      if (row.assignedTo !== actor._id) throw new UserError(FLAG_MESSAGES.heldByOther);
      return taskView(tx, row);
    }
    await releaseHeldTask(tx, out, actor._id, actor, now);
    return assignTask(tx, out, row as TaskRow, actor, now, { flag: input.isNextTaskFlagged === true });
  });
  await offerAfterAgentAction(deps);
  return view;
}

/**
 * saveTaskComment (issue 6 §5): the holder comments in their task; a supervisor with
 * task.VIEW_TASKS_TABLE may comment on any task from the task page; nobody else. The
 * schema marks it @signedIn because one directive cannot say "either".
 */
export async function saveTaskComment(
  deps: Deps,
  session: SessionInfo,
  input: { taskId: string; comment: string },
): Promise<TaskCommentPayload> {
  const comment = input.comment.trim();
  if (!comment) throw new UserError(WORKSPACE_MESSAGES.commentRequired);
  requireLength('comment', comment);
  const actor = actorOf(session);
  const supervisor = can(session.role, { layer: 'task', permission: 'VIEW_TASKS_TABLE' });
  if (!supervisor) requireCan(session, { layer: 'task', permission: 'RESOLVE_TASKS' });
  const now = deps.clock.now();
  const id = newId();
  await deps.db.transaction(async (tx) => {
    const task = supervisor
      ? await taskOrNotFound(tx, input.taskId, 'share')
      : await requireHeldTask(tx, input.taskId, actor._id);
    await tx
      .insert(taskComments)
      .values({ id, taskId: task.id, userId: actor._id, userName: actor.name, comment, createdAt: now });
    await touchHolderActivity(tx, task.id, actor._id, now);
  });
  return { _id: id, user: actor._id, userName: actor.name, comment, date: now.toISOString() };
}

/** saveTaskAction: one of the recorded action types of 01 §3, by the task's holder; answers with the updated task. */
export async function saveTaskAction(
  deps: Deps,
  session: SessionInfo,
  input: { taskId: string; action: string; value?: string | null },
): Promise<TaskPayload> {
  requireLength('comment', input.value);
  const actor = actorOf(session);
  return deps.db.transaction(async (tx) => {
    const row = await requireHeldTask(tx, input.taskId, actor._id);
    await recordTaskAction(tx, {
      taskId: row.id,
      action: input.action,
      value: input.value ?? null,
      user: actor,
      at: deps.clock.now(),
    });
    return taskView(tx, row);
  });
}

/** taskRideImageAction: the holder's decision on the ride image (rideImageDecision.ts, shared with the Ride Images grid). */
export async function taskRideImageAction(
  deps: Deps,
  session: SessionInfo,
  input: {
    taskId: string;
    rideId: string;
    vehicleId?: string | null;
    isAccept: boolean;
    addUrgent?: boolean | null;
  },
): Promise<{ success: boolean; message: string }> {
  const { success, message } = await decideRideImage(deps, session, { ...input, heldTaskId: input.taskId });
  return { success, message };
}
