import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type {
  TaskIdleReturnedEvent,
  TaskIdleWarningEvent,
  TaskSlaAlertEvent,
} from '@ops/shared/realtime/taskEvents';
import {
  idleReturnMessage,
  idleWarningMessage,
  percentileCont,
  SLA_MESSAGES,
  slaPausedMs,
} from '@ops/shared/rules/taskSla';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import type { Deps } from '../../platform/deps';
import { checkUserInTasks } from '../attendance/service';
import { supportAttendance } from '../attendance/tables';
import { queryRows } from '../../platform/db/client';
import { clearVehicleCondition, raiseVehicleCondition, runTaskSchedulerTick } from './engine';
import { getTaskHandlingTimes } from './handlingTimes';
import { DEFAULT_PENDING_MINUTES, setTaskToPending } from './pending';
import { markSlaThresholds, returnIdleTasks, warnIdleTasks } from './slaSweep';
import { tasks, taskHistory } from './tables';
import {
  closeAgents,
  makeAgent,
  makeArea,
  makeVehicle,
  resetQueue,
  SUPERVISOR_PERMISSIONS,
  type Agent,
} from './testing';
import { getUserAssignedTask, saveTaskAction } from './workspace';

let server: TestServer;
let deps: Deps;
let area: { id: string; name: string };
let supervisor: Agent;
const agents: Agent[] = [];
const MIN = 60_000;

const SETTINGS_PERMISSIONS = {
  task: { ...SUPERVISOR_PERMISSIONS.task, VIEW_SETTINGS: true, UPDATE_SETTINGS: true },
};
const SET_TARGET = `mutation($t: String!, $c: String, $m: Int!) { setTaskSlaTarget(taskType: $t, taskCase: $c, targetMinutes: $m) { _id taskType taskCase targetMinutes } }`;
const SET_IDLE = `mutation($m: Int!) { setTaskIdleReturnMinutes(minutes: $m) { idleReturnMinutes targets { taskType taskCase targetMinutes } } }`;

beforeAll(async () => {
  server = await startTestServer();
  deps = server.server.deps;
  area = await makeArea(deps, 'Maadi');
  supervisor = await makeAgent(server, SETTINGS_PERMISSIONS, { level: 2 });
  supervisor.socket!.emit('SUB_TASK_SLA_ALERT');
});
afterAll(async () => {
  closeAgents([...agents, supervisor]);
  await server.close();
});
beforeEach(async () => {
  await resetQueue(deps);
  supervisor.events.splice(0);
});
afterEach(() => {
  closeAgents(agents.splice(0));
});

async function agent(): Promise<Agent> {
  const made = await makeAgent(server);
  agents.push(made);
  return made;
}

describe('SLA settings on the task assignment settings page', () => {
  it('sets type and case targets and the idle time; bad input gets the message and changes nothing; an agent is refused', async () => {
    const type = await server.gql(SET_TARGET, { t: 'Vehicle', c: null, m: 60 }, supervisor.token);
    expect(type.errors).toBeUndefined();
    const own = await server.gql(
      SET_TARGET,
      { t: 'Vehicle', c: 'VEHICLE_SCANNED_LOST_AND_STOLEN', m: 20 },
      supervisor.token,
    );
    expect(own.data).toMatchObject({
      setTaskSlaTarget: { taskCase: 'VEHICLE_SCANNED_LOST_AND_STOLEN', targetMinutes: 20 },
    });
    // The same type and case again replaces, never duplicates.
    await server.gql(SET_TARGET, { t: 'Vehicle', c: null, m: 50 }, supervisor.token);
    const bad = [
      await server.gql(SET_TARGET, { t: 'Vehicle', c: null, m: 0 }, supervisor.token),
      await server.gql(SET_TARGET, { t: 'RideImage', c: 'VEHICLE_LPM', m: 30 }, supervisor.token),
      await server.gql(SET_IDLE, { m: 0 }, supervisor.token),
    ];
    expect(bad.map((answer) => answer.errors?.[0]?.message)).toEqual([
      SLA_MESSAGES.targetNotValid,
      SLA_MESSAGES.caseNotOfType,
      SLA_MESSAGES.idleNotValid,
    ]);
    const settings = await server.gql<{
      setTaskIdleReturnMinutes: { idleReturnMinutes: number; targets: unknown[] };
    }>(SET_IDLE, { m: 15 }, supervisor.token);
    expect(settings.data?.setTaskIdleReturnMinutes.idleReturnMinutes).toBe(15);
    expect(settings.data?.setTaskIdleReturnMinutes.targets).toEqual([
      { taskType: 'Vehicle', taskCase: null, targetMinutes: 50 },
      { taskType: 'Vehicle', taskCase: 'VEHICLE_SCANNED_LOST_AND_STOLEN', targetMinutes: 20 },
    ]);
    const omar = await agent();
    const refused = await server.gql(SET_TARGET, { t: 'Vehicle', c: null, m: 5 }, omar.token);
    expect(refused.errors?.[0]?.message).toBeDefined();
    const again = await server.gql<{ getTaskSlaSettings: { targets: Array<{ targetMinutes: number }> } }>(
      `{ getTaskSlaSettings { targets { targetMinutes } } }`,
      {},
      supervisor.token,
    );
    expect(again.data?.getTaskSlaSettings.targets.map((target) => target.targetMinutes)).toEqual([50, 20]);
  });
});

describe('the SLA clock on the server', () => {
  it('the task carries its target; pending time is kept in sla_paused_ms exactly as the history rule counts it', async () => {
    const omar = await agent();
    await checkUserInTasks(deps, omar.session);
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    expect(task.slaTargetMinutes).toBe(50);
    server.clock.advance(5 * MIN);
    await setTaskToPending(deps, omar.session, { taskId: task._id, comment: 'Waiting for the technician' });
    server.clock.advance(DEFAULT_PENDING_MINUTES * MIN + 1000);
    await runTaskSchedulerTick(deps);
    const [row] = await deps.db.select().from(tasks).where(eq(tasks.id, task._id));
    const history = await deps.db.select().from(taskHistory).where(eq(taskHistory.taskId, task._id));
    const counted = slaPausedMs(
      history.map((entry) => ({ action: entry.action, date: entry.date.getTime() })),
      server.clock.now().getTime(),
    );
    expect(row!.slaPausedMs).toBe(counted);
    // The test clock runs in real time between the steps: a few milliseconds more than the advance.
    expect(counted).toBeGreaterThanOrEqual(DEFAULT_PENDING_MINUTES * MIN + 1000);
    expect(counted).toBeLessThan(DEFAULT_PENDING_MINUTES * MIN + 30_000);
  });

  it('80 % warns supervisors once, 100 % breaches once; pending time does not count', async () => {
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'VEHICLE_MALFUNCTION' });
    server.clock.advance(39 * MIN);
    expect(await markSlaThresholds(deps)).toEqual({ warned: 0, breached: 0 });
    server.clock.advance(2 * MIN);
    expect(await markSlaThresholds(deps)).toEqual({ warned: 1, breached: 0 });
    expect(await markSlaThresholds(deps)).toEqual({ warned: 0, breached: 0 });
    const warning = await supervisor.next<TaskSlaAlertEvent>(
      'TASK_SLA_ALERT',
      (event) => event.taskId === task._id && event.kind === 'warning',
    );
    expect(warning).toMatchObject({ vehicleCode: vehicle.code, targetMinutes: 50, elapsedMinutes: 41 });
    // Pending from minute 41: ten more minutes of waiting, the clock stands at 41.
    await deps.db
      .update(tasks)
      .set({
        status: 'pending',
        pendingAt: server.clock.now(),
        pendingUntil: new Date(server.clock.now().getTime() + 60 * MIN),
      })
      .where(eq(tasks.id, task._id));
    server.clock.advance(10 * MIN);
    expect(await markSlaThresholds(deps)).toEqual({ warned: 0, breached: 0 });
    await deps.db
      .update(tasks)
      .set({ status: 'unassigned', slaPausedMs: 10 * MIN })
      .where(eq(tasks.id, task._id));
    server.clock.advance(9 * MIN);
    expect(await markSlaThresholds(deps)).toEqual({ warned: 0, breached: 1 });
    expect(await markSlaThresholds(deps)).toEqual({ warned: 0, breached: 0 });
    await supervisor.next<TaskSlaAlertEvent>(
      'TASK_SLA_ALERT',
      (event) => event.taskId === task._id && event.kind === 'breached',
    );
  });
});

describe('idle return (issue 23 item 6: warned first, no break, the supervisor told, apart in the summary)', () => {
  const REPORT = `mutation($t: ID) { reportTaskActivity(taskId: $t) }`;
  const MY_SHIFT = `{ currentSupportTeamUserAttendance { status idleReturns awaySince tasksHandled breaks { _id } } }`;
  const CHECK_OUT = `mutation { checkoutUserFromReceivingTasks(comment: null) { summary } }`;
  const COUNTS = `{ supportTeamAttendance { userId status } }`;

  it('warned a minute before; Keep this task counts as an act; at the timeout the task goes back, the agent stays checked in and not on a break', async () => {
    const omar = await agent();
    await checkUserInTasks(deps, omar.session);
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'IOT_OFF' });
    expect((await getUserAssignedTask(deps, omar.session)).task?._id).toBe(task._id);
    // Something done on the task: a comment counts as handling it in the summary.
    await saveTaskAction(deps, omar.session, { taskId: task._id, action: 'CONTACTED_USER' });

    // Minute 13: nothing to warn yet. Minute 14: the warning, once, with the time of the return.
    server.clock.advance(13 * MIN);
    expect(await warnIdleTasks(deps)).toBe(0);
    server.clock.advance(MIN + 1000);
    expect(await warnIdleTasks(deps)).toBe(1);
    expect(await warnIdleTasks(deps)).toBe(0);
    const warning = await omar.next<TaskIdleWarningEvent>(
      'TASK_IDLE_WARNING',
      (event) => event.taskId === task._id,
    );
    expect(warning.message).toBe(idleWarningMessage(15, vehicle.code));
    expect(Date.parse(warning.returnAt) - server.clock.now().getTime()).toBeLessThanOrEqual(MIN);

    // 'Keep this task': the idle clock starts again; at minute 15 nothing goes back.
    const kept = await server.gql<{ reportTaskActivity: boolean }>(REPORT, { t: task._id }, omar.token);
    expect(kept.errors).toBeUndefined();
    server.clock.advance(2 * MIN);
    expect(await returnIdleTasks(deps)).toBe(0);

    // Another agent cannot keep someone else's task alive.
    const other = await agent();
    await checkUserInTasks(deps, other.session);
    await server.gql(REPORT, { t: task._id }, other.token);
    expect((await server.gql(CHECK_OUT, {}, other.token)).errors).toBeUndefined();

    // Warned again after the next quiet spell, then returned at its end.
    server.clock.advance(12 * MIN);
    expect(await warnIdleTasks(deps)).toBe(1);
    server.clock.advance(MIN + 1000);
    expect(await returnIdleTasks(deps)).toBe(1);
    const [row] = await deps.db.select().from(tasks).where(eq(tasks.id, task._id));
    expect(row).toMatchObject({ status: 'unassigned', assignedTo: null });
    const history = await deps.db.select().from(taskHistory).where(eq(taskHistory.taskId, task._id));
    expect(history.map((entry) => entry.action)).toContain('idleReturned');
    const told = await omar.next<TaskIdleReturnedEvent>(
      'TASK_IDLE_RETURNED',
      (event) => event.taskId === task._id,
    );
    expect(told.message).toBe(idleReturnMessage(15, vehicle.code));
    await supervisor.next<TaskSlaAlertEvent>(
      'TASK_SLA_ALERT',
      (event) => event.taskId === task._id && event.kind === 'idleReturned' && event.agentName !== null,
    );

    // Still checked in, not on a break, no break row: the supervisors' counts do not move.
    const shift = await server.gql<{
      currentSupportTeamUserAttendance: {
        status: string;
        idleReturns: number;
        awaySince: string | null;
        tasksHandled: number;
        breaks: unknown[];
      };
    }>(MY_SHIFT, {}, omar.token);
    expect(shift.data?.currentSupportTeamUserAttendance).toMatchObject({
      status: 'ACTIVE',
      idleReturns: 1,
      tasksHandled: 1,
      breaks: [],
    });
    expect(shift.data?.currentSupportTeamUserAttendance.awaySince).not.toBeNull();
    const counts = await server.gql<{ supportTeamAttendance: Array<{ userId: string; status: string }> }>(
      COUNTS,
      {},
      supervisor.token,
    );
    expect(counts.errors).toBeUndefined();
    expect(counts.data?.supportTeamAttendance.find((entry) => entry.userId === omar.userId)?.status).toBe(
      'ACTIVE',
    );
    const AWAY = `{ getAllUsersCheckIn { userId status awaySince } }`;
    const away = async () =>
      (
        await server.gql<{
          getAllUsersCheckIn: Array<{ userId: string; status: string; awaySince: string | null }>;
        }>(AWAY, {}, supervisor.token)
      ).data?.getAllUsersCheckIn.find((entry) => entry.userId === omar.userId);
    // The checked-in page marks the agent away (checked in, not on a break).
    expect(await away()).toMatchObject({ status: 'ACTIVE', awaySince: expect.any(String) });

    // Away: the queue does not hand the next task (not even this one) to the empty chair...
    await runTaskSchedulerTick(deps);
    expect((await getUserAssignedTask(deps, omar.session)).task).toBeNull();
    expect(await returnIdleTasks(deps)).toBe(0);
    // ...until the agent says they are back (OK on the notice): then the next task comes.
    await server.gql(REPORT, {}, omar.token);
    expect((await away())?.awaySince).toBeNull();
    await runTaskSchedulerTick(deps);
    expect((await getUserAssignedTask(deps, omar.session)).task?._id).toBe(task._id);
    const [attendance] = await deps.db
      .select()
      .from(supportAttendance)
      .where(eq(supportAttendance.userId, omar.userId));
    expect(attendance).toMatchObject({ status: 'ACTIVE', awaySince: null, idleReturns: 1 });

    // The check-out summary: the timeout apart from breaks, and the tasks handled.
    const out = await server.gql<{ checkoutUserFromReceivingTasks: { summary: Record<string, unknown> } }>(
      CHECK_OUT,
      {},
      omar.token,
    );
    expect(out.errors).toBeUndefined();
    expect(out.data?.checkoutUserFromReceivingTasks.summary).toMatchObject({
      breaksCount: 0,
      breakMinutes: 0,
      idleReturns: 1,
      tasksHandled: 1,
    });
  });
});

describe('handling times from the task history', () => {
  it('median, p90 and count per agent, type and case: percentile_cont in SQL equals the plain computation', async () => {
    const day = new Date(server.clock.now());
    const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(day);
    const omar = await agent();
    await checkUserInTasks(deps, omar.session);
    const reasons = ['LPM', 'LPM', 'IOT_OFF', 'LPM', 'NOT_UPDATING', 'IOT_OFF'];
    const minutes = [3, 7, 12, 20, 31, 4];
    for (let i = 0; i < reasons.length; i += 1) {
      const vehicle = await makeVehicle(deps, area.id);
      await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: reasons[i]! });
      server.clock.advance(minutes[i]! * MIN);
      await clearVehicleCondition(deps, {
        vehicleId: vehicle.id,
        reason: reasons[i]!,
        byUserId: omar.userId,
      });
    }
    // Through the next day too: the clock has moved on over the file's tests and may pass midnight.
    const nextDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
      new Date(day.getTime() + 86_400_000),
    );
    const answer = await getTaskHandlingTimes(deps, { startDate: cairoDay, endDate: nextDay });
    // The plain computation: every resolved task of the day, its last 'assigned' before 'resolved'.
    const rows = await queryRows<{
      task_id: string;
      user_id: string;
      type: string;
      main_case: string | null;
      assigned: string;
      resolved: string;
    }>(
      deps.db,
      sql`SELECT h.task_id, h.user_id, t.type, t.main_case, h.date AS assigned, r.date AS resolved FROM task_history h
          JOIN task_history r ON r.task_id = h.task_id AND r.action = 'resolved' JOIN tasks t ON t.id = h.task_id
          WHERE h.action = 'assigned' AND h.user_id IS NOT NULL AND h.date <= r.date`,
    );
    const last = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const held = last.get(row.task_id);
      if (!held || Date.parse(String(held.assigned)) <= Date.parse(String(row.assigned)))
        last.set(row.task_id, row);
    }
    const inDay = [...last.values()].filter((row) => {
      const resolvedDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(
        new Date(row.resolved),
      );
      return resolvedDay === cairoDay || resolvedDay === nextDay;
    });
    const durations = (filter: (row: (typeof inDay)[number]) => boolean) =>
      inDay
        .filter(filter)
        .map((row) => (Date.parse(String(row.resolved)) - Date.parse(String(row.assigned))) / MIN);
    const plain = (values: number[]) => ({
      count: values.length,
      medianMinutes: round(percentileCont(values, 0.5)),
      p90Minutes: round(percentileCont(values, 0.9)),
    });
    const mine = answer.byAgent.find((row) => row.key === omar.userId);
    expect(mine).toMatchObject(plain(durations((row) => row.user_id === omar.userId)));
    expect(mine?.count).toBe(6);
    // (3 + 4 + 7 + 12 + 20 + 31 minutes: median 9.5; the test clock runs in real time between the steps, so a little more.)
    expect(plain(durations((row) => row.user_id === omar.userId)).medianMinutes).toBeCloseTo(9.5, 0);
    const lpm = answer.byCase.find((row) => row.key === 'VEHICLE_LPM');
    expect(lpm).toMatchObject({
      name: 'Low Battery',
      ...plain(durations((row) => row.main_case === 'VEHICLE_LPM')),
    });
    expect(answer.byType.find((row) => row.key === 'Vehicle')).toMatchObject({
      name: 'Vehicle',
      ...plain(durations((row) => row.type === 'Vehicle')),
    });
    await expect(getTaskHandlingTimes(deps, { startDate: cairoDay, endDate: '2000-01-01' })).rejects.toThrow(
      SLA_MESSAGES.rangeNotValid,
    );

    // The same figures through the export registry, as the page's Export writes them.
    const exporter = await makeAgent(
      server,
      { task: { VIEW_TASKS_TABLE: true, EXPORT: true } },
      { level: 2, socket: false },
    );
    const body = {
      module: 'taskHandlingTimes',
      fields: ['dimension', 'name', 'count', 'medianMinutes', 'p90Minutes'],
      filters: { startDate: cairoDay, endDate: nextDay },
    };
    const response = await postExport(server, body, exporter.token);
    expect(response.status).toBe(200);
    const sheet = await readSheet(response);
    expect(sheet[0]).toEqual(['By', 'Name', 'Resolved', 'Median (min)', 'P90 (min)']);
    const agentRow = sheet.find((row) => row[0] === 'Agent' && row[1] === mine?.name);
    expect(agentRow?.slice(2).map(Number)).toEqual([mine?.count, mine?.medianMinutes, mine?.p90Minutes]);
    // Without task.EXPORT the registry refuses.
    expect((await postExport(server, body, omar.token)).status).toBe(403);
  });
});

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

describe('the tasks table sorts by SLA due time', () => {
  it('closest to breach first; tasks without a target last either way; pending time pushes the due time out', async () => {
    // A fresh session: the clock has moved hours over this file, past the first one's idle limit.
    const reader = await makeAgent(server, SETTINGS_PERMISSIONS, { level: 2, socket: false });
    const early = await makeVehicle(deps, area.id);
    const vehicleTask = await raiseVehicleCondition(deps, { vehicleId: early.id, reason: 'LPM' }); // 50 min target
    const late = await makeVehicle(deps, area.id);
    const paused = await raiseVehicleCondition(deps, { vehicleId: late.id, reason: 'IOT_OFF' });
    await deps.db
      .update(tasks)
      .set({ slaPausedMs: 40 * MIN })
      .where(eq(tasks.id, paused._id));
    const none = await makeVehicle(deps, area.id);
    await server.gql(SET_TARGET, { t: 'Vehicle', c: 'VEHICLE_NOT_UPDATING', m: 10 }, reader.token);
    const urgent = await raiseVehicleCondition(deps, { vehicleId: none.id, reason: 'NOT_UPDATING' });
    const QUERY = `query($f: String) { getTasks(pageNumber: 1, rowsPerPage: 10, filters: $f) { tasks { _id slaTargetMinutes slaPausedMs } } }`;
    const ids = async (sortType: 'asc' | 'desc') => {
      const answer = await server.gql<{ getTasks: { tasks: Array<{ _id: string }> } }>(
        QUERY,
        { f: JSON.stringify({ status: 'NotResolved', sort: { fieldName: 'slaDue', sortType } }) },
        reader.token,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.getTasks.tasks.map((t) => t._id);
    };
    // An ID verification: no IdVerification target is set.
    await deps.db.execute(
      sql`INSERT INTO tasks (id, type, status, created_at, updated_at) VALUES ('idv-sla', 'IdVerification', 'unassigned', now() - interval '2 hours', now()) `,
    );
    expect(await ids('asc')).toEqual([urgent._id, vehicleTask._id, paused._id, 'idv-sla']);
    expect(await ids('desc')).toEqual([paused._id, vehicleTask._id, urgent._id, 'idv-sla']);
  });
});
