import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { supportAttendance } from '../attendance';
import type { Db, Tx } from '../../platform/db/client';
import { offerAfterAgentAction } from './assignment';
import { emitNow } from '../../platform/db/outbox';
import { emitUserStatus } from './events';
import { actorOf } from './permissions';
import { touchHolderActivity } from './slaClock';

/** The agent acted: an agent the idle sweep marked away is back. True when they were away. */
export async function clearAway(db: Db | Tx, userId: string, now: Date): Promise<boolean> {
  const cleared = await db
    .update(supportAttendance)
    .set({ awaySince: null, updatedAt: now })
    .where(
      and(
        eq(supportAttendance.userId, userId),
        ne(supportAttendance.status, 'ENDED'),
        isNotNull(supportAttendance.awaySince),
      ),
    )
    .returning({ id: supportAttendance.id });
  return cleared.length > 0;
}

/**
 * reportTaskActivity (issue 23 item 6): the renderer reports the agent's acts on their task, its
 * tabs and calls (throttled), and 'Keep this task' on the warning. Only the holder's own task is
 * touched (touchHolderActivity's rule); anything else only tells that the agent is back.
 */
export async function reportTaskActivity(
  deps: Deps,
  session: SessionInfo,
  input: { taskId?: string | null },
): Promise<boolean> {
  const actor = actorOf(session);
  const now = deps.clock.now();
  if (input.taskId) await touchHolderActivity(deps.db, input.taskId, actor._id, now);
  if (await clearAway(deps.db, actor._id, now)) {
    // The checked-in page drops its 'Away' mark (it reads the list again on status events).
    emitNow(deps.events, (out) =>
      emitUserStatus(out, {
        userId: actor._id,
        userName: actor.name,
        status: 'ACTIVE',
        taskId: null,
        taskStatus: null,
      }),
    );
    await offerAfterAgentAction(deps);
  }
  return true;
}
