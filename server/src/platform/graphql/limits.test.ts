import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROWS_PER_PAGE_MESSAGE, tooLongMessage } from '@ops/shared/rules/limits';
import { INVALID_CUSTOM_PENDING_TIME } from '@ops/shared/rules/pendingTime';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { checkUserInTasks } from '../../domains/attendance/service';
import { raiseVehicleCondition, tasks } from '../../domains/tasks/engine';
import {
  makeAgent,
  makeArea,
  makeVehicle,
  resetQueue,
  SUPERVISOR_PERMISSIONS,
  type Agent,
} from '../../domains/tasks/testing';
import { users } from '../session/tables';
import { walletLogs } from '../../domains/wallet/tables';
import { createRider } from '../../domains/wallet/testFixtures';

/**
 * Issue 6 §7, §8: every limit the forms apply, the server applies with the same shared
 * constants, whatever a hand-made request sends; a refused request changes nothing.
 */

let server: TestServer;
let holder: Agent;
let taskId: string;
const long = (length: number) => 'x'.repeat(length);

const ALL: Record<string, Record<string, boolean>> = {
  ...SUPERVISOR_PERMISSIONS,
  users: { EDIT_USER_BALANCE: true, VIEW_WALLET_ACTIONS: true },
  rides: { VIEW_PAGE: true, TAKE_ACTIONS: true },
  vehicles: { VIEW_LIFE_CYCLE: true },
};

beforeAll(async () => {
  server = await startTestServer();
  const deps = server.server.deps;
  await resetQueue(deps);
  holder = await makeAgent(
    server,
    { ...ALL, task: { ...ALL.task, VIEW_TASK_AREA_SETTINGS: true } },
    { socket: false, level: 2 },
  );
  await checkUserInTasks(deps, holder.session);
  const vehicle = await makeVehicle(deps, (await makeArea(deps)).id);
  taskId = (await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' }))._id;
});
afterAll(async () => {
  await server.close();
});

const messageOf = async (query: string, variables: Record<string, unknown>) =>
  (await server.gql(query, variables, holder.token)).errors?.[0];

describe('length limits on the server (issue 6 §7)', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    [
      'a comment over 2,000',
      `mutation($t: ID!, $c: String!) { saveTaskComment(taskId: $t, comment: $c) { _id } }`,
      { c: long(2001) },
      tooLongMessage('comment'),
    ],
    [
      'a pending comment over 2,000',
      `mutation($t: ID!, $c: String!) { setTaskToPending(taskId: $t, comment: $c) { _id } }`,
      { c: long(2001) },
      tooLongMessage('comment'),
    ],
    [
      'a break reason over 500',
      `mutation($c: String!) { startBreak(reason: $c) { message } }`,
      { c: long(501) },
      tooLongMessage('reason'),
    ],
    [
      'a check-out comment over 2,000',
      `mutation($c: String!) { checkoutUserFromReceivingTasks(comment: $c) { message } }`,
      { c: long(2001) },
      tooLongMessage('comment'),
    ],
    [
      'a check-out name over 100',
      `mutation($c: String!) { checkoutUserFromReceivingTasks(userNameToCheckout: $c) { message } }`,
      { c: long(101) },
      tooLongMessage('name'),
    ],
    [
      'a transfer reason over 500',
      `mutation($t: ID!, $c: String!) { requestTransferFlaggedTask(transferToId: "someone", taskId: $t, transferReason: $c) { message } }`,
      { c: long(501) },
      tooLongMessage('reason'),
    ],
    [
      'a rejection reason over 500',
      `mutation($c: String!) { respondToTransferFlaggedTaskRequest(requestId: "r", updatedStatus: "rejected", rejectionReason: $c) { message } }`,
      { c: long(501) },
      tooLongMessage('reason'),
    ],
    [
      'a forced-transfer reason over 500',
      `mutation($c: String!) { bulkTransferFlaggedTasks(transferredToIds: ["a"], transferredTasksIds: [], reason: $c) { message } }`,
      { c: long(501) },
      tooLongMessage('reason'),
    ],
    [
      'a staff search over 100',
      `query($c: String!) { searchOpsUsers(searchTerm: $c) { _id } }`,
      { c: long(101) },
      tooLongMessage('searchTerm'),
    ],
    [
      'a task table vehicle search over 100',
      `query($c: String!) { getTasks(filters: $c) { totalTasksCount } }`,
      { c: JSON.stringify({ vehicle: long(101) }) },
      tooLongMessage('searchTerm'),
    ],
    [
      'a backlog vehicle search over 100',
      `query($c: String!) { getBackLogTasks(filters: $c) { totalTasksCount } }`,
      { c: JSON.stringify({ vehicle: long(101) }) },
      tooLongMessage('searchTerm'),
    ],
  ])('%s is refused with the shared message', async (_case, query, variables, message) => {
    expect(await messageOf(query, { t: taskId, ...variables })).toMatchObject({
      message,
      extensions: { code: 500 },
    });
  });

  it('the limits themselves are accepted', async () => {
    const comment = await server.gql(
      `mutation($t: ID!, $c: String!) { saveTaskComment(taskId: $t, comment: $c) { _id } }`,
      { t: taskId, c: long(2000) },
      holder.token,
    );
    expect(comment.errors).toBeUndefined();
    const search = await server.gql(
      `query($c: String!) { searchOpsUsers(searchTerm: $c) { _id } }`,
      { c: long(100) },
      holder.token,
    );
    expect(search.errors).toBeUndefined();
  });

  it('a balance reason must be one of the modification reasons; Other needs the comment; the comment is at most 500', async () => {
    const rider = await createRider(server.handle.db, 700);
    const edit = `mutation($id: ID!, $r: String!, $c: String) { incrementBalance(id: $id, balance: 5, additionalReason: $r, customComment: $c) { _id } }`;
    expect(await messageOf(edit, { id: rider, r: 'Because I said so' })).toMatchObject({
      message: 'Please choose one of the listed reasons!',
    });
    expect(await messageOf(edit, { id: rider, r: long(10_000) })).toMatchObject({
      message: 'Please choose one of the listed reasons!',
    });
    expect(await messageOf(edit, { id: rider, r: 'Other', c: ' ' })).toMatchObject({
      message: 'Please add a comment for the Other reason!',
    });
    expect(await messageOf(edit, { id: rider, r: 'Other', c: long(501) })).toMatchObject({
      message: tooLongMessage('reason'),
    });
    const end = `mutation($r: String!) { endRidePayWithSelectedAmount(id: "ride", riderId: "rider", balance: 0, additionalReason: $r) { ride { _id } } }`;
    expect(await messageOf(end, { r: 'Because I said so' })).toMatchObject({
      message: 'Please choose one of the listed reasons!',
    });
    const db = server.handle.db;
    expect((await db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, rider)))[0]?.b).toBe(
      700,
    );
    expect(await db.select().from(walletLogs).where(eq(walletLogs.userId, rider))).toHaveLength(1);
    expect(await messageOf(edit, { id: rider, r: 'Other', c: 'goodwill' })).toBeUndefined();
  });
});

describe('custom pending time (issue 6 §8)', () => {
  it("over 7 days (10,080 minutes) is 'Invalid custom pending time' and the task stays with its holder", async () => {
    const pending = `mutation($t: ID!, $m: Int) { setTaskToPending(taskId: $t, comment: "waiting", customPendingTime: $m) { status pendingUntil } }`;
    expect(await messageOf(pending, { t: taskId, m: 10_081 })).toMatchObject({
      message: INVALID_CUSTOM_PENDING_TIME,
      extensions: { code: 500 },
    });
    expect(await messageOf(pending, { t: taskId, m: 2_000_000_000 })).toMatchObject({
      message: INVALID_CUSTOM_PENDING_TIME,
    });
    const [row] = await server.handle.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row).toMatchObject({ status: 'assigned', assignedTo: holder.userId, pendingUntil: null });
  });
});

describe('page size (issue 6 §7: at most 200 on every list)', () => {
  it.each<[string, string]>([
    ['getTasks', `query($n: Int) { getTasks(rowsPerPage: $n) { totalTasksCount } }`],
    [
      'getSupportTeamAttendanceList',
      `query($n: Int) { getSupportTeamAttendanceList(rowsPerPage: $n) { totalCount } }`,
    ],
    ['getWalletLogging', `query($n: Int) { getWalletLogging(rowsPerPage: $n) { count } }`],
    ['rides', `query($n: Int) { rides(rowsPerPage: $n) { totalRides } }`],
    ['vehicleLifeCycle', `query($n: Int) { vehicleLifeCycle(rowsPerPage: $n) { count } }`],
  ])('%s refuses 201 and accepts 200', async (_name, query) => {
    expect(await messageOf(query, { n: 201 })).toMatchObject({
      message: ROWS_PER_PAGE_MESSAGE,
      extensions: { code: 500 },
    });
    expect(await messageOf(query, { n: 0 })).toMatchObject({ message: ROWS_PER_PAGE_MESSAGE });
    expect(await messageOf(query, { n: 200 })).toBeUndefined();
  });
});
