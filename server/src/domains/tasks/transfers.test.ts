import { beforeAll, describe, expect, it } from 'vitest';
import type { FlaggingTasksNotificationEvent, TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { bulkTransferFlaggedTasks } from '../attendance/bulkTransfer';
import { checkoutUserFromReceivingTasks, checkUserInTasks, startBreak } from '../attendance/service';
import { raiseVehicleCondition } from './engine';
import { flaggedTasksOf, setTaskToFlagged } from './flags';
import { AGENT_PERMISSIONS, makeAgent, makeVehicle, SUPERVISOR_PERMISSIONS, type Agent } from './testing';
import { useTaskTestServer } from './testServerHooks';
import { requestTransferFlaggedTask, respondToTransferFlaggedTaskRequest } from './transfers';
import { getUserAssignedTask } from './workspace';

const context = useTaskTestServer();
const agents = context.agents;
let server: TestServer;
let deps: Deps;
let areaId: string;
// Registered after the context's own hooks, so these run once it is filled in.
beforeAll(() => ({ server, deps, areaId } = context));

async function onShift(permissions = AGENT_PERMISSIONS, level = 5): Promise<Agent> {
  const made = await makeAgent(server, permissions, { level });
  agents.push(made);
  await checkUserInTasks(deps, made.session);
  return made;
}

async function flaggedTaskOf(agent: Agent): Promise<TaskPayload> {
  const vehicle = await makeVehicle(deps, areaId);
  const task = await raiseVehicleCondition(deps, {
    vehicleId: vehicle.id,
    reason: 'SCANNED_LOST_AND_STOLEN',
  });
  expect((await getUserAssignedTask(deps, agent.session)).task?._id).toBe(task._id);
  return setTaskToFlagged(deps, agent.session, task._id);
}

const requestOf = (event: FlaggingTasksNotificationEvent) =>
  event.kind === 'TRANSFER_REQUEST' ? event.request : null;

describe('requested transfers', () => {
  it('accepted: the task leaves the requester (current task cleared) and is reserved for the receiver', async () => {
    const omar = await onShift();
    const salma = await onShift();
    const task = await flaggedTaskOf(omar);
    const sent = await requestTransferFlaggedTask(deps, omar.session, {
      transferToId: salma.userId,
      taskId: task._id,
      transferReason: 'end of my shift',
    });
    expect(sent.message).toBe(
      'Transfer request has been sent successfully, you will receive a response soon.',
    );
    await expect(
      requestTransferFlaggedTask(deps, omar.session, { transferToId: salma.userId, taskId: task._id }),
    ).rejects.toThrow('A transfer request for this task is already pending');
    const received = await salma.next<FlaggingTasksNotificationEvent>(
      'FLAGGING_TASKS_NOTIFICATION_EVENT',
      (event) => event.kind === 'TRANSFER_REQUEST',
    );
    const request = requestOf(received)!;
    expect(request).toMatchObject({ requestedBy: omar.userId, transferReason: 'end of my shift' });
    const answer = await respondToTransferFlaggedTaskRequest(deps, salma.session, {
      requestId: request._id,
      updatedStatus: 'accepted',
    });
    expect(answer.message).toBe('Transfer request has been accepted successfully.');
    await omar.next<TaskPayload>(
      'UPDATED TASK',
      (payload) => payload._id === task._id && payload.assignedTo === null,
    );
    await omar.next<FlaggingTasksNotificationEvent>(
      'FLAGGING_TASKS_NOTIFICATION_EVENT',
      (event) => event.kind === 'TRANSFER_RESPONSE',
    );
    expect(await flaggedTasksOf(deps.db, omar.userId)).toEqual([]);
    const salmas = await flaggedTasksOf(deps.db, salma.userId);
    expect(salmas.map((entry) => entry._id)).toEqual([task._id]);
    expect(salmas[0]?.actionsHistory.map((entry) => entry.action)).toContain('REQUESTED_TRANSFER');
    // Salma was idle: the task reserved for her comes straight to her.
    expect((await getUserAssignedTask(deps, salma.session)).task?._id).toBe(task._id);
  });

  it('rejected with a reason: nothing moves', async () => {
    const omar = await onShift();
    const salma = await onShift();
    const task = await flaggedTaskOf(omar);
    await requestTransferFlaggedTask(deps, omar.session, { transferToId: salma.userId, taskId: task._id });
    const request = requestOf(
      await salma.next<FlaggingTasksNotificationEvent>(
        'FLAGGING_TASKS_NOTIFICATION_EVENT',
        (event) => event.kind === 'TRANSFER_REQUEST',
      ),
    )!;
    const answer = await respondToTransferFlaggedTaskRequest(deps, salma.session, {
      requestId: request._id,
      updatedStatus: 'rejected',
      rejectionReason: 'busy',
    });
    expect(answer.message).toBe('Transfer request has been rejected successfully.');
    const response = await omar.next<FlaggingTasksNotificationEvent>(
      'FLAGGING_TASKS_NOTIFICATION_EVENT',
      (event) => event.kind === 'TRANSFER_RESPONSE',
    );
    expect(response.kind === 'TRANSFER_RESPONSE' && response.request).toMatchObject({
      status: 'rejected',
      rejectionReason: 'busy',
    });
    expect((await getUserAssignedTask(deps, omar.session)).task?._id).toBe(task._id);
    await expect(
      respondToTransferFlaggedTaskRequest(deps, salma.session, {
        requestId: request._id,
        updatedStatus: 'accepted',
      }),
    ).rejects.toThrow('This transfer request has already been answered');
  });

  it('only to colleagues on shift and not on a break', async () => {
    const omar = await onShift();
    const salma = await onShift();
    const task = await flaggedTaskOf(omar);
    await startBreak(deps, salma.session, { reason: 'meeting' });
    await expect(
      requestTransferFlaggedTask(deps, omar.session, { transferToId: salma.userId, taskId: task._id }),
    ).rejects.toThrow('The selected user is not checked in or is on a break');
  });
});

describe('breaks and check-outs with flagged tasks', () => {
  it('are refused until bulkTransferFlaggedTasks moves them; the callback then starts the break', async () => {
    const omar = await onShift();
    const salma = await onShift();
    const task = await flaggedTaskOf(omar);
    await expect(startBreak(deps, omar.session, { reason: 'break' })).rejects.toThrow(
      'Please transfer your flagged tasks to another checked-in user first',
    );
    await expect(checkoutUserFromReceivingTasks(deps, omar.session, {})).rejects.toThrow(
      'Please transfer your flagged tasks',
    );
    const result = await bulkTransferFlaggedTasks(deps, omar.session, {
      transferredToIds: [salma.userId],
      transferredTasksIds: [task._id],
      callbackActionType: 'break',
      reason: 'break',
    });
    expect(result.message).toBe('Break started successfully');
    expect((await flaggedTasksOf(deps.db, salma.userId)).map((entry) => entry._id)).toEqual([task._id]);
    const moved = await salma.next<FlaggingTasksNotificationEvent>(
      'FLAGGING_TASKS_NOTIFICATION_EVENT',
      (event) => event.kind === 'TRANSFER',
    );
    expect(moved.kind === 'TRANSFER' && moved.type).toBe('forced');
    // On a break Omar receives nothing.
    await raiseVehicleCondition(deps, { vehicleId: (await makeVehicle(deps, areaId)).id, reason: 'LPM' });
    expect((await getUserAssignedTask(deps, omar.session)).task).toBeNull();
  });

  it('a supervisor force-transfers an agent flagged tasks and checks them out in one call (FORCED_TRANSFER, CHECK OUT USER)', async () => {
    const omar = await onShift();
    const salma = await onShift();
    const supervisor = await onShift(SUPERVISOR_PERMISSIONS, 4);
    const task = await flaggedTaskOf(omar);
    await expect(
      bulkTransferFlaggedTasks(deps, salma.session, {
        transferredToIds: [salma.userId],
        transferredTasksIds: [],
        currentFlaggedById: omar.userId,
      }),
    ).rejects.toThrow('You do not have permission to do this.');
    const result = await bulkTransferFlaggedTasks(deps, supervisor.session, {
      transferredToIds: [salma.userId],
      transferredTasksIds: [],
      currentFlaggedById: omar.userId,
      callbackActionType: 'checkout',
      userIdToCheckout: omar.userId,
      comment: 'sent home',
    });
    expect(result.message).toBe('Checked out successfully');
    const checkout = await omar.next<{ userId: string; comment: string }>('CHECK OUT USER');
    expect(checkout).toMatchObject({ userId: omar.userId, comment: 'sent home' });
    const salmas = await flaggedTasksOf(deps.db, salma.userId);
    expect(salmas[0]?._id).toBe(task._id);
    expect(salmas[0]?.actionsHistory.find((entry) => entry.action === 'FORCED_TRANSFER')).toMatchObject({
      user: supervisor.userId,
    });
    await expect(getUserAssignedTask(deps, omar.session)).rejects.toThrow('User Not Checked In');
    // Issue 23: the agent who lost the tasks is told who took each one and which supervisor moved them.
    const told = await omar.next<{
      kind: string;
      type?: string;
      transferredByName?: string;
      movedTo?: unknown;
    }>('FLAGGING_TASKS_NOTIFICATION_EVENT', (event) => event.kind === 'TRANSFER' && event.type === 'forced');
    expect(told.transferredByName).toBe(supervisor.session.user.name);
    expect(told.movedTo).toEqual([{ vehicleCode: task.vehicleCode, toName: salma.session.user.name }]);
  });
});
