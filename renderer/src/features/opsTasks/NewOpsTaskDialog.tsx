import { useState } from 'react';
import { Input, Modal, Select } from 'antd';
import { OPS_TASK_TYPE_LABELS, OPS_TASK_TYPES, type OpsTaskType } from '@ops/shared/rules/opsTasks';
import { VehicleCodeSelect } from '../../components/VehicleCodeSelect';
import { notice } from '../../lib/notices';
import { testId } from '../../lib/testId';
import { useCreateOpsTaskMutation } from './opsTasksApi';

const TYPE_OPTIONS = OPS_TASK_TYPES.map((t) => ({ value: t, label: OPS_TASK_TYPE_LABELS[t] }));

/** A new open ops task: its kind, the vehicle and a note for the technician. */
export function NewOpsTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [type, setType] = useState<OpsTaskType>('BATTERY_SWAP');
  const [vehicleCode, setVehicleCode] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [create, { isLoading }] = useCreateOpsTaskMutation();

  const save = async () => {
    if (!vehicleCode) return;
    // Failures are the notice listener's (the server's words); the dialog stays open.
    const created = await create({ type, vehicleCode, note: note.trim() || null })
      .unwrap()
      .catch(() => null);
    if (!created) return;
    notice.success(`${OPS_TASK_TYPE_LABELS[type]} task created for ${created.vehicleCode}`);
    setVehicleCode(undefined);
    setNote('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title="New ops task"
      okText="Create"
      okButtonProps={{ disabled: !vehicleCode || isLoading, ...testId('ops-task-create') }}
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <label className="ops-filter-label" htmlFor="ops-task-new-type">
        Type
      </label>
      <Select
        id="ops-task-new-type"
        style={{ width: '100%', marginBottom: 12 }}
        options={TYPE_OPTIONS}
        value={type}
        onChange={setType}
        data-testid="ops-task-new-type"
      />
      <label className="ops-filter-label" htmlFor="ops-task-new-vehicle">
        Vehicle
      </label>
      <div style={{ marginBottom: 12 }}>
        <VehicleCodeSelect
          id="ops-task-new-vehicle"
          value={vehicleCode}
          onChange={setVehicleCode}
          testId="ops-task-new-vehicle"
        />
      </div>
      <label className="ops-filter-label" htmlFor="ops-task-new-note">
        Note
      </label>
      <Input.TextArea
        id="ops-task-new-note"
        rows={3}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="What the technician should know (optional)"
      />
    </Modal>
  );
}
