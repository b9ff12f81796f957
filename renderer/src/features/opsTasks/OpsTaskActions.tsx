import { useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Typography } from 'antd';
import { errorMessageOf } from '../../i18n/errorText';
import {
  canStartOpsTaskForOthers,
  opsTaskRefusal,
  type OpsTaskAction,
  type OpsTaskStatus,
} from '@ops/shared/rules/opsTasks';
import { useAppSelector } from '../../app/hooks';
import { currentPosition } from '../../lib/position';
import { notice } from '../../lib/notices';
import { testId } from '../../lib/testId';
import { selectRole, selectUser } from '../auth/sessionSlice';
import {
  useCloseOpsTaskMutation,
  useFailOpsTaskMutation,
  useGetOpsTaskTechniciansQuery,
  useResolveOpsTaskMutation,
  useStartOpsTaskMutation,
  type OpsTaskRow,
} from './opsTasksApi';
import { nameWithPhone } from '../../components/phoneText';

const TITLES: Record<OpsTaskAction, string> = {
  start: 'Start task',
  resolve: 'Resolve task',
  fail: 'Fail task',
  close: 'Close task',
};
const DONE: Record<OpsTaskAction, string> = {
  start: 'Task started',
  resolve: 'Task resolved',
  fail: 'Task marked as failed',
  close: 'Task closed',
};
const ORDER: OpsTaskAction[] = ['start', 'resolve', 'fail', 'close'];

/**
 * The buttons a person may press on one task, by the same rule the server refuses with
 * (shared/rules/opsTasks.ts). Start and resolve send this device's position when allowed;
 * the server checks it (or the last reported one) against the vehicle.
 */
export function OpsTaskActions({ task, size = 'small' }: { task: OpsTaskRow; size?: 'small' | 'middle' }) {
  const me = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const [action, setAction] = useState<OpsTaskAction | null>(null);
  const actor = { userId: me?._id ?? '', role };
  const state = { status: task.status as OpsTaskStatus, holderId: task.holder?._id ?? null };
  const allowed = ORDER.filter(
    (a) =>
      opsTaskRefusal(a, state, actor) === null ||
      (a === 'start' && opsTaskRefusal(a, state, actor, '(someone else)') === null),
  );
  if (allowed.length === 0) return null;
  return (
    // The dialog is portalled but its clicks still bubble through React to the row, which would open the task.
    <span onClick={(event) => event.stopPropagation()}>
      <Space size={4} wrap>
        {allowed.map((a) => (
          <Button
            key={a}
            size={size}
            danger={a === 'fail' || a === 'close'}
            type={a === 'resolve' ? 'primary' : 'default'}
            onClick={() => setAction(a)}
            data-testid={`ops-task-${a}-${task.vehicleCode}`}
          >
            {TITLES[a].replace(' task', '')}
          </Button>
        ))}
      </Space>
      {action && (
        <OpsTaskActionDialog
          task={task}
          action={action}
          selfAllowed={opsTaskRefusal(action, state, actor) === null}
          onClose={() => setAction(null)}
        />
      )}
    </span>
  );
}

function OpsTaskActionDialog({
  task,
  action,
  selfAllowed,
  onClose,
}: {
  task: OpsTaskRow;
  action: OpsTaskAction;
  selfAllowed: boolean;
  onClose: () => void;
}) {
  const me = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  const forOthers = action === 'start' && canStartOpsTaskForOthers(role);
  const { data: technicians } = useGetOpsTaskTechniciansQuery(undefined, { skip: !forOthers });
  const [technician, setTechnician] = useState<string | undefined>(selfAllowed ? me?._id : undefined);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [start] = useStartOpsTaskMutation();
  const [resolve] = useResolveOpsTaskMutation();
  const [fail] = useFailOpsTaskMutation();
  const [close] = useCloseOpsTaskMutation();
  const needsText = action === 'fail';
  const canConfirm = !busy && (!needsText || text.trim().length > 0) && (action !== 'start' || !!technician);

  const confirm = async () => {
    setBusy(true);
    // Only one's own position says where the technician is: none is sent when starting for someone else.
    const own = action !== 'close' && (action !== 'start' || technician === me?._id);
    const position = own ? await currentPosition() : null;
    const at = position ? { lat: position.lat, lng: position.lng } : {};
    const note = text.trim() || null;
    const call =
      action === 'start'
        ? start({ _id: task._id, userId: technician === me?._id ? null : technician, ...at })
        : action === 'resolve'
          ? resolve({ _id: task._id, note, ...at })
          : action === 'fail'
            ? fail({ _id: task._id, reason: text.trim(), ...at })
            : close({ _id: task._id, reason: note });
    setFailure(null);
    // The refusal is shown here, in the server's words (too far, not the holder...); the dialog stays open.
    const done = await call.unwrap().catch((error: unknown) => {
      setFailure(errorMessageOf(error));
      return null;
    });
    setBusy(false);
    if (!done) return;
    notice.success(DONE[action]);
    onClose();
  };

  const people = [
    ...(selfAllowed && me ? [{ value: me._id, label: `${me.name} (me)` }] : []),
    ...(technicians ?? [])
      .filter((t) => t._id !== me?._id)
      .map((t) => ({ value: t._id, label: nameWithPhone(t.name, t.phoneNumber) })),
  ];

  return (
    <Modal
      open
      title={`${TITLES[action]}: ${task.vehicleCode}`}
      okText={TITLES[action].replace(' task', '')}
      okButtonProps={{
        disabled: !canConfirm,
        danger: action === 'fail' || action === 'close',
        ...testId('ops-task-confirm'),
      }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 12 }}
          data-testid="ops-task-error"
        />
      )}
      {forOthers && (
        <div style={{ marginBottom: 12 }}>
          <label className="ops-filter-label" htmlFor="ops-task-technician">
            Technician
          </label>
          <Select
            id="ops-task-technician"
            showSearch
            optionFilterProp="label"
            style={{ width: '100%' }}
            options={people}
            value={technician}
            onChange={setTechnician}
            placeholder="Choose a technician"
            data-testid="ops-task-technician"
          />
        </div>
      )}
      {(action === 'start' || action === 'resolve') && (
        <Typography.Paragraph type="secondary">
          The technician must be within 100 m of the vehicle. This device's location is sent when you allow
          it; otherwise the last location the ops app reported is used.
        </Typography.Paragraph>
      )}
      {action !== 'start' && (
        <Input.TextArea
          rows={3}
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={
            action === 'fail'
              ? 'Why could it not be done? (required)'
              : action === 'close'
                ? 'Reason (optional)'
                : 'Note (optional)'
          }
          aria-label={action === 'fail' ? 'Reason' : 'Note'}
          data-testid="ops-task-text"
        />
      )}
    </Modal>
  );
}
