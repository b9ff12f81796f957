import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { checkUserInTasks } from '../attendance/service';
import { createIdVerificationTask, raiseVehicleCondition } from '../tasks/engine';
import {
  type Agent,
  AGENT_PERMISSIONS,
  closeAgents,
  getUserAssignedTask,
  makeAgent,
  makeArea,
  makeVehicle,
  manualPickTask,
  resetQueue,
} from '../tasks/testing';
import { idVerifications } from '../idVerification/tables';
import { users } from '../../platform/session/tables';
import { newId } from '../../platform/lib/ids';
import * as settings from './service';

let server: TestServer;
let deps: Deps;
const agents: Agent[] = [];

beforeAll(async () => {
  server = await startTestServer();
  deps = server.server.deps;
});
afterAll(async () => {
  closeAgents(agents);
  await server.close();
});
beforeEach(async () => resetQueue(deps));
afterEach(() => closeAgents(agents.splice(0)));

async function agent(): Promise<Agent> {
  const made = await makeAgent(server, AGENT_PERMISSIONS, { socket: false });
  agents.push(made);
  return made;
}

const heldBy = async (who: Agent) => (await getUserAssignedTask(deps, who.session)).task;

describe('task assignment area and type settings', () => {
  it('an agent receives only tasks of their areas; with fallback, others when none match', async () => {
    const dokki = await makeArea(deps);
    const maadi = await makeArea(deps);
    const omar = await agent();
    const saved = await settings.updateTaskAssignmentAreaSettings(deps, {
      user: omar.userId,
      areas: [dokki.id],
      allowFallbackToOtherAreas: false,
    });
    expect(saved).toMatchObject({
      user: { _id: omar.userId },
      areas: [{ _id: dokki.id, name: dokki.name }],
      allowFallbackToOtherAreas: false,
    });
    await checkUserInTasks(deps, omar.session);
    const inMaadi = await raiseVehicleCondition(deps, {
      vehicleId: (await makeVehicle(deps, maadi.id)).id,
      reason: 'LPM',
    });
    expect(await heldBy(omar)).toBeNull();
    const inDokki = await raiseVehicleCondition(deps, {
      vehicleId: (await makeVehicle(deps, dokki.id)).id,
      reason: 'LPM',
    });
    expect((await heldBy(omar))?._id).toBe(inDokki._id);
    // Fallback on: when Dokki has nothing, Maadi's task comes.
    await settings.updateTaskAssignmentAreaSettings(deps, {
      user: omar.userId,
      areas: [dokki.id],
      allowFallbackToOtherAreas: true,
    });
    await manualPickTask(deps, omar.session, { taskId: inMaadi._id });
    expect((await heldBy(omar))?._id).toBe(inMaadi._id);
    const list = await settings.getTaskAssignmentAreaSettings(deps);
    expect(list.find((row) => row.user._id === omar.userId)?.allowFallbackToOtherAreas).toBe(true);
    expect(await settings.deleteTaskAssignmentAreaSettings(deps, saved._id)).toBe(true);
    await expect(settings.deleteTaskAssignmentAreaSettings(deps, saved._id)).rejects.toThrow(
      'Settings not found',
    );
  });

  it('type settings restrict and fall back the same way', async () => {
    const area = await makeArea(deps);
    const omar = await agent();
    await expect(
      settings.updateTaskAssignmentTypeSettings(deps, {
        user: omar.userId,
        types: ['Bogus'],
        allowFallbackToOtherTypes: false,
      }),
    ).rejects.toThrow('Task type is not valid');
    const saved = await settings.updateTaskAssignmentTypeSettings(deps, {
      user: omar.userId,
      types: ['IdVerification'],
      allowFallbackToOtherTypes: false,
    });
    await checkUserInTasks(deps, omar.session);
    await raiseVehicleCondition(deps, { vehicleId: (await makeVehicle(deps, area.id)).id, reason: 'LPM' });
    expect(await heldBy(omar)).toBeNull();
    const riderId = newId();
    await deps.db.insert(users).values({
      id: riderId,
      name: 'Rider',
      phoneNumber: `+2012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    });
    const verificationId = newId();
    await deps.db.insert(idVerifications).values({ id: verificationId, userId: riderId });
    const idTask = await createIdVerificationTask(deps, { verificationId });
    expect((await heldBy(omar))?._id).toBe(idTask._id);
    await settings.updateTaskAssignmentTypeSettings(deps, {
      user: omar.userId,
      types: ['IdVerification'],
      allowFallbackToOtherTypes: true,
    });
    expect(
      (await settings.getTaskAssignmentTypeSettings(deps)).find((row) => row._id === saved._id)
        ?.allowFallbackToOtherTypes,
    ).toBe(true);
  });

  it('searchOpsUsers finds staff by name or phone, stripping + and =', async () => {
    const omar = await agent();
    const found = await settings.searchOpsUsers(deps, `+=${omar.session.user.phoneNumber.slice(1)}`);
    expect(found.map((user) => user._id)).toEqual([omar.userId]);
    expect(await settings.searchOpsUsers(deps, '+=')).toEqual([]);
  });
});
