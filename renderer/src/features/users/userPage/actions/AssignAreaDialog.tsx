import { useState } from 'react';
import { Button, Flex, Form, Modal, Select } from 'antd';
import { testId } from '../../../../lib/testId';
import { useStartupAreasQuery } from '../../../shell/startupApi';
import type { UserInfo } from '../userPageApi';
import { useAssignAreaMutation } from './userActionsApi';
import { useRunAction } from './useRunAction';

/** assignArea: the user's area and, for operations users, their ops areas (edit-area rule). */
export function AssignAreaDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Assign area" footer={null} onCancel={onClose} destroyOnHidden width={420}>
      <AssignAreaForm user={user} onClose={onClose} />
    </Modal>
  );
}

function AssignAreaForm({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const { data: areas = [], isLoading } = useStartupAreasQuery();
  const [areaId, setAreaId] = useState<string | undefined>(user.area?._id);
  const [opsAreas, setOpsAreas] = useState<string[]>(user.opsAreas.map((a) => a._id));
  const [assign] = useAssignAreaMutation();
  const { busy, run } = useRunAction();
  const isOps = user.type === 'operations';
  const options = areas.map((a) => ({ value: a._id, label: a.name }));

  const save = async () => {
    const ok = await run(() =>
      assign({ userId: user._id, areaId: areaId ?? null, opsAreas: isOps ? opsAreas : null }).unwrap(),
    );
    if (ok) onClose();
  };

  return (
    <Form layout="vertical" onFinish={save}>
      <Form.Item label="Area">
        <Select
          value={areaId}
          onChange={setAreaId}
          options={options}
          loading={isLoading}
          placeholder="Choose an area"
          showSearch
          optionFilterProp="label"
          {...testId('assign-area')}
        />
      </Form.Item>
      {isOps && (
        <Form.Item label="Ops areas">
          <Select
            mode="multiple"
            value={opsAreas}
            onChange={setOpsAreas}
            options={options}
            loading={isLoading}
            placeholder="No ops areas"
            optionFilterProp="label"
          />
        </Form.Item>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={!areaId && !isOps}
          {...testId('assign-area-save')}
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}
