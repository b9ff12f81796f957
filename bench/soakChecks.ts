import pg from 'pg';

/**
 * The task invariants of the soak, read in SQL on the database after both API processes have
 * stopped (the simulator finishes its tick on SIGTERM, so nothing moves while they are read).
 *
 * Held twice: an agent with more than one task in status assigned; an assigned task with no
 * holder; an assigned task whose holder has no open support attendance (checked out, or never
 * in) or is on a break.
 *
 * Lost, two ways:
 * - Row against its own history (tasks created during the run): each task's history replayed (created / caseAdded open a
 *   case, caseResolved closes it, resolved closes the task) must give the row's open cases
 *   and whether it is resolved. A write lost between the two would show here.
 * - Vehicle state against open tasks, independent of the engine's bookkeeping: the simulator
 *   raises LPM whenever it steps a vehicle at 20 % or less, and OUT_OF_FENCE whenever it steps
 *   one outside its fence (server/src/simulator/fleet.ts `play`), and it stepped the whole fleet
 *   many times in the run. So at the end every vehicle out of storage at ≤ 20 % (its displayed
 *   battery) must have an open Vehicle task with VEHICLE_LPM true, and every vehicle flagged out
 *   of fence one with VEHICLE_OUT_OF_FENCE true. IOT_OFF and UNLOCKED_WITHOUT_RIDE likewise, for
 *   vehicles that were not in that state when the run began (the seed leaves some so without a
 *   task; the simulator raises those two only for an incident it causes). A vehicle that fails
 *   is split by cause: its latest task was resolved while this case was still open on it (the
 *   main case cleared and resolved the task: the simulator still counts the condition as raised
 *   and will not raise it again) or no task at all holds it.
 */
export interface StateSnapshot {
  iotOff: Set<string>;
  unlocked: Set<string>;
}

export async function snapshotVehicleStates(databaseUrl: string): Promise<StateSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const iot = await client.query<{ id: string }>(`SELECT id FROM vehicles WHERE iot_status = 'off'`);
    const lock = await client.query<{ id: string }>(`SELECT id FROM vehicles WHERE lock_status = 'unlocked'`);
    return { iotOff: new Set(iot.rows.map((row) => row.id)), unlocked: new Set(lock.rows.map((row) => row.id)) };
  } finally {
    await client.end();
  }
}

interface HistoryRow {
  task_id: string;
  action: string;
  value: string | null;
}

export async function checkTaskInvariants(databaseUrl: string, before: StateSnapshot, runStartedAt: Date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (statement: string): Promise<number> => (await client.query<{ n: number }>(statement)).rows[0]?.n ?? 0;
    const heldTwice = await one(`SELECT count(*)::int AS n FROM (SELECT assigned_to FROM tasks WHERE status = 'assigned' GROUP BY assigned_to HAVING count(*) > 1) t`);
    const assignedWithoutHolder = await one(`SELECT count(*)::int AS n FROM tasks WHERE status = 'assigned' AND assigned_to IS NULL`);
    const assignedToAgentNotCheckedIn = await one(
      `SELECT count(*)::int AS n FROM tasks t WHERE t.status = 'assigned' AND NOT EXISTS (SELECT 1 FROM support_attendance a WHERE a.user_id = t.assigned_to AND a.status <> 'ENDED')`,
    );
    const assignedToAgentOnBreak = await one(
      `SELECT count(*)::int AS n FROM tasks t WHERE t.status = 'assigned' AND EXISTS (SELECT 1 FROM support_attendance a WHERE a.user_id = t.assigned_to AND a.status = 'IN_BREAK')`,
    );
    const agentsCheckedIn = await one(`SELECT count(*)::int AS n FROM support_attendance a JOIN users u ON u.id = a.user_id JOIN roles r ON r.id = u.role_id WHERE a.status <> 'ENDED' AND r.name = 'Support Agent'`);

    // Row against its history.
    const taskRows = (await client.query<{ id: string; status: string; cases: Record<string, boolean> }>('SELECT id, status, cases FROM tasks WHERE created_at >= $1', [runStartedAt])).rows;
    const history = (await client.query<HistoryRow>(`SELECT task_id, action, value FROM task_history WHERE action IN ('created', 'caseAdded', 'caseResolved', 'resolved') ORDER BY seq`)).rows;
    const replay = new Map<string, { open: Set<string>; resolved: boolean }>();
    for (const entry of history) {
      const state = replay.get(entry.task_id) ?? { open: new Set<string>(), resolved: false };
      if ((entry.action === 'created' || entry.action === 'caseAdded') && entry.value) state.open.add(entry.value);
      if (entry.action === 'caseResolved' && entry.value) state.open.delete(entry.value);
      if (entry.action === 'resolved') state.resolved = true;
      replay.set(entry.task_id, state);
    }
    let rowDisagreesWithHistory = 0;
    const disagreeSamples: string[] = [];
    for (const row of taskRows) {
      const state = replay.get(row.id);
      if (!state) continue;
      const rowOpen = Object.entries(row.cases).filter(([, open]) => open).map(([name]) => name).sort();
      // created's value for a review task is its type, not a case: compare cases only for tasks whose row has any.
      const replayed = [...state.open].filter((name) => name in row.cases).sort();
      // A decision (ride photo, ID check) closes every case without a caseResolved line each: cases are compared while open.
      const sameCases = row.status === 'resolved' || rowOpen.join(',') === replayed.join(',');
      const sameStatus = (row.status === 'resolved') === state.resolved;
      if (!sameCases || !sameStatus) {
        rowDisagreesWithHistory += 1;
        if (disagreeSamples.length < 5) disagreeSamples.push(`${row.id} ${row.status} row=[${rowOpen.join(',')}] history=[${replayed.join(',')}] resolvedInHistory=${state.resolved}`);
      }
    }

    // Vehicle state against open tasks.
    const vehicles = (
      await client.query<{ id: string; code: string; battery: number | null; real: number | null; out: boolean; iot: string; lock: string; in_ride: boolean }>(
        `SELECT id, code, battery, real_battery_value AS real, is_out_of_fence AS out, iot_status AS iot, lock_status AS lock, in_ride FROM vehicles WHERE NOT is_in_storage`,
      )
    ).rows;
    const openCases = new Map<string, Record<string, boolean>>();
    for (const row of (await client.query<{ vehicle_id: string; cases: Record<string, boolean> }>(`SELECT vehicle_id, cases FROM tasks WHERE type = 'Vehicle' AND status <> 'resolved'`)).rows) openCases.set(row.vehicle_id, row.cases);
    const lastResolved = new Map<string, Record<string, boolean>>();
    for (const row of (
      await client.query<{ vehicle_id: string; cases: Record<string, boolean> }>(
        `SELECT DISTINCT ON (vehicle_id) vehicle_id, cases FROM tasks WHERE type = 'Vehicle' AND status = 'resolved' ORDER BY vehicle_id, resolved_at DESC`,
      )
    ).rows)
      lastResolved.set(row.vehicle_id, row.cases);
    const expected: Array<{ name: string; taskCase: string; on: (v: (typeof vehicles)[number]) => boolean }> = [
      { name: 'LPM', taskCase: 'VEHICLE_LPM', on: (v) => (v.real ?? (v.battery === null ? 100 : v.battery * 5 + 12)) <= 20 },
      { name: 'OUT_OF_FENCE', taskCase: 'VEHICLE_OUT_OF_FENCE', on: (v) => v.out },
      { name: 'IOT_OFF (since the start)', taskCase: 'VEHICLE_IOT_OFF', on: (v) => v.iot === 'off' && !before.iotOff.has(v.id) },
      { name: 'UNLOCKED_WITHOUT_RIDE (since the start)', taskCase: 'VEHICLE_LOCK_UNLOCKED', on: (v) => v.lock === 'unlocked' && !v.in_ride && !before.unlocked.has(v.id) },
    ];
    const vehicleConditions = expected.map(({ name, taskCase, on }) => {
      const inState = vehicles.filter(on);
      const withoutOpenTask = inState.filter((v) => openCases.get(v.id)?.[taskCase] !== true);
      const closedWithCaseOpen = withoutOpenTask.filter((v) => lastResolved.get(v.id)?.[taskCase] === true);
      return {
        condition: name,
        vehiclesInState: inState.length,
        withOpenTask: inState.length - withoutOpenTask.length,
        lost: withoutOpenTask.length,
        lostBecauseTaskResolvedWithCaseOpen: closedWithCaseOpen.length,
        lostOtherwise: withoutOpenTask.length - closedWithCaseOpen.length,
        samples: withoutOpenTask.slice(0, 3).map((v) => v.code),
      };
    });
    const resolvedWithOpenCases = await one(
      `SELECT count(*)::int AS n FROM tasks WHERE type = 'Vehicle' AND status = 'resolved' AND EXISTS (SELECT 1 FROM jsonb_each(cases) c WHERE c.value = 'true'::jsonb)`,
    );
    const tasksByStatus = (await client.query<{ status: string; count: number }>('SELECT status, count(*)::int AS count FROM tasks GROUP BY status ORDER BY status')).rows;
    const tasksByType = (await client.query<{ type: string; count: number }>('SELECT type, count(*)::int AS count FROM tasks GROUP BY type ORDER BY type')).rows;
    return {
      agentsCheckedIn,
      heldTwice,
      assignedWithoutHolder,
      assignedToAgentNotCheckedIn,
      assignedToAgentOnBreak,
      rowDisagreesWithHistory,
      disagreeSamples,
      vehicleConditions,
      resolvedVehicleTasksWithACaseStillOpen: resolvedWithOpenCases,
      tasksByStatus,
      tasksByType,
    };
  } finally {
    await client.end();
  }
}

/** The fleet as the run had it: vehicles in SQL, and how many of them the simulator plays. */
export async function fleetCounts(databaseUrl: string): Promise<{ vehicles: number; outOfStorage: number; areas: number; codes: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const total = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles')).rows[0]?.n ?? 0;
    const playing = await client.query<{ code: string }>('SELECT code FROM vehicles WHERE NOT is_in_storage ORDER BY code');
    const areas = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM areas')).rows[0]?.n ?? 0;
    return { vehicles: total, outOfStorage: playing.rowCount ?? 0, areas, codes: playing.rows.map((row) => row.code) };
  } finally {
    await client.end();
  }
}
