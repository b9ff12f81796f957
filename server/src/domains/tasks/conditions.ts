import { and, eq, ne } from 'drizzle-orm';
import {
  caseForUrgentReason,
  TASK_ACTION_TYPES,
  URGENT_REASON_TO_CASE,
  type TaskHistoryAction,
} from '@ops/shared/rules/labels';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import type { Tx } from '../../platform/db/client';
import { areas } from '../areas';
import { codedRefusal, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides';
import { vehicles } from '../vehicles';
import { idVerifications } from '../idVerification';
import { actorById } from './agents';
import { offerAfterAgentAction, offerTasks } from './assignment';
import { emitTaskListChanged, emitTaskUpdated, inTransaction, retryOnUniqueViolation } from './events';
import { addHistory } from './history';
import { resolveTaskInTx } from './resolve';
import { tasks, type TaskRow } from './tables';
import { taskView } from './views';

async function openVehicleTask(tx: Tx, vehicleId: string): Promise<TaskRow | null> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.vehicleId, vehicleId), eq(tasks.type, 'Vehicle'), ne(tasks.status, 'resolved')))
    .for('update')
    .limit(1);
  return row ?? null;
}

async function areaName(tx: Tx, areaId: string | null): Promise<string | null> {
  if (!areaId) return null;
  const [row] = await tx.select({ name: areas.name }).from(areas).where(eq(areas.id, areaId)).limit(1);
  return row?.name ?? null;
}

function assertUrgentReason(reason: string): void {
  // Unknown codes would silently become OTHER; the fleet feed should hear about its typo.
  if (!Object.prototype.hasOwnProperty.call(URGENT_REASON_TO_CASE, reason) && reason !== 'OTHER') {
    throw new UserError(`Unknown urgent reason ${reason}`);
  }
}

/**
 * Public: a vehicle entered an urgent condition (01 §3 urgent-reason codes). Creates a
 * task (history created) or adds the case to the vehicle's open task (history
 * caseAdded), then offers waiting tasks to idle agents. Raising an open case again is a no-op.
 */
export async function raiseVehicleCondition(
  deps: Deps,
  input: { vehicleId: string; reason: string },
): Promise<TaskPayload> {
  assertUrgentReason(input.reason);
  const taskCase = caseForUrgentReason(input.reason);
  const view = await retryOnUniqueViolation(() =>
    inTransaction(deps, async (tx, out) => {
      const now = deps.clock.now();
      const open = await openVehicleTask(tx, input.vehicleId);
      if (open) {
        if (open.cases[taskCase] === true) return taskView(tx, open);
        const [updated] = await tx
          .update(tasks)
          .set({ cases: { ...open.cases, [taskCase]: true }, updatedAt: now })
          .where(eq(tasks.id, open.id))
          .returning();
        if (!updated) throw new Error('task vanished');
        await addHistory(tx, { taskId: open.id, action: 'caseAdded', value: taskCase, user: null, at: now });
        const updatedView = await taskView(tx, updated);
        emitTaskUpdated(out, updated.status === 'assigned' ? updated.assignedTo : null, updatedView);
        return updatedView;
      }
      const [vehicle] = await tx
        .select({ id: vehicles.id, code: vehicles.code, areaId: vehicles.areaId })
        .from(vehicles)
        .where(eq(vehicles.id, input.vehicleId))
        .limit(1);
      if (!vehicle) throw new UserError('Vehicle not found');
      // A concurrent raise for the same vehicle loses on tasks_one_open_per_vehicle and retries as caseAdded.
      const [created] = await tx
        .insert(tasks)
        .values({
          id: newId(),
          type: 'Vehicle',
          vehicleId: vehicle.id,
          vehicleCode: vehicle.code,
          areaId: vehicle.areaId,
          areaName: await areaName(tx, vehicle.areaId),
          mainCase: taskCase,
          cases: { [taskCase]: true },
          status: 'unassigned',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('task insert returned no row');
      await addHistory(tx, { taskId: created.id, action: 'created', value: taskCase, user: null, at: now });
      const createdView = await taskView(tx, created);
      emitTaskListChanged(out, createdView);
      return createdView;
    }),
  );
  await offerTasks(deps);
  return view;
}

/**
 * Public: a vehicle left a condition. Resolves that case (caseResolved); once the main case
 * has cleared and no other case is open, the task resolves and its holder hears 'UPDATED TASK'
 * with status resolved, then gets the next task. Returns null when the vehicle had no such open case.
 */
export async function clearVehicleCondition(
  deps: Deps,
  input: { vehicleId: string; reason: string; byUserId?: string | null },
): Promise<TaskPayload | null> {
  assertUrgentReason(input.reason);
  const taskCase = caseForUrgentReason(input.reason);
  const view = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const open = await openVehicleTask(tx, input.vehicleId);
    if (!open || open.cases[taskCase] !== true) return null;
    const by = input.byUserId ? await actorById(tx, input.byUserId) : null;
    const cases = { ...open.cases, [taskCase]: false };
    await addHistory(tx, { taskId: open.id, action: 'caseResolved', value: taskCase, user: by, at: now });
    const mainCaseResolvedAt = open.mainCase === taskCase ? now : open.mainCaseResolvedAt;
    // The task resolves when its main case has cleared and no other case is still open: a vehicle
    // charged but still offline must keep its task, or nobody would be sent to it (the simulator
    // and the devices report a case once, when it starts).
    if (mainCaseResolvedAt && !Object.values(cases).some((open) => open === true)) {
      if (open.mainCase === taskCase)
        await tx.update(tasks).set({ mainCaseResolvedAt }).where(eq(tasks.id, open.id));
      return resolveTaskInTx(tx, out, { ...open, mainCaseResolvedAt }, by, now, taskCase, cases);
    }
    const [updated] = await tx
      .update(tasks)
      .set({ cases, mainCaseResolvedAt, updatedAt: now })
      .where(eq(tasks.id, open.id))
      .returning();
    if (!updated) throw new Error('task vanished');
    const updatedView = await taskView(tx, updated);
    emitTaskUpdated(out, updated.status === 'assigned' ? updated.assignedTo : null, updatedView);
    return updatedView;
  });
  if (view?.status === 'resolved') await offerTasks(deps);
  return view;
}

async function insertReviewTask(
  deps: Deps,
  values: typeof tasks.$inferInsert,
  existing: (tx: Tx) => Promise<TaskRow | undefined>,
): Promise<TaskPayload> {
  const view = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    // ON CONFLICT DO NOTHING: the partial unique index keeps one open review task per ride or verification.
    const [created] = await tx
      .insert(tasks)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const found = await existing(tx);
      if (!found) throw new Error('review task neither inserted nor found');
      return taskView(tx, found);
    }
    await addHistory(tx, { taskId: created.id, action: 'created', value: created.type, user: null, at: now });
    const createdView = await taskView(tx, created);
    emitTaskListChanged(out, createdView);
    return createdView;
  });
  await offerTasks(deps);
  return view;
}

/** Public: a ride image to review (accept, reject, reject and add urgent). One open task per ride. */
export async function createRideImageTask(deps: Deps, input: { rideId: string }): Promise<TaskPayload> {
  const [ride] = await deps.db
    .select({
      id: rides.id,
      vehicleId: rides.vehicleId,
      areaId: rides.areaId,
      code: vehicles.code,
      areaName: areas.name,
    })
    .from(rides)
    .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .leftJoin(areas, eq(areas.id, rides.areaId))
    .where(eq(rides.id, input.rideId))
    .limit(1);
  if (!ride) throw new UserError('Ride not found');
  return insertReviewTask(
    deps,
    {
      id: newId(),
      type: 'RideImage',
      rideId: ride.id,
      vehicleId: ride.vehicleId,
      vehicleCode: ride.code,
      areaId: ride.areaId,
      areaName: ride.areaName,
      status: 'unassigned',
    },
    async (tx) =>
      (
        await tx
          .select()
          .from(tasks)
          .where(and(eq(tasks.rideId, ride.id), eq(tasks.type, 'RideImage'), ne(tasks.status, 'resolved')))
          .limit(1)
      )[0],
  );
}

/** Public: an ID verification to review; the task view embeds the review for verificationId. */
export async function createIdVerificationTask(
  deps: Deps,
  input: { verificationId: string },
): Promise<TaskPayload> {
  const [verification] = await deps.db
    .select({ id: idVerifications.id })
    .from(idVerifications)
    .where(eq(idVerifications.id, input.verificationId))
    .limit(1);
  if (!verification) throw new UserError('Verification is not found');
  return insertReviewTask(
    deps,
    { id: newId(), type: 'IdVerification', verificationId: verification.id, status: 'unassigned' },
    async (tx) =>
      (
        await tx
          .select()
          .from(tasks)
          .where(
            and(
              eq(tasks.verificationId, verification.id),
              eq(tasks.type, 'IdVerification'),
              ne(tasks.status, 'resolved'),
            ),
          )
          .limit(1)
      )[0],
  );
}

/**
 * Public: a decision closes the task (ride-image accept/reject, ID verification decision,
 * stolen-alert ack). `action` is stored with the history: a task action type of 01 §3
 * (ACK_LOST_AND_STOLEN) gets its own entry; any other word is the value of 'resolved'.
 * Resolving a resolved task again is a no-op.
 */
export async function resolveTaskByDecision(
  deps: Deps,
  input: { taskId: string; userId: string | null; action: string },
): Promise<TaskPayload> {
  const view = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, input.taskId)).for('update').limit(1);
    if (!row) throw codedRefusal('TASK_NOT_FOUND');
    if (row.status === 'resolved') return taskView(tx, row);
    const by = input.userId ? await actorById(tx, input.userId) : null;
    if ((TASK_ACTION_TYPES as readonly string[]).includes(input.action)) {
      await addHistory(tx, { taskId: row.id, action: input.action as TaskHistoryAction, user: by, at: now });
    }
    const cases = Object.fromEntries(Object.keys(row.cases).map((key) => [key, false]));
    return resolveTaskInTx(tx, out, row, by, now, input.action, cases);
  });
  await offerAfterAgentAction(deps);
  return view;
}

/**
 * Public: a custody transfer's battery counts disagree (issue 12 §2). Opens, inside the
 * caller's transaction, one task per transfer (a second call finds the open one); only
 * agents holding custodyTransfer.RESOLVE_MISMATCH are offered it. Call offerTasks after commit.
 */
export async function openCustodyMismatchTask(
  tx: Tx,
  input: { custodyTransferId: string; areaId: string | null; mainCase: string },
  now: Date,
): Promise<TaskPayload> {
  const [created] = await tx
    .insert(tasks)
    .values({
      id: newId(),
      type: 'CustodyTransfer',
      custodyTransferId: input.custodyTransferId,
      areaId: input.areaId,
      areaName: await areaName(tx, input.areaId),
      mainCase: input.mainCase,
      cases: { [input.mainCase]: true },
      status: 'unassigned',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await addHistory(tx, {
      taskId: created.id,
      action: 'created',
      value: input.mainCase,
      user: null,
      at: now,
    });
    return taskView(tx, created);
  }
  const [open] = await tx
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.custodyTransferId, input.custodyTransferId),
        eq(tasks.type, 'CustodyTransfer'),
        ne(tasks.status, 'resolved'),
      ),
    )
    .limit(1);
  if (!open) throw new Error('custody task neither inserted nor found');
  return taskView(tx, open);
}
