import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Modal, Select } from 'antd';
import { errorMessageOf } from '../../../../i18n/errorText';
import { testId } from '../../../../lib/testId';
import type { UserInfo } from '../userPageApi';
import { useAddPrimeFromDashboardMutation, usePrimePlansToAddQuery } from './userActionsApi';
import { useRunAction } from './useRunAction';
import { fmtMoney } from '../../../../lib/format';

/** addPrimeFromDashboard(planId, userId, isFree): an available plan from now; free leaves the bill out. */
export function AddPrimeDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Add prime" footer={null} onCancel={onClose} destroyOnHidden width={420}>
      <AddPrimeForm user={user} onClose={onClose} />
    </Modal>
  );
}

function AddPrimeForm({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const plans = usePrimePlansToAddQuery();
  const [planId, setPlanId] = useState<string | undefined>();
  const [isFree, setIsFree] = useState(false);
  const [add] = useAddPrimeFromDashboardMutation();
  const { busy, run } = useRunAction();

  const save = async () => {
    if (!planId) return;
    const ok = await run(
      () => add({ planId, userId: user._id, isFree }).unwrap(),
      'Prime plan has been added.',
    );
    if (ok) onClose();
  };

  return (
    <Form layout="vertical" onFinish={save}>
      {plans.isError && (
        <Alert type="error" showIcon title={errorMessageOf(plans.error)} style={{ marginBottom: 12 }} />
      )}
      <Form.Item label="Plan" required>
        <Select
          value={planId}
          onChange={setPlanId}
          loading={plans.isLoading}
          placeholder="Choose a plan"
          notFoundContent="No available plans"
          options={(plans.data ?? []).map((p) => ({
            value: p._id,
            label: `${p.name} · ${fmtMoney(p.price)} · ${p.period.toLowerCase()}`,
          }))}
          {...testId('prime-plan')}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={isFree} onChange={(e) => setIsFree(e.target.checked)}>
          Free (no bill)
        </Checkbox>
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!planId} {...testId('prime-save')}>
          Add
        </Button>
      </Flex>
    </Form>
  );
}
