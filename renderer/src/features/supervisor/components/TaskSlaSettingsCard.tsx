import { useEffect, useState } from 'react';
import { Button, Card, Flex, InputNumber, Popconfirm, Select, Table, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { TASK_CASES, TASK_TYPES, taskCaseLabel } from '@ops/shared/rules/labels';
import {
  DEFAULT_IDLE_RETURN_MINUTES,
  IDLE_RETURN_MINUTES_MAX,
  IDLE_RETURN_MINUTES_MIN,
  SLA_TARGET_MINUTES_MAX,
  SLA_TARGET_MINUTES_MIN,
  validateSlaMinutes,
} from '@ops/shared/rules/taskSla';
import { EmptyState } from '../../../components/EmptyState';
import { notice } from '../../../lib/notices';
import {
  useSupervisorDeleteTaskSlaTargetMutation,
  useSupervisorSetIdleReturnMinutesMutation,
  useSupervisorSetTaskSlaTargetMutation,
  useSupervisorTaskSlaSettingsQuery,
  type SlaTargetRow,
} from '../taskSlaApi';
import { taskTypeLabel } from './TaskTags';

const ALL_CASES = '';

/**
 * Issue 11 item 6 on the task assignment settings page: a target time to resolve per task
 * type (and per case of a vehicle task, which wins over the type's), and how long a held task
 * may sit untouched before it goes back to the queue. Read with task.VIEW_SETTINGS, changed
 * with task.UPDATE_SETTINGS (the server's gates).
 */
export function TaskSlaSettingsCard({ canUpdate }: { canUpdate: boolean }) {
  const { data, isLoading, isError } = useSupervisorTaskSlaSettingsQuery();
  const [setTarget, setState] = useSupervisorSetTaskSlaTargetMutation();
  const [removeTarget] = useSupervisorDeleteTaskSlaTargetMutation();
  const [setIdle, idleState] = useSupervisorSetIdleReturnMinutesMutation();
  const [type, setType] = useState<string>('Vehicle');
  const [taskCase, setTaskCase] = useState<string>(ALL_CASES);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [idle, setIdleDraft] = useState<number | null>(null);
  useEffect(() => {
    if (data) setIdleDraft(data.idleReturnMinutes);
  }, [data]);

  const targetError = minutes === null ? null : validateSlaMinutes(minutes, 'target');
  const idleError = idle === null ? null : validateSlaMinutes(idle, 'idle');
  const caseOptions =
    type === 'Vehicle' ? TASK_CASES.map((value) => ({ value, label: taskCaseLabel(value) })) : [];

  const saveTarget = async () => {
    if (minutes === null || targetError) return;
    try {
      await setTarget({
        taskType: type,
        taskCase: taskCase === ALL_CASES ? null : taskCase,
        targetMinutes: minutes,
      }).unwrap();
      notice.success('SLA target saved');
      setMinutes(null);
    } catch {
      // Worded once by the store's listener.
    }
  };
  const saveIdle = async () => {
    if (idle === null || idleError) return;
    try {
      await setIdle(idle).unwrap();
      notice.success('Idle time saved');
    } catch {
      // Worded once by the store's listener.
    }
  };

  return (
    <Card title="Task SLA" size="small" style={{ marginTop: 20 }} data-testid="task-sla-settings">
      <Typography.Paragraph type="secondary">
        The clock runs from a task's creation and stands still while it is pending. Supervisors are told at 80
        % of the target and at the target.
      </Typography.Paragraph>
      <Table<SlaTargetRow>
        size="small"
        rowKey="_id"
        loading={isLoading}
        pagination={false}
        dataSource={data?.targets ?? []}
        // The kit's empty state, not antd's grey placeholder text (too faint to read: the a11y audit).
        locale={{
          emptyText: isError ? (
            <EmptyState title="SLA targets could not be loaded" />
          ) : (
            <EmptyState
              title="No SLA targets yet"
              description="Tasks have no target until one is set here."
            />
          ),
        }}
        columns={[
          { title: 'Task type', key: 'type', render: (_v, row) => taskTypeLabel(row.taskType) },
          {
            title: 'Case',
            key: 'case',
            render: (_v, row) => (row.taskCase ? taskCaseLabel(row.taskCase) : 'All cases'),
          },
          { title: 'Target', key: 'target', align: 'right', render: (_v, row) => `${row.targetMinutes} min` },
          ...(canUpdate
            ? [
                {
                  title: '',
                  key: 'delete',
                  width: 48,
                  render: (_v: unknown, row: SlaTargetRow) => (
                    <Popconfirm
                      title="Delete this SLA target?"
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => void removeTarget(row._id)}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Delete the ${taskTypeLabel(row.taskType)} target`}
                      />
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
        data-testid="sla-targets-table"
      />
      {canUpdate && (
        <Flex gap={8} wrap align="start" style={{ marginTop: 12 }}>
          <Select
            aria-label="Task type"
            style={{ width: 170 }}
            value={type}
            onChange={(value) => {
              setType(value);
              setTaskCase(ALL_CASES);
            }}
            options={TASK_TYPES.map((value) => ({ value, label: taskTypeLabel(value) }))}
            data-testid="sla-type"
          />
          <Select
            aria-label="Case"
            style={{ width: 230 }}
            value={taskCase}
            onChange={setTaskCase}
            disabled={caseOptions.length === 0}
            options={[{ value: ALL_CASES, label: 'All cases' }, ...caseOptions]}
            data-testid="sla-case"
          />
          <Flex vertical>
            <InputNumber
              aria-label="Target minutes"
              min={SLA_TARGET_MINUTES_MIN}
              max={SLA_TARGET_MINUTES_MAX}
              precision={0}
              value={minutes}
              onChange={setMinutes}
              addonAfter="min"
              placeholder="Target"
              status={targetError ? 'error' : undefined}
              data-testid="sla-minutes"
            />
            {targetError && <Typography.Text type="danger">{targetError}</Typography.Text>}
          </Flex>
          <Button
            type="primary"
            onClick={() => void saveTarget()}
            disabled={minutes === null || targetError !== null}
            loading={setState.isLoading}
            data-testid="sla-save"
          >
            Set target
          </Button>
        </Flex>
      )}
      <Flex gap={8} align="center" wrap style={{ marginTop: 20 }}>
        <Typography.Text strong>Return a held task to the queue after no action for</Typography.Text>
        <InputNumber
          aria-label="Idle minutes"
          min={IDLE_RETURN_MINUTES_MIN}
          max={IDLE_RETURN_MINUTES_MAX}
          precision={0}
          value={idle}
          onChange={setIdleDraft}
          addonAfter="min"
          disabled={!canUpdate}
          placeholder={String(DEFAULT_IDLE_RETURN_MINUTES)}
          status={idleError ? 'error' : undefined}
          data-testid="sla-idle-minutes"
        />
        {canUpdate && (
          <Button
            onClick={() => void saveIdle()}
            disabled={idle === null || idleError !== null || idle === data?.idleReturnMinutes}
            loading={idleState.isLoading}
            data-testid="sla-idle-save"
          >
            Save
          </Button>
        )}
        {idleError && <Typography.Text type="danger">{idleError}</Typography.Text>}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        The agent is told why in plain words and put on a break; supervisors get a notice.
      </Typography.Paragraph>
    </Card>
  );
}
