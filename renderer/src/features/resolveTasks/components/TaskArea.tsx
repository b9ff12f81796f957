import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import type { WorkspaceTask } from '../workspaceTypes';
import { BreakScreen } from './BreakScreen';
import { VehicleTaskView } from '../views/VehicleTaskView';
import { RideImageTaskView } from '../views/RideImageTaskView';
import { IdVerificationTaskView } from '../views/IdVerificationTaskView';
import { CustodyTransferTaskView } from '../views/CustodyTransferTaskView';

/**
 * The central area (01 §2): the task, or the break screen while on a break with no
 * task (01 §4), or 'No Task Assigned!'.
 */
export function TaskArea({
  task,
  onBreak,
  mayFlag,
}: {
  task: WorkspaceTask | null;
  onBreak: boolean;
  mayFlag: boolean;
}) {
  const { t } = useTranslation();
  if (!task) {
    if (onBreak) return <BreakScreen />;
    return (
      <Card data-testid="no-task">
        <EmptyState title={t('workspace.noTask')} />
      </Card>
    );
  }
  return (
    <div data-testid="current-task" data-task-id={task._id} data-task-type={task.type}>
      {task.type === 'RideImage' ? (
        <RideImageTaskView task={task} />
      ) : task.type === 'IdVerification' ? (
        <IdVerificationTaskView task={task} />
      ) : task.type === 'CustodyTransfer' ? (
        <CustodyTransferTaskView task={task} />
      ) : (
        <VehicleTaskView key={task._id} task={task} mayFlag={mayFlag} />
      )}
    </div>
  );
}
