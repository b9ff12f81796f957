import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { TASK_CASES, TASK_TYPES } from '@ops/shared/rules/labels';
import {
  DEFAULT_IDLE_RETURN_MINUTES,
  SLA_MESSAGES,
  validateSlaMinutes,
  type SlaTarget,
} from '@ops/shared/rules/taskSla';
import type { Deps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { SETTINGS_MESSAGES } from './service';
import { taskSlaSettings, taskSlaTargets, type TaskSlaTargetRow } from './slaTables';

/** Cases that can be a task's main case per type: vehicle cases for Vehicle tasks, the custody mismatch for CustodyTransfer. */
const CASES_OF_TYPE: Record<string, readonly string[]> = {
  Vehicle: TASK_CASES,
  CustodyTransfer: ['CUSTODY_BATTERY_MISMATCH'],
};

const targetView = (row: TaskSlaTargetRow) => ({
  _id: row.id,
  taskType: row.taskType,
  taskCase: row.taskCase,
  targetMinutes: row.targetMinutes,
});

export async function slaTargets(db: Db | Tx): Promise<SlaTarget[]> {
  return db
    .select({
      taskType: taskSlaTargets.taskType,
      taskCase: taskSlaTargets.taskCase,
      targetMinutes: taskSlaTargets.targetMinutes,
    })
    .from(taskSlaTargets);
}

export async function idleReturnMinutes(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ minutes: taskSlaSettings.idleReturnMinutes })
    .from(taskSlaSettings)
    .where(eq(taskSlaSettings.id, 1))
    .limit(1);
  return row?.minutes ?? DEFAULT_IDLE_RETURN_MINUTES;
}

/** getTaskSlaSettings: the idle-return time and every target, type targets before case targets. */
export async function getTaskSlaSettings(deps: Deps) {
  const [minutes, rows] = await Promise.all([
    idleReturnMinutes(deps.db),
    deps.db
      .select()
      .from(taskSlaTargets)
      .orderBy(asc(taskSlaTargets.taskType), sql`${taskSlaTargets.taskCase} ASC NULLS FIRST`),
  ]);
  return { idleReturnMinutes: minutes, targets: rows.map(targetView) };
}

/** setTaskSlaTarget: creates or replaces the target of a type (taskCase null) or of one case of it. */
export async function setTaskSlaTarget(
  deps: Deps,
  input: { taskType: string; taskCase?: string | null; targetMinutes: number },
) {
  if (!(TASK_TYPES as readonly string[]).includes(input.taskType))
    throw new UserError(SETTINGS_MESSAGES.typeNotValid);
  const taskCase = input.taskCase?.trim() || null;
  if (taskCase !== null && !(CASES_OF_TYPE[input.taskType] ?? []).includes(taskCase))
    throw new UserError(SLA_MESSAGES.caseNotOfType);
  const invalid = validateSlaMinutes(input.targetMinutes, 'target');
  if (invalid) throw new UserError(invalid);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const sameCase =
      taskCase === null ? isNull(taskSlaTargets.taskCase) : eq(taskSlaTargets.taskCase, taskCase);
    // The unique index is on an expression (coalesce), which ON CONFLICT cannot name: update, else insert.
    const [updated] = await tx
      .update(taskSlaTargets)
      .set({ targetMinutes: input.targetMinutes, updatedAt: now })
      .where(and(eq(taskSlaTargets.taskType, input.taskType), sameCase))
      .returning();
    if (updated) return targetView(updated);
    const [inserted] = await tx
      .insert(taskSlaTargets)
      .values({
        id: newId(),
        taskType: input.taskType,
        taskCase,
        targetMinutes: input.targetMinutes,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('SLA target insert returned no row');
    return targetView(inserted);
  });
}

export async function deleteTaskSlaTarget(deps: Deps, id: string): Promise<boolean> {
  const deleted = await deps.db
    .delete(taskSlaTargets)
    .where(eq(taskSlaTargets.id, id))
    .returning({ id: taskSlaTargets.id });
  if (deleted.length === 0) throw new UserError(SETTINGS_MESSAGES.settingNotFound);
  return true;
}

export async function setTaskIdleReturnMinutes(deps: Deps, minutes: number) {
  const invalid = validateSlaMinutes(minutes, 'idle');
  if (invalid) throw new UserError(invalid);
  await deps.db
    .update(taskSlaSettings)
    .set({ idleReturnMinutes: minutes, updatedAt: deps.clock.now() })
    .where(eq(taskSlaSettings.id, 1));
  return getTaskSlaSettings(deps);
}
