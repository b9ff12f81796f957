import { FlagFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { taskHolder, taskHolderLabel, type TaskHolderInput } from '@ops/shared/rules/taskHolder';
import { appPath } from '../app/paths';

/**
 * Who holds a task (shared/rules/taskHolder): the assignee at work on it, or the flagger of a
 * flagged task put aside, whom only they may pick (issue 6 item 32). With `linked`, the name
 * opens the user's page. Nobody: 'Unassigned', or the last assignee of a pending or resolved task.
 */
export function TaskHolderText({ task, linked = false }: { task: TaskHolderInput; linked?: boolean }) {
  const holder = taskHolder(task);
  if (!holder) {
    return (
      <span
        className={task.assignedToName ? undefined : 'ops-muted'}
        data-testid="task-holder"
        data-via="none"
      >
        {taskHolderLabel(task)}
      </span>
    );
  }
  const name = linked ? <Link to={appPath(`user/${holder.userId}`)}>{holder.name}</Link> : holder.name;
  return (
    <span
      data-testid="task-holder"
      data-via={holder.via}
      title={holder.via === 'flagged' ? `Flagged by ${holder.name}: only they may pick it` : undefined}
    >
      {holder.via === 'flagged' && <FlagFilled className="ops-flag-icon" aria-hidden="true" />} {name}
      {holder.via === 'flagged' && ' (flagged)'}
    </span>
  );
}
