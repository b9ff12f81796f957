import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * Every account opens at zero (users.balance_piasters defaults to 0, the seed inserts 0) and
 * every change since is a wallet log entry written with it (wallet/ledger.ts), so a balance
 * must equal the sum of its wallet log differences.
 */
export const OPENING_BALANCE_PIASTERS = 0;

export interface BalanceMismatch {
  userId: string;
  name: string | null;
  phoneNumber: string | null;
  balancePiasters: number;
  /** Opening balance + the sum of the user's wallet log differences. */
  loggedPiasters: number;
  /** balance − logged: what the balance has that the wallet log does not explain. */
  differencePiasters: number;
}

/** A held task reserved (flagged) for another agent: two agents hold it. */
export interface TaskHeldByTwo {
  taskId: string;
  assignedTo: string;
  flaggedBy: string;
}

export interface AgentWithTwoTasks {
  agentId: string;
  taskIds: string[];
}

export interface ConsistencyReport {
  ok: boolean;
  usersChecked: number;
  heldTasksChecked: number;
  balanceMismatches: BalanceMismatch[];
  tasksHeldByTwo: TaskHeldByTwo[];
  agentsWithTwoTasks: AgentWithTwoTasks[];
  ms: number;
}

/**
 * Reads the whole database for the invariants money and the task queue rest on. Nothing
 * is changed: what it finds is for a person to look at. The queries deliberately do not
 * rely on the unique indexes they double-check.
 */
export async function runConsistencyCheck(db: Db): Promise<ConsistencyReport> {
  const started = performance.now();
  const [counts] = await queryRows<{ users: number; held: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM tasks WHERE status = 'assigned')::int AS held`,
  );
  const balances = await queryRows<{
    user_id: string;
    name: string | null;
    phone_number: string | null;
    balance: number;
    logged: number;
  }>(
    db,
    sql`SELECT u.id AS user_id, u.name, u.phone_number, u.balance_piasters AS balance,
          ${OPENING_BALANCE_PIASTERS}::bigint + coalesce(w.total, 0) AS logged
        FROM users u
        LEFT JOIN (SELECT user_id, sum(difference_piasters) AS total FROM wallet_logs GROUP BY user_id) w ON w.user_id = u.id
        WHERE u.balance_piasters <> ${OPENING_BALANCE_PIASTERS}::bigint + coalesce(w.total, 0)
        ORDER BY u.id`,
  );
  const twoHolders = await queryRows<{ id: string; assigned_to: string; flagged_by: string }>(
    db,
    sql`SELECT id, assigned_to, flagged_by FROM tasks
        WHERE status = 'assigned' AND flagged_by IS NOT NULL AND flagged_by <> assigned_to
        ORDER BY id`,
  );
  const doubles = await queryRows<{ assigned_to: string; task_ids: string[] }>(
    db,
    sql`SELECT assigned_to, array_agg(id ORDER BY id) AS task_ids FROM tasks
        WHERE status = 'assigned' GROUP BY assigned_to HAVING count(*) > 1 ORDER BY assigned_to`,
  );
  const balanceMismatches = balances.map((row) => ({
    userId: row.user_id,
    name: row.name,
    phoneNumber: row.phone_number,
    balancePiasters: Number(row.balance),
    loggedPiasters: Number(row.logged),
    differencePiasters: Number(row.balance) - Number(row.logged),
  }));
  const tasksHeldByTwo = twoHolders.map((row) => ({
    taskId: row.id,
    assignedTo: row.assigned_to,
    flaggedBy: row.flagged_by,
  }));
  const agentsWithTwoTasks = doubles.map((row) => ({ agentId: row.assigned_to, taskIds: row.task_ids }));
  return {
    ok: balanceMismatches.length === 0 && tasksHeldByTwo.length === 0 && agentsWithTwoTasks.length === 0,
    usersChecked: Number(counts?.users ?? 0),
    heldTasksChecked: Number(counts?.held ?? 0),
    balanceMismatches,
    tasksHeldByTwo,
    agentsWithTwoTasks,
    ms: Math.round(performance.now() - started),
  };
}
