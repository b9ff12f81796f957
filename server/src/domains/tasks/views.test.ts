import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { checkUserInTasks } from '../attendance/service';
import { raiseVehicleCondition } from './engine';
import { setTaskToFlagged } from './flags';
import { getBackLogTasks, getTaskById, getTasks } from './queries';
import { makeAgent, makeVehicle } from './testing';
import { useTaskTestServer } from './testServerHooks';
import { getUserAssignedTask, manualPickTask } from './workspace';

/**
 * Issue 6 item 32: a flagged task the agent has put aside is 'unassigned' with no assignee,
 * yet only its flagger may pick it: the views supervisors read (tasks table, task page,
 * backlog) must name that holder.
 */
const context = useTaskTestServer();
const agents = context.agents;
let server: TestServer;
let deps: Deps;
let areaId: string;
// Registered after the context's own hooks, so these run once it is filled in.
beforeAll(() => ({ server, deps, areaId } = context));

describe('task views name who holds a flagged task', () => {
  it('after the flagger moves on to another task, getTasks, getTaskById and the backlog give the flagger by name', async () => {
    const omar = await makeAgent(server, undefined, { socket: false });
    agents.push(omar);
    await checkUserInTasks(deps, omar.session);
    const first = await raiseVehicleCondition(deps, {
      vehicleId: (await makeVehicle(deps, areaId)).id,
      reason: 'LPM',
    });
    expect((await getUserAssignedTask(deps, omar.session)).task?._id).toBe(first._id);
    await setTaskToFlagged(deps, omar.session, first._id);
    const second = await raiseVehicleCondition(deps, {
      vehicleId: (await makeVehicle(deps, areaId)).id,
      reason: 'LPM',
    });
    await manualPickTask(deps, omar.session, { taskId: second._id });

    const expected = {
      status: 'unassigned',
      assignedTo: null,
      flaggedBy: omar.userId,
      flaggedByName: omar.session.user.name,
    };
    const table = await getTasks(deps, { filters: JSON.stringify({ status: 'NotResolved' }) });
    expect(table.tasks.find((task) => task._id === first._id)).toMatchObject(expected);
    expect(await getTaskById(deps, first._id)).toMatchObject(expected);
    const backlog = await getBackLogTasks(deps, JSON.stringify({}));
    expect(backlog.tasks.find((task) => task._id === first._id)).toMatchObject(expected);
    // An unflagged task names nobody.
    expect(table.tasks.find((task) => task._id === second._id)).toMatchObject({
      flaggedBy: null,
      flaggedByName: null,
    });
  });
});
