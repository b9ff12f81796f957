import { and, eq, ne } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { lockRide } from '../rides';
import { appendRideLog } from '../rides';
import { rides } from '../rides';
import { requireHeldTask } from './access';
import { offerAfterAgentAction } from './assignment';
import { raiseVehicleCondition } from './conditions';
import { inTransaction } from './events';
import { actorOf } from './permissions';
import { resolveTaskInTx } from './resolve';
import { tasks, type TaskRow } from './tables';

export const RIDE_IMAGE_MESSAGES = {
  notRideImageTask: 'This task is not a ride image task',
  accepted: 'Ride image accepted',
  rejected: 'Ride image rejected',
  notEnded: 'This ride has not ended yet',
} as const;

export interface RideImageDecision {
  rideId: string;
  isAccept: boolean;
  addUrgent?: boolean | null;
  /** The vehicle NO_RIDE_PHOTO goes to; the task's, else the ride's, when absent. */
  vehicleId?: string | null;
  /** From the workspace: the task the agent holds and decides in (only its holder may). */
  heldTaskId?: string;
}

/** A decision closes every open case of the task with it. */
const resolvedCases = (row: TaskRow): TaskRow['cases'] =>
  Object.fromEntries(Object.keys(row.cases).map((key) => [key, false]));

/**
 * The one decision on an end-of-ride photo, for the workspace's ride-image task
 * (taskRideImageAction) and the Ride Images grid (reviewRideImage) alike: the ride's check
 * status becomes Y or N and its logs name the reviewer, the ride's open ride-image task is
 * resolved with the decision in the same transaction (so no agent is later offered a photo
 * already judged), and a rejection with addUrgent raises NO_RIDE_PHOTO on the vehicle after
 * commit. Locks: the task, then the ride, as the workspace takes them.
 */
export async function decideRideImage(
  deps: Deps,
  session: SessionInfo,
  input: RideImageDecision,
): Promise<{ success: true; message: string; vehicleId: string | null }> {
  const actor = actorOf(session);
  const outcome = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    let task: TaskRow | null;
    if (input.heldTaskId) {
      task = await requireHeldTask(tx, input.heldTaskId, actor._id, 'update');
      if (task.type !== 'RideImage' || task.rideId !== input.rideId)
        throw new UserError(RIDE_IMAGE_MESSAGES.notRideImageTask);
    } else {
      const [open] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.rideId, input.rideId), eq(tasks.type, 'RideImage'), ne(tasks.status, 'resolved')))
        .for('update')
        .limit(1);
      task = open ?? null;
    }
    const ride = await lockRide(tx, input.rideId);
    if (!input.heldTaskId && ride.status !== 'done') throw new UserError(RIDE_IMAGE_MESSAGES.notEnded);
    await tx
      .update(rides)
      .set({ checkStatus: input.isAccept ? 'Y' : 'N', updatedAt: now })
      .where(eq(rides.id, ride.id));
    await appendRideLog(tx, ride.id, {
      at: now.toISOString(),
      event: 'CHECKED',
      byUserId: actor._id,
      note: input.isAccept ? 'Accepted' : 'Declined',
    });
    if (task)
      await resolveTaskInTx(
        tx,
        out,
        task,
        actor,
        now,
        input.isAccept ? 'ACCEPT' : 'REJECT',
        resolvedCases(task),
      );
    return { resolvedTask: task !== null, vehicleId: input.vehicleId ?? task?.vehicleId ?? ride.vehicleId };
  });
  if (outcome.resolvedTask) await offerAfterAgentAction(deps);
  if (!input.isAccept && input.addUrgent && outcome.vehicleId)
    await raiseVehicleCondition(deps, { vehicleId: outcome.vehicleId, reason: 'NO_RIDE_PHOTO' });
  return {
    success: true,
    message: input.isAccept ? RIDE_IMAGE_MESSAGES.accepted : RIDE_IMAGE_MESSAGES.rejected,
    vehicleId: outcome.vehicleId,
  };
}
