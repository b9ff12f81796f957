import { slaElapsedOfTask } from '@ops/shared/rules/taskSla';
import { SlaClock } from '../../../components/sla/SlaClock';
import { useNow } from '../../../lib/useNow';
import type { TaskRow } from '../tasksApi';

/** One task's SLA in the tasks table, from its columns (the table does not load histories); ticks every 30 s. */
export function TaskSlaCell({
  task,
}: {
  task: Pick<
    TaskRow,
    '_id' | 'createdAt' | 'resolvedAt' | 'status' | 'pendingAt' | 'slaPausedMs' | 'slaTargetMinutes'
  >;
}) {
  const now = useNow();
  const elapsed = slaElapsedOfTask(task, now.getTime());
  const state = task.status === 'resolved' ? 'stopped' : task.status === 'pending' ? 'paused' : 'running';
  return (
    <SlaClock
      elapsedMs={elapsed}
      targetMinutes={task.slaTargetMinutes ?? null}
      state={state}
      testId={`task-sla-${task._id}`}
    />
  );
}
