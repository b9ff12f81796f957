import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { readWirePayload } from '@ops/shared/realtime/wire';
import type { TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { raiseVehicleCondition, resolveTaskByDecision } from '../tasks/engine';
import {
  type Agent,
  AGENT_PERMISSIONS,
  flaggedTasksOf,
  getUserAssignedTask,
  makeAgent,
  makeVehicle,
  setTaskToFlagged,
  SUPERVISOR_PERMISSIONS,
} from '../tasks/testing';
import { useTaskTestServer } from '../tasks/testServerHooks';
import { bulkTransferFlaggedTasks } from './bulkTransfer';
import {
  currentCheckedInUsersNotInBreak,
  currentSupportTeamUserAttendance,
  getSupportTeamAttendanceList,
  supportTeamAttendance,
} from './queries';
import { checkoutUserFromReceivingTasks, checkUserInTasks, endBreak, startBreak } from './service';
import { median } from './summary';

const context = useTaskTestServer();
const agents = context.agents;
let server: TestServer;
let deps: Deps;
let areaId: string;
// Registered after the context's own hooks, so these run once it is filled in.
beforeAll(() => ({ server, deps, areaId } = context));

async function agent(permissions = AGENT_PERMISSIONS, level = 5): Promise<Agent> {
  const made = await makeAgent(server, permissions, { level });
  agents.push(made);
  return made;
}

const raise = async () =>
  raiseVehicleCondition(deps, { vehicleId: (await makeVehicle(deps, areaId)).id, reason: 'LPM' });

describe('attendance and breaks', () => {
  it('a break puts the held task back in the queue; nothing arrives during the break; ending it brings the next task', async () => {
    const omar = await agent();
    const salma = await agent();
    await checkUserInTasks(deps, omar.session);
    const task = await raise();
    expect((await getUserAssignedTask(deps, omar.session)).task?._id).toBe(task._id);
    await expect(startBreak(deps, omar.session, { reason: ' ' })).rejects.toThrow(
      'Please select a break reason',
    );
    expect((await startBreak(deps, omar.session, { reason: 'tech issue' })).message).toBe(
      'Break started successfully',
    );
    await omar.next<TaskPayload>(
      'UPDATED TASK',
      (payload) => payload._id === task._id && payload.status === 'unassigned',
    );
    expect((await currentSupportTeamUserAttendance(deps, omar.userId))?.status).toBe('IN_BREAK');
    expect((await getUserAssignedTask(deps, omar.session)).task).toBeNull();
    // Salma checks in and gets the released task.
    expect((await checkUserInTasks(deps, salma.session)).task?._id).toBe(task._id);
    await raise();
    expect((await getUserAssignedTask(deps, omar.session)).task).toBeNull();
    expect((await currentCheckedInUsersNotInBreak(deps, salma.userId, true)).map((user) => user._id)).toEqual(
      [],
    );
    server.clock.advance(5 * 60_000);
    expect((await endBreak(deps, omar.session)).message).toBe('Break ended successfully');
    expect((await getUserAssignedTask(deps, omar.session)).task).not.toBeNull();
    const attendance = await currentSupportTeamUserAttendance(deps, omar.userId);
    expect(attendance?.breaks).toHaveLength(1);
    expect(attendance?.breaks[0]).toMatchObject({ reason: 'tech issue', status: 'ended' });
    // Rounded up per break (01 §5); the test clock also moves with real time.
    expect(attendance?.breakMinutes).toBeGreaterThanOrEqual(5);
    expect(attendance?.breakMinutes).toBeLessThanOrEqual(6);
  });

  it('a supervisor sets another agent on break and checks them out (CHECK OUT USER); an agent cannot', async () => {
    const omar = await agent();
    const salma = await agent();
    const supervisor = await agent(SUPERVISOR_PERMISSIONS, 4);
    await checkUserInTasks(deps, omar.session);
    await checkUserInTasks(deps, salma.session);
    await expect(
      startBreak(deps, salma.session, { reason: 'break', userIdToSetOnBreak: omar.userId }),
    ).rejects.toThrow('You do not have permission to do this.');
    await expect(
      checkoutUserFromReceivingTasks(deps, salma.session, { userIdToCheckout: omar.userId }),
    ).rejects.toThrow('You do not have permission to do this.');
    await startBreak(deps, supervisor.session, { reason: 'meeting', userIdToSetOnBreak: omar.userId });
    const inBreak = await omar.next<{ status: string }>(
      'SUPPORT_TEAM_ATTENDANCE_EVENT',
      (payload) => payload.status === 'IN_BREAK',
    );
    // As it came off the socket, the supervisors' pages' wire accepts it.
    expect(readWirePayload(REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, inBreak).ok).toBe(true);
    const out = await checkoutUserFromReceivingTasks(deps, supervisor.session, {
      userIdToCheckout: omar.userId,
      comment: 'shift over',
    });
    expect(out.summary).toMatchObject({ breaksCount: 1, totalResolved: 0 });
    expect(await omar.next('CHECK OUT USER')).toMatchObject({
      userId: omar.userId,
      checkedOutBy: supervisor.userId,
      comment: 'shift over',
    });
    await raise();
    await expect(getUserAssignedTask(deps, omar.session)).rejects.toThrow('User Not Checked In');
    const list = await getSupportTeamAttendanceList(deps, {
      filters: JSON.stringify({ userId: omar.userId }),
    });
    expect(list.attendances[0]).toMatchObject({
      status: 'ENDED',
      checkOutComment: 'shift over',
      checkedOutBy: supervisor.userId,
    });
  });

  it('the shift summary counts tasks resolved by type and the median handling time', async () => {
    const omar = await agent();
    await checkUserInTasks(deps, omar.session);
    for (const minutes of [2, 4, 9]) {
      const task = (await getUserAssignedTask(deps, omar.session)).task ?? (await raise());
      server.clock.advance(minutes * 60_000);
      await resolveTaskByDecision(deps, {
        taskId: task._id,
        userId: omar.userId,
        action: 'ACK_LOST_AND_STOLEN',
      });
    }
    const out = await checkoutUserFromReceivingTasks(deps, omar.session, {});
    expect(out.summary).toMatchObject({
      resolvedByType: { Vehicle: 3 },
      totalResolved: 3,
      medianHandlingMinutes: 4,
    });
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it('check-in is idempotent and one open attendance per user holds even when called twice at once', async () => {
    const omar = await agent();
    await Promise.all([checkUserInTasks(deps, omar.session), checkUserInTasks(deps, omar.session)]);
    const rows = await getSupportTeamAttendanceList(deps, {
      filters: JSON.stringify({ userId: omar.userId }),
    });
    expect(rows.totalCount).toBe(1);
  });
});

describe('rank over colleagues (issue 6 §6)', () => {
  const RANK_REFUSED = 'You can only do this to colleagues ranked below you.';

  it('a level-4 supervisor cannot set on break, check out or force-transfer from level 0 or an equal; a junior, yes', async () => {
    const superAdmin = await agent(SUPERVISOR_PERMISSIONS, 0);
    const peer = await agent(SUPERVISOR_PERMISSIONS, 4);
    const junior = await agent(AGENT_PERMISSIONS, 5);
    const supervisor = await agent(SUPERVISOR_PERMISSIONS, 4);
    await checkUserInTasks(deps, superAdmin.session);
    const flagged = await raise();
    expect((await getUserAssignedTask(deps, superAdmin.session)).task?._id).toBe(flagged._id);
    for (const who of [peer, junior, supervisor]) await checkUserInTasks(deps, who.session);
    // The attendance page reads each holder's level to grey out what the server would refuse.
    const levels = new Map((await supportTeamAttendance(deps)).map((row) => [row.userId, row.userRoleLevel]));
    expect([superAdmin, peer, junior, supervisor].map((who) => levels.get(who.userId))).toEqual([0, 4, 5, 4]);

    for (const target of [superAdmin, peer]) {
      await expect(
        startBreak(deps, supervisor.session, { reason: 'meeting', userIdToSetOnBreak: target.userId }),
      ).rejects.toThrow(RANK_REFUSED);
      await expect(
        checkoutUserFromReceivingTasks(deps, supervisor.session, { userIdToCheckout: target.userId }),
      ).rejects.toThrow(RANK_REFUSED);
      expect((await currentSupportTeamUserAttendance(deps, target.userId))?.status).toBe('ACTIVE');
    }
    expect((await getUserAssignedTask(deps, superAdmin.session)).task?._id).toBe(flagged._id);
    await setTaskToFlagged(deps, superAdmin.session, flagged._id);
    await expect(
      bulkTransferFlaggedTasks(deps, supervisor.session, {
        transferredToIds: [junior.userId],
        transferredTasksIds: [],
        currentFlaggedById: superAdmin.userId,
      }),
    ).rejects.toThrow(RANK_REFUSED);
    // A forced transfer whose check-out callback names a senior moves nothing either.
    await expect(
      bulkTransferFlaggedTasks(deps, supervisor.session, {
        transferredToIds: [peer.userId],
        transferredTasksIds: [],
        currentFlaggedById: supervisor.userId,
        callbackActionType: 'checkout',
        userIdToCheckout: superAdmin.userId,
      }),
    ).rejects.toThrow(RANK_REFUSED);
    expect((await flaggedTasksOf(deps.db, superAdmin.userId)).map((task) => task._id)).toEqual([flagged._id]);

    await startBreak(deps, supervisor.session, { reason: 'meeting', userIdToSetOnBreak: junior.userId });
    expect((await currentSupportTeamUserAttendance(deps, junior.userId))?.status).toBe('IN_BREAK');
    await checkoutUserFromReceivingTasks(deps, supervisor.session, { userIdToCheckout: junior.userId });
    expect(await currentSupportTeamUserAttendance(deps, junior.userId)).toBeNull();
  });

  it('level 0 may act on anyone, level 0 included; everyone may act on themselves', async () => {
    const first = await agent(SUPERVISOR_PERMISSIONS, 0);
    const second = await agent(SUPERVISOR_PERMISSIONS, 0);
    await checkUserInTasks(deps, first.session);
    await checkUserInTasks(deps, second.session);
    await startBreak(deps, first.session, { reason: 'meeting', userIdToSetOnBreak: second.userId });
    expect((await currentSupportTeamUserAttendance(deps, second.userId))?.status).toBe('IN_BREAK');
    await checkoutUserFromReceivingTasks(deps, first.session, { userIdToCheckout: second.userId });
    const junior = await agent(AGENT_PERMISSIONS, 9);
    await checkUserInTasks(deps, junior.session);
    await startBreak(deps, junior.session, { reason: 'break' });
    expect((await currentSupportTeamUserAttendance(deps, junior.userId))?.status).toBe('IN_BREAK');
  });
});
