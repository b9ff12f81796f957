import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Tag, Typography } from 'antd';
import type { WorkspaceTask } from '../workspaceTypes';
import { fmtDate } from '../../../lib/format';
import { cardCases } from '../backlogFilters';
import { taskCaseText, taskTypeText } from '../../../i18n/sharedLabels';

/** One task as a small card (backlog and flagged strip). */
export function TaskCard({
  task,
  extra,
  footer,
  testId,
}: {
  task: WorkspaceTask;
  extra?: ReactNode;
  footer?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const typeLabel = (type: string) => taskTypeText(t, type);
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
          <Tag
            key={taskCase}
            color={taskCase === task.mainCase ? 'volcano' : undefined}
            data-testid="task-card-case"
          >
            {taskCaseText(t, taskCase)}
          </Tag>
        ))}
        {task.status === 'pending' && <Tag color="gold">{t('workspace.card.pending')}</Tag>}
      </div>
      <Typography.Text type="secondary" className="task-card__meta">
        {task.area ?? '-'} · {fmtDate(task.createdAt)}
      </Typography.Text>
      {footer}
    </Card>
  );
}
