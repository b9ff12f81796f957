import type { ReactNode } from 'react';
import { Card, Tag, Typography } from 'antd';
import { taskCaseLabel, TASK_TYPE_LABELS } from '@ops/shared/rules/labels';
import type { WorkspaceTask } from '../resolveTasksApi';
import { fmtDate } from '../../../lib/format';
import { cardCases } from '../backlogFilters';

const typeLabel = (type: string) => (TASK_TYPE_LABELS as Record<string, string>)[type] ?? type;

/** One task as a small card (backlog and flagged strip). */
export function TaskCard({ task, extra, footer, testId }: { task: WorkspaceTask; extra?: ReactNode; footer?: ReactNode; testId: string }) {
  return (
    <Card size="small" className="task-card" data-testid={testId}>
      <div className="task-card__head">
        <Typography.Text strong>{task.vehicleCode ?? typeLabel(task.type)}</Typography.Text>
        {extra}
      </div>
      <div className="task-card__tags">
        <Tag color="blue">{typeLabel(task.type)}</Tag>
        {cardCases(task).map((taskCase) => (
          // The main case stands out; other open cases explain why a Case filter found the card.
          <Tag key={taskCase} color={taskCase === task.mainCase ? 'volcano' : undefined} data-testid="task-card-case">
            {taskCaseLabel(taskCase)}
          </Tag>
        ))}
        {task.status === 'pending' && <Tag color="gold">Pending</Tag>}
      </div>
      <Typography.Text type="secondary" className="task-card__meta">
        {task.area ?? '-'} · {fmtDate(task.createdAt)}
      </Typography.Text>
      {footer}
    </Card>
  );
}
