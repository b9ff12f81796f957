import { Tag } from 'antd';
import {
  OPS_TASK_STATUS_LABELS,
  OPS_TASK_TYPE_LABELS,
  type OpsTaskStatus,
  type OpsTaskType,
} from '@ops/shared/rules/opsTasks';

const COLOR: Record<OpsTaskStatus, string> = {
  open: 'blue',
  inProgress: 'gold',
  resolved: 'green',
  failed: 'red',
  closed: 'default',
};

export function OpsTaskStatusTag({ status }: { status: string }) {
  const known = status as OpsTaskStatus;
  return (
    <Tag color={COLOR[known] ?? 'default'} data-testid="ops-task-status">
      {OPS_TASK_STATUS_LABELS[known] ?? status}
    </Tag>
  );
}

export const opsTaskTypeLabel = (type: string): string => OPS_TASK_TYPE_LABELS[type as OpsTaskType] ?? type;
