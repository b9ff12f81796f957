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
 *   one outside its fence (server/src/compose/simulator/fleet.ts `play`), and it stepped the whole fleet
 *   many times in the run. So at the end every vehicle out of storage at ≤ 19 % (its displayed
 *   battery, stored rounded) must have an open Vehicle task with VEHICLE_LPM true, and every
 *   vehicle flagged out of fence one with VEHICLE_OUT_OF_FENCE true. IOT_OFF and
 *   UNLOCKED_WITHOUT_RIDE likewise, for vehicles still in that state whose case was raised in
 *   the run (the seed leaves some so without a task, and a ride's end leaves a vehicle unlocked
 *   until its lock command is answered). A silent device (NOT_UPDATING open) is not counted: it
 *   is fixed in the field without the database hearing. A vehicle that fails is split by cause:
 *   its latest task was resolved while this case was still open on it (the main case cleared and
 *   resolved the task, and the simulator, which remembers what it raised, never raises the case
 *   again) or otherwise.
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
    return {
      iotOff: new Set(iot.rows.map((row) => row.id)),
      unlocked: new Set(lock.rows.map((row) => row.id)),
    };
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
    const one = async (statement: string): Promise<number> =>
      (await client.query<{ n: number }>(statement)).rows[0]?.n ?? 0;
    const heldTwice = await one(
      `SELECT count(*)::int AS n FROM (SELECT assigned_to FROM tasks WHERE status = 'assigned' GROUP BY assigned_to HAVING count(*) > 1) t`,
    );
    const assignedWithoutHolder = await one(
      `SELECT count(*)::int AS n FROM tasks WHERE status = 'assigned' AND assigned_to IS NULL`,
    );
    const assignedToAgentNotCheckedIn = await one(
      `SELECT count(*)::int AS n FROM tasks t WHERE t.status = 'assigned' AND NOT EXISTS (SELECT 1 FROM support_attendance a WHERE a.user_id = t.assigned_to AND a.status <> 'ENDED')`,
    );
    const assignedToAgentOnBreak = await one(
      `SELECT count(*)::int AS n FROM tasks t WHERE t.status = 'assigned' AND EXISTS (SELECT 1 FROM support_attendance a WHERE a.user_id = t.assigned_to AND a.status = 'IN_BREAK')`,
    );
    const agentsCheckedIn = await one(
      `SELECT count(*)::int AS n FROM support_attendance a JOIN users u ON u.id = a.user_id JOIN roles r ON r.id = u.role_id WHERE a.status <> 'ENDED' AND r.name = 'Support Agent'`,
    );

    // Row against its history.
    const taskRows = (
      await client.query<{ id: string; status: string; cases: Record<string, boolean> }>(
        'SELECT id, status, cases FROM tasks WHERE created_at >= $1',
        [runStartedAt],
      )
    ).rows;
    const history = (
      await client.query<HistoryRow>(
        `SELECT task_id, action, value FROM task_history WHERE action IN ('created', 'caseAdded', 'caseResolved', 'resolved') ORDER BY seq`,
      )
    ).rows;
    const replay = new Map<string, { open: Set<string>; resolved: boolean }>();
    for (const entry of history) {
      const state = replay.get(entry.task_id) ?? { open: new Set<string>(), resolved: false };
      if ((entry.action === 'created' || entry.action === 'caseAdded') && entry.value)
        state.open.add(entry.value);
      if (entry.action === 'caseResolved' && entry.value) state.open.delete(entry.value);
      if (entry.action === 'resolved') state.resolved = true;
      replay.set(entry.task_id, state);
    }
    let rowDisagreesWithHistory = 0;
    const disagreeSamples: string[] = [];
    for (const row of taskRows) {
      const state = replay.get(row.id);
      if (!state) continue;
      const rowOpen = Object.entries(row.cases)
        .filter(([, open]) => open)
        .map(([name]) => name)
        .sort();
      // created's value for a review task is its type, not a case: compare cases only for tasks whose row has any.
      const replayed = [...state.open].filter((name) => name in row.cases).sort();
      // A decision (ride photo, ID check) closes every case without a caseResolved line each: cases are compared while open.
      const sameCases = row.status === 'resolved' || rowOpen.join(',') === replayed.join(',');
      const sameStatus = (row.status === 'resolved') === state.resolved;
      if (!sameCases || !sameStatus) {
        rowDisagreesWithHistory += 1;
        if (disagreeSamples.length < 5)
          disagreeSamples.push(
            `${row.id} ${row.status} row=[${rowOpen.join(',')}] history=[${replayed.join(',')}] resolvedInHistory=${state.resolved}`,
          );
      }
    }

    // Vehicle state against open tasks.
    const vehicles = (
      await client.query<{
        id: string;
        code: string;
        battery: number | null;
        real: number | null;
        out: boolean;
        iot: string;
        lock: string;
        in_ride: boolean;
      }>(
        `SELECT id, code, battery, real_battery_value AS real, is_out_of_fence AS out, iot_status AS iot, lock_status AS lock, in_ride FROM vehicles WHERE NOT is_in_storage`,
      )
    ).rows;
    const openCases = new Map<string, Record<string, boolean>>();
    for (const row of (
      await client.query<{ vehicle_id: string; cases: Record<string, boolean> }>(
        `SELECT vehicle_id, cases FROM tasks WHERE type = 'Vehicle' AND status <> 'resolved'`,
      )
    ).rows)
      openCases.set(row.vehicle_id, row.cases);
    const lastResolved = new Map<string, Record<string, boolean>>();
    for (const row of (
      await client.query<{ vehicle_id: string; cases: Record<string, boolean> }>(
        `SELECT DISTINCT ON (vehicle_id) vehicle_id, cases FROM tasks WHERE type = 'Vehicle' AND status = 'resolved' ORDER BY vehicle_id, resolved_at DESC`,
      )
    ).rows)
      lastResolved.set(row.vehicle_id, row.cases);
    // Cases raised during the run, by vehicle: IOT_OFF and UNLOCKED_WITHOUT_RIDE are raised only
    // for incidents the simulator causes, and a vehicle unlocked by a ride that just ended (its
    // lock command not yet answered) is not one.
    const raisedInRun = new Set(
      (
        await client.query<{ key: string }>(
          `SELECT DISTINCT t.vehicle_id || ':' || h.value AS key FROM task_history h JOIN tasks t ON t.id = h.task_id
           WHERE t.type = 'Vehicle' AND h.action IN ('created', 'caseAdded') AND h.date >= $1`,
          [runStartedAt],
        )
      ).rows.map((row) => row.key),
    );
    const expected: Array<{ name: string; taskCase: string; on: (v: (typeof vehicles)[number]) => boolean }> =
      [
        // The simulator raises at a level ≤ 20 and stores it rounded: a stored 20 may have been 20.4.
        {
          name: 'LPM (≤ 19 %)',
          taskCase: 'VEHICLE_LPM',
          on: (v) => (v.real ?? (v.battery === null ? 100 : v.battery * 5 + 12)) <= 19,
        },
        { name: 'OUT_OF_FENCE', taskCase: 'VEHICLE_OUT_OF_FENCE', on: (v) => v.out },
        {
          name: 'IOT_OFF (raised in the run)',
          taskCase: 'VEHICLE_IOT_OFF',
          on: (v) =>
            v.iot === 'off' && !before.iotOff.has(v.id) && raisedInRun.has(`${v.id}:VEHICLE_IOT_OFF`),
        },
        {
          name: 'UNLOCKED_WITHOUT_RIDE (raised in the run)',
          taskCase: 'VEHICLE_LOCK_UNLOCKED',
          on: (v) =>
            v.lock === 'unlocked' &&
            !v.in_ride &&
            !before.unlocked.has(v.id) &&
            raisedInRun.has(`${v.id}:VEHICLE_LOCK_UNLOCKED`),
        },
      ];
    const vehicleConditions = expected.map(({ name, taskCase, on }) => {
      const inState = vehicles.filter(on);
      const withoutOpenTask = inState.filter((v) => openCases.get(v.id)?.[taskCase] !== true);
      const closedWithCaseOpen = withoutOpenTask.filter((v) => lastResolved.get(v.id)?.[taskCase] === true);
      // A silent device (NOT_UPDATING open) is fixed in the field without the database hearing
      // of it (fleet.ts writes nothing for a silent vehicle): its row keeps the old state.
      const silent = withoutOpenTask.filter(
        (v) =>
          lastResolved.get(v.id)?.[taskCase] !== true && openCases.get(v.id)?.VEHICLE_NOT_UPDATING === true,
      );
      return {
        condition: name,
        vehiclesInState: inState.length,
        withOpenTask: inState.length - withoutOpenTask.length,
        lost: withoutOpenTask.length - silent.length,
        lostBecauseTaskResolvedWithCaseOpen: closedWithCaseOpen.length,
        lostOtherwise: withoutOpenTask.length - closedWithCaseOpen.length - silent.length,
        notLostDeviceSilent: silent.length,
        samples: withoutOpenTask
          .filter((v) => !silent.includes(v))
          .slice(0, 3)
          .map((v) => v.id),
      };
    });
    // What happened to each lost vehicle: its latest task and that task's last history lines.
    const lostDetails = [];
    for (const entry of vehicleConditions) {
      for (const vehicleId of entry.samples) {
        const vehicle = vehicles.find((v) => v.id === vehicleId);
        const task = (
          await client.query<{
            id: string;
            status: string;
            main_case: string | null;
            cases: Record<string, boolean>;
            created_at: Date;
            resolved_at: Date | null;
          }>(
            `SELECT id, status, main_case, cases, created_at, resolved_at FROM tasks WHERE vehicle_id = $1 AND type = 'Vehicle' ORDER BY created_at DESC LIMIT 1`,
            [vehicleId],
          )
        ).rows[0];
        const lines = task
          ? (
              await client.query<{
                action: string;
                value: string | null;
                date: Date;
                user_name: string | null;
              }>(
                `SELECT action, value, date, user_name FROM task_history WHERE task_id = $1 ORDER BY seq DESC LIMIT 8`,
                [task.id],
              )
            ).rows.reverse()
          : [];
        lostDetails.push({
          condition: entry.condition,
          code: vehicle?.code,
          vehicle: vehicle
            ? {
                battery: vehicle.real,
                outOfFence: vehicle.out,
                iot: vehicle.iot,
                lock: vehicle.lock,
                inRide: vehicle.in_ride,
              }
            : null,
          lastTask: task
            ? {
                status: task.status,
                mainCase: task.main_case,
                cases: task.cases,
                createdAt: task.created_at,
                resolvedAt: task.resolved_at,
              }
            : null,
          history: lines.map((line) =>
            `${line.date.toISOString().slice(11, 23)} ${line.action} ${line.value ?? ''} ${line.user_name ?? ''}`.trim(),
          ),
        });
      }
    }
    for (const entry of vehicleConditions)
      entry.samples = entry.samples.map((id) => vehicles.find((v) => v.id === id)?.code ?? id);
    const resolvedWithOpenCases = await one(
      `SELECT count(*)::int AS n FROM tasks WHERE type = 'Vehicle' AND status = 'resolved' AND EXISTS (SELECT 1 FROM jsonb_each(cases) c WHERE c.value = 'true'::jsonb)`,
    );
    const tasksByStatus = (
      await client.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM tasks GROUP BY status ORDER BY status',
      )
    ).rows;
    const tasksByType = (
      await client.query<{ type: string; count: number }>(
        'SELECT type, count(*)::int AS count FROM tasks GROUP BY type ORDER BY type',
      )
    ).rows;
    return {
      agentsCheckedIn,
      heldTwice,
      assignedWithoutHolder,
      assignedToAgentNotCheckedIn,
      assignedToAgentOnBreak,
      rowDisagreesWithHistory,
      disagreeSamples,
      vehicleConditions,
      lostDetails,
      resolvedVehicleTasksWithACaseStillOpen: resolvedWithOpenCases,
      tasksByStatus,
      tasksByType,
    };
  } finally {
    await client.end();
  }
}

/** The fleet as the run had it: vehicles in SQL, and how many of them the simulator plays. */
export async function fleetCounts(
  databaseUrl: string,
): Promise<{ vehicles: number; outOfStorage: number; areas: number; codes: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const total =
      (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM vehicles')).rows[0]?.n ?? 0;
    const playing = await client.query<{ code: string }>(
      'SELECT code FROM vehicles WHERE NOT is_in_storage ORDER BY code',
    );
    const areas = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM areas')).rows[0]?.n ?? 0;
    return {
      vehicles: total,
      outOfStorage: playing.rowCount ?? 0,
      areas,
      codes: playing.rows.map((row) => row.code),
    };
  } finally {
    await client.end();
  }
}
