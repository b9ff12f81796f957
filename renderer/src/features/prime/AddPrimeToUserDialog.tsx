import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Modal, Select } from 'antd';
import { formatEgp } from '@ops/shared/rules/money';
import { periodLabel } from '@ops/shared/rules/primePlan';
import { notice } from '../../lib/notices';
import { testId } from '../../lib/testId';
import { useSearchUsersQuery } from '../users/usersApi';
import { useGetPrimePlansQuery, usePrimeAddPrimeFromDashboardMutation } from './primeApi';

/**
 * addPrimeFromDashboard(planId, userId, isFree) from the Prime page: find the rider by
 * phone or name, choose an available plan; free leaves the bill out. The server applies the
 * user page's rule too (prime.ADD_TO_USER on that rider; not while a plan is valid).
 */
export function AddPrimeToUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Add prime to a user" footer={null} onCancel={onClose} destroyOnHidden width={460}>
      <AddPrimeForm onClose={onClose} />
    </Modal>
  );
}

function AddPrimeForm({ onClose }: { onClose: () => void }) {
  const [term, setTerm] = useState('');
  const [userId, setUserId] = useState<string | undefined>();
  const [planId, setPlanId] = useState<string | undefined>();
  const [isFree, setIsFree] = useState(false);
  const searching = term.trim().length >= 3;
  const users = useSearchUsersQuery({ searchTerm: term.trim(), rowsPerPage: 10 }, { skip: !searching });
  const plans = useGetPrimePlansQuery();
  const [add, adding] = usePrimeAddPrimeFromDashboardMutation();

  const save = async () => {
    if (!userId || !planId) return;
    // A failure is the notice listener's (the server's words); the dialog stays open.
    const added = await add({ planId, userId, isFree }).unwrap().catch(() => null);
    if (!added) return;
    notice.success('Prime plan has been added.');
    onClose();
  };

  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item label="User" htmlFor="prime-add-user" required extra="Type 3 or more characters of a phone number or name">
        <Select
          id="prime-add-user"
          showSearch
          filterOption={false}
          onSearch={setTerm}
          value={userId}
          onChange={setUserId}
          loading={users.isFetching}
          placeholder="01001234567"
          notFoundContent={searching ? 'No users found' : null}
          options={(searching ? (users.data?.users ?? []) : []).map((u) => ({ value: u._id, label: `${u.name} · ${u.phoneNumber}` }))}
          {...testId('prime-add-user')}
        />
      </Form.Item>
      <Form.Item label="Plan" htmlFor="prime-add-plan" required>
        <Select
          id="prime-add-plan"
          value={planId}
          onChange={setPlanId}
          loading={plans.isLoading}
          placeholder="Choose a plan"
          notFoundContent="No available plans"
          options={(plans.data ?? []).filter((p) => p.available).map((p) => ({ value: p._id, label: `${p.name} · ${formatEgp(p.price)} · ${periodLabel(p.period, p.periodUnit).toLowerCase()}` }))}
          {...testId('prime-add-plan')}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={isFree} onChange={(e) => setIsFree(e.target.checked)}>
          Free (no bill)
        </Checkbox>
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={adding.isLoading} disabled={!userId || !planId} {...testId('prime-add-save')}>
          Add
        </Button>
      </Flex>
    </Form>
  );
}
