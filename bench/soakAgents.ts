import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { hashPassword } from '../server/src/domains/auth/password';
import { newId } from '../server/src/platform/lib/ids';
import accounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { sleep } from './claimsSupport';
import type { SoakRecorder } from './soakRecorder';
import { signInDemo, type RunningServer } from './support';

export interface AgentAccount {
  phoneNumber: string;
  password: string;
}

/** One password for the soak's own agents: a strong one, as the sign-in rules accept. */
const SOAK_AGENT_PASSWORD = 'Soak#Agent2026x';

/**
 * The demo seed signs in two Support Agents (server/src/compose/seed/demo-accounts.json); the issue's
 * scenario has 50. No API operation adds staff (the roles page edits roles, not people), so
 * the rest are written the way the seed's staff step writes its people
 * (server/src/compose/seed/steps/staff.ts): a `users` row of type 'operations' with the Support Agent
 * role, an argon2id hash from the server's own hashPassword (so the real loginUser verifies
 * it), a home area as the seed's extra agents have, active, English. Phones are +2010000010NN,
 * checked free first.
 */
export async function createSoakAgents(databaseUrl: string, total: number): Promise<AgentAccount[]> {
  const demo = (accounts as Array<AgentAccount & { role: string }>).filter(
    (account) => account.role === 'Support Agent',
  );
  const missing = Math.max(0, total - demo.length);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const role = await client.query<{ id: string }>(`SELECT id FROM roles WHERE name = 'Support Agent'`);
    const roleId = role.rows[0]?.id;
    if (!roleId) throw new Error('the seed has no Support Agent role');
    const areaIds = (await client.query<{ id: string }>('SELECT id FROM areas ORDER BY name')).rows.map(
      (row) => row.id,
    );
    const created: AgentAccount[] = [];
    for (let n = 0; created.length < missing; n += 1) {
      const phoneNumber = `+2010000010${String(n).padStart(2, '0')}`;
      const taken = await client.query('SELECT 1 FROM users WHERE phone_number = $1', [phoneNumber]);
      if (taken.rowCount) continue;
      const now = new Date();
      await client.query(
        `INSERT INTO users (id, name, phone_number, email, password_hash, role_id, type, active, balance_piasters, area_id, ops_areas, lang, created_at, updated_at)
         VALUES ($1, $2, $3, NULL, $4, $5, 'operations', true, 0, $6, '[]'::jsonb, 'en', $7, $7)`,
        [
          newId(),
          `Soak Agent ${n + 1}`,
          phoneNumber,
          await hashPassword(SOAK_AGENT_PASSWORD),
          roleId,
          areaIds[n % Math.max(1, areaIds.length)] ?? null,
          now,
        ],
      );
      created.push({ phoneNumber, password: SOAK_AGENT_PASSWORD });
    }
    return [...demo.map(({ phoneNumber, password }) => ({ phoneNumber, password })), ...created].slice(
      0,
      total,
    );
  } finally {
    await client.end();
  }
}

const TASK_FIELDS = '_id type status vehicle vehicleCode ride verificationId cases assignedTo';
interface SoakTask {
  _id: string;
  type: string;
  status: string;
  vehicle: string | null;
  vehicleCode: string | null;
  ride: string | null;
  verificationId: string | null;
  cases: Record<string, boolean>;
  assignedTo: string | null;
}

export interface AgentStats {
  tasksTaken: number;
  resolvedByAgent: number;
  leftPending: number;
  commandsSent: number;
  resolvedUnderAgent: number;
  assignedEvents: number;
}

/**
 * One agent's shift through the API, as the workspace does it: sign in, open a socket (the
 * workspace hears 'ASSIGNED TASK' there), check in, then take the current or next task
 * (`checkTasksForUser`, the idle poll) and work it: a ride photo is accepted or rejected
 * (resolves it), an ID verification declined with a listed reason (resolves it), a vehicle
 * task gets a comment, and when it is an unlocked or silent vehicle a lock or restart command
 * (the simulator clears the case when the command is answered on its own process); if the
 * task is still held after that, it is left pending (it comes back after the default 30
 * minutes). Handling takes 2–6 s. An idle agent waits for 'ASSIGNED TASK' or polls every 5 s.
 */
export async function runAgent(options: {
  account: AgentAccount;
  server: RunningServer;
  recorder: SoakRecorder;
  deadline: number;
  index: number;
  stats: AgentStats;
  /**
   * A session the agent already has (the renderer soak's agent, signed in through the page):
   * no sign-in and no socket here; the page's own socket hears 'ASSIGNED TASK'.
   */
  token?: string;
  /** Ends the shift before the deadline (the renderer soak stops when its hours are played). */
  stop?: () => boolean;
}): Promise<{ token: string; socket: Socket | null }> {
  const { account, server, recorder, deadline, stats } = options;
  const token = options.token ?? (await signInDemo(server.url, account.phoneNumber, account.password));
  const socket = options.token
    ? null
    : io(server.url, { path: '/ws', transports: ['websocket'], auth: { token }, forceNew: true });
  let wake: (() => void) | null = null;
  socket?.on('ASSIGNED TASK', () => {
    stats.assignedEvents += 1;
    wake?.();
  });
  const run = async () => {
    await recorder.request(
      'checkUserInTasks',
      server,
      'mutation { checkUserInTasks { task { _id } } }',
      {},
      token,
    );
    // A little random per agent, so fifty agents do not act in lock step.
    let seed = options.index * 7919 + 17;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    while (Date.now() < deadline && !options.stop?.()) {
      const next = await recorder.request<{ checkTasksForUser: SoakTask | null }>(
        'checkTasksForUser',
        server,
        `{ checkTasksForUser { ${TASK_FIELDS} } }`,
        {},
        token,
      );
      const task = next?.checkTasksForUser ?? null;
      if (!task || task.status !== 'assigned') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        continue;
      }
      stats.tasksTaken += 1;
      await sleep(2000 + random() * 4000);
      if (Date.now() >= deadline) break;
      await workOn(task, { server, token, recorder, random, stats });
    }
  };
  await run();
  return { token, socket };
}

async function workOn(
  task: SoakTask,
  context: {
    server: RunningServer;
    token: string;
    recorder: SoakRecorder;
    random: () => number;
    stats: AgentStats;
  },
): Promise<void> {
  const { server, token, recorder, random, stats } = context;
  if (task.type === 'RideImage' && task.ride) {
    const done = await recorder.request(
      'taskRideImageAction',
      server,
      'mutation($t: ID!, $r: ID!, $a: Boolean!) { taskRideImageAction(taskId: $t, rideId: $r, isAccept: $a) { success } }',
      { t: task._id, r: task.ride, a: random() < 0.7 },
      token,
    );
    if (done) stats.resolvedByAgent += 1;
    return;
  }
  if (task.type === 'IdVerification' && task.verificationId) {
    const done = await recorder.request(
      'idVerifyCheck',
      server,
      'mutation($v: ID!) { idVerifyCheck(_id: $v, status: "declined", reason: "Blurry image") { status } }',
      { v: task.verificationId },
      token,
    );
    if (done) stats.resolvedByAgent += 1;
    return;
  }
  await recorder.request(
    'saveTaskComment',
    server,
    'mutation($t: ID!) { saveTaskComment(taskId: $t, comment: "soak: looked at it") { _id } }',
    { t: task._id },
    token,
  );
  if (task.vehicleCode && task.cases.VEHICLE_LOCK_UNLOCKED === true && random() < 0.8) {
    await recorder.request(
      'extraVehicleActions',
      server,
      'mutation($c: String!, $t: ID) { extraVehicleActions(code: $c, action: "lock", taskId: $t) { status } }',
      { c: task.vehicleCode, t: task._id },
      token,
    );
    stats.commandsSent += 1;
    await sleep(1500);
  } else if (task.vehicle && task.cases.VEHICLE_NOT_UPDATING === true && random() < 0.8) {
    await recorder.request(
      'sendVehicleCommand',
      server,
      'mutation($v: ID!, $t: ID) { sendVehicleCommand(message: "restart", listOfVehicleIds: [$v], taskId: $t) { status } }',
      { v: task.vehicle, t: task._id },
      token,
    );
    stats.commandsSent += 1;
    await sleep(1500);
  }
  // Still ours? (field work or an answered command may have resolved it meanwhile.)
  const now = await recorder.request<{ checkTasksForUser: SoakTask | null }>(
    'checkTasksForUser',
    server,
    `{ checkTasksForUser { ${TASK_FIELDS} } }`,
    {},
    token,
  );
  if (now?.checkTasksForUser?._id !== task._id) {
    stats.resolvedUnderAgent += 1;
    return;
  }
  const left = await recorder.request(
    'setTaskToPending',
    server,
    'mutation($t: ID!) { setTaskToPending(taskId: $t, comment: "soak: waiting for the field team") { _id } }',
    { t: task._id },
    token,
  );
  if (left) stats.leftPending += 1;
}
