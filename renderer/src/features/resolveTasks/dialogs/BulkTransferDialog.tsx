import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnOpen } from './useOnOpen';
import { Alert, Form, List, Modal, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../auth/sessionSlice';
import { canSubmitTransfer, validateTransferSelection } from '@ops/shared/rules/transferDialog';
import { notice } from '../../../lib/notices';
import { errorMessageOf } from '../../../i18n/errorText';
import { useBulkTransferFlaggedTasksMutation } from '../attendanceApi';
import type { WorkspaceTask } from '../workspaceTypes';
import { currentTaskLoaded, flaggedLoaded } from '../tasksSlice';
import { notCheckedIn } from '../attendanceSlice';
import { ColleagueSelect } from './ColleagueSelect';
import { formatCount } from '../../../lib/format';
import { taskTypeText } from '../../../i18n/sharedLabels';

export type BulkTransferGoal = { kind: 'break'; reason: string } | { kind: 'checkout'; comment: string };

/**
 * 03 §4: a break or check-out while holding flagged tasks first moves them to
 * colleagues on shift, then the server continues with the break or check-out.
 */
export function BulkTransferDialog({
  goal,
  tasks,
  onClose,
}: {
  goal: BulkTransferGoal | null;
  tasks: WorkspaceTask[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?._id ?? null;
  const [to, setTo] = useState<string[]>([]);
  const [transfer, { isLoading, error, reset }] = useBulkTransferFlaggedTasksMutation();
  useOnOpen(!!goal, () => {
    setTo([]);
    reset();
  });
  const selectionError = validateTransferSelection(to, { multiSelect: true });

  const onOk = async () => {
    if (!goal) return;
    try {
      const message = await transfer({
        transferredToIds: to,
        transferredTasksIds: tasks.map((task) => task._id),
        currentFlaggedById: userId,
        callbackActionType: goal.kind,
        reason: goal.kind === 'break' ? goal.reason : null,
        comment: goal.kind === 'checkout' ? goal.comment || null : null,
      }).unwrap();
      const moved = new Set(tasks.map((task) => task._id));
      dispatch(flaggedLoaded([]));
      if (goal.kind === 'checkout') {
        dispatch(currentTaskLoaded(null));
        dispatch(notCheckedIn());
      } else {
        dispatch(currentTaskLoadedIfNotMoved(moved));
      }
      notice.success(message);
      onClose();
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <Modal
      open={!!goal}
      title={t('workspace.transfer.bulkTitle')}
      okText={
        goal?.kind === 'checkout' ? t('workspace.transfer.bulkCheckOut') : t('workspace.transfer.bulkBreak')
      }
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
      width={480}
      okButtonProps={{
        disabled: !canSubmitTransfer(to, { multiSelect: true, loading: isLoading }),
        ...{ 'data-testid': 'bulk-transfer-confirm' },
      }}
    >
      <Typography.Paragraph>
        {t('workspace.transfer.hold', { count: tasks.length, n: formatCount(tasks.length) })}
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={tasks}
        style={{ marginBottom: 12 }}
        renderItem={(task) => <List.Item>{task.vehicleCode ?? taskTypeText(t, task.type)}</List.Item>}
      />
      <Form layout="vertical">
        <Form.Item
          label={t('workspace.transfer.users')}
          required
          validateStatus={selectionError ? 'error' : undefined}
          help={selectionError}
        >
          <ColleagueSelect value={to} onChange={setTo} multiple testId="bulk-transfer-to" />
        </Form.Item>
      </Form>
      {error && (
        <Alert type="error" showIcon title={errorMessageOf(error)} data-testid="bulk-transfer-error" />
      )}
    </Modal>
  );
}

/** A break keeps the current task unless it was one of the moved flagged tasks. */
function currentTaskLoadedIfNotMoved(moved: Set<string>) {
  return (
    dispatch: (action: ReturnType<typeof currentTaskLoaded>) => void,
    getState: () => { tasks: { current: WorkspaceTask | null } },
  ) => {
    const current = getState().tasks.current;
    if (current && moved.has(current._id)) dispatch(currentTaskLoaded(null));
  };
}
