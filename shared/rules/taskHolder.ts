import { TASK_STATUS_LABELS, taskStatusLabel } from './labels';

/**
 * Who holds a task (issue 6 item 32). The agent working on it holds an assigned task; a
 * flagged task that is not assigned (put aside, transferred to a busy colleague) is held by
 * its flagger, since only they may pick it (01 §4). Supervisors see the holder on the tasks
 * table, the task page and the backlog, never 'Unassigned' for a task nobody else can take.
 */
export interface TaskHolderInput {
  status: string;
  assignedTo: string | null;
  assignedToName: string | null;
  flaggedBy: string | null;
  flaggedByName?: string | null;
}

export interface TaskHolder {
  userId: string;
  name: string;
  via: 'assigned' | 'flagged';
}

export const UNASSIGNED_LABEL = TASK_STATUS_LABELS.unassigned;
const UNKNOWN_USER = 'Unknown user';

export function taskHolder(task: TaskHolderInput): TaskHolder | null {
  if (task.status === 'resolved') return null;
  if (task.status === 'assigned' && task.assignedTo)
    return { userId: task.assignedTo, name: task.assignedToName ?? UNKNOWN_USER, via: 'assigned' };
  if (task.flaggedBy)
    return { userId: task.flaggedBy, name: task.flaggedByName ?? UNKNOWN_USER, via: 'flagged' };
  return null;
}

/** The assignee column's text: the holder, else the last assignee (pending, resolved), else 'Unassigned'. */
export function taskHolderLabel(task: TaskHolderInput): string {
  const holder = taskHolder(task);
  if (holder) return holder.via === 'flagged' ? `${holder.name} (flagged)` : holder.name;
  return task.assignedToName ?? UNASSIGNED_LABEL;
}

/**
 * The Status column's word (issue 23): a flagged task put aside is stored as 'unassigned' but is
 * not waiting for anyone (only its flagger may pick it): it reads 'Flagged'. Other statuses by their label.
 */
export const FLAGGED_STATUS_LABEL = 'Flagged';
export function taskStatusText(task: { status: string; flaggedBy?: string | null }): string {
  if (task.status === 'unassigned' && task.flaggedBy) return FLAGGED_STATUS_LABEL;
  return taskStatusLabel(task.status);
}
