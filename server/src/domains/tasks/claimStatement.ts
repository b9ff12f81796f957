import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { SlaTarget } from '@ops/shared/rules/taskSla';
import type { Gate } from '@ops/shared/rules/permissions/catalogue';
import { queryRows, type Db, type Tx } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import {
  taskComments,
  taskHistory,
  tasks,
  type TaskCommentRow,
  type TaskHistoryRow,
  type TaskRow,
} from './tables';
import { toTaskPayload } from './views';

/** What ops_claim_next_task (migrations 0048, 0052) answers: rows as to_jsonb writes them (column names, ISO times). */
interface ClaimAnswer {
  task: Record<string, unknown>;
  history: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
  flaggerName: string | null;
  slaTargets: SlaTarget[];
}

/** A row of `table` from its to_jsonb form, each value read as drizzle reads the column from the driver. */
function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  // The loop fills every column of the table with its driver mapping: the row drizzle's select would give.
  return row as T['$inferSelect'];
}

/**
 * One claim in one statement (the agent's role and the custody gate, find, lock, take, history,
 * and everything the event carries): one round trip instead of BEGIN, twelve statements and
 * COMMIT. `custodyGate` is the gate whose holders may take custody mismatches; the statement
 * answers it from the agent's role as shared/rules' `can` does. Works in a transaction or on its
 * own (autocommit: the statement is its transaction). Null when nothing was taken.
 */
export async function claimStatement(
  db: Db | Tx,
  input: { userId: string; now: Date; custodyGate: Gate; skipBusyAgent: boolean },
): Promise<{ row: TaskRow; view: TaskPayload } | null> {
  const [answer] = await queryRows<{ claim: ClaimAnswer | null }>(
    db,
    sql`SELECT ops_claim_next_task(${input.userId}, ${input.now.toISOString()}::timestamptz, ${input.custodyGate.layer}, ${input.custodyGate.permission}, ${input.skipBusyAgent}, ${newId()}) AS claim`,
  );
  const claim = answer?.claim;
  if (!claim) return null;
  const row = rowFromJson(tasks, claim.task) as TaskRow;
  const history = claim.history.map((entry) => rowFromJson(taskHistory, entry) as TaskHistoryRow);
  const comments = claim.comments.map((entry) => rowFromJson(taskComments, entry) as TaskCommentRow);
  return { row, view: toTaskPayload(row, history, comments, claim.flaggerName, claim.slaTargets) };
}
