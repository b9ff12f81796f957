import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Modal, Select } from 'antd';
import { fmtMoney } from '../../lib/format';
import { periodLabel } from '@ops/shared/rules/primePlan';
import { notice } from '../../lib/notices';
import { testId } from '../../lib/testId';
import { useSearchUsersQuery } from '../users/usersApi';
import { useGetPrimePlansQuery, usePrimeAddPrimeFromDashboardMutation } from './primeApi';
import { nameWithPhone } from '../../components/phoneText';

/**
 * addPrimeFromDashboard(planId, userId, isFree) from the Prime page: find the rider by
 * phone or name, choose an available plan; free leaves the bill out. The server applies the
 * user page's rule too (prime.ADD_TO_USER on that rider; not while a plan is valid).
 */
export function AddPrimeToUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Add prime to a user"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <AddPrimeForm onClose={onClose} />
    </Modal>
  );
}

function AddPrimeForm({ onClose }: { onClose: () => void }) {
  const [term, setTerm] = useState('');
  // The chosen rider is kept with its label: the search clears when the select closes, and the
  // choice must still read as a name and phone, not an id.
  const [user, setUser] = useState<{ value: string; label: string } | undefined>();
  const userId = user?.value;
  const [planId, setPlanId] = useState<string | undefined>();
  const [isFree, setIsFree] = useState(false);
  const searching = term.trim().length >= 3;
  const users = useSearchUsersQuery({ searchTerm: term.trim(), rowsPerPage: 10 }, { skip: !searching });
  const plans = useGetPrimePlansQuery();
  const [add, adding] = usePrimeAddPrimeFromDashboardMutation();

  const save = async () => {
    if (!userId || !planId) return;
    // A failure is the notice listener's (the server's words); the dialog stays open.
    const added = await add({ planId, userId, isFree })
      .unwrap()
      .catch(() => null);
    if (!added) return;
    notice.success('Prime plan has been added.');
    onClose();
  };

  return (
    <Form layout="vertical" onFinish={() => void save()}>
      <Form.Item
        label="User"
        htmlFor="prime-add-user"
        required
        extra="Type 3 or more characters of a phone number or name"
      >
        <Select
          id="prime-add-user"
          showSearch
          filterOption={false}
          onSearch={setTerm}
          value={userId}
          onChange={(_value, option) =>
            setUser(
              option && !Array.isArray(option) ? { value: option.value, label: option.label } : undefined,
            )
          }
          loading={users.isFetching}
          placeholder="01001234567"
          notFoundContent={searching ? 'No users found' : null}
          options={userOptions(searching ? (users.data?.users ?? []) : [], user)}
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
          options={(plans.data ?? [])
            .filter((p) => p.available)
            .map((p) => ({
              value: p._id,
              label: `${p.name} · ${fmtMoney(p.price)} · ${periodLabel(p.period, p.periodUnit).toLowerCase()}`,
            }))}
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
        <Button
          type="primary"
          htmlType="submit"
          loading={adding.isLoading}
          disabled={!userId || !planId}
          {...testId('prime-add-save')}
        >
          Add
        </Button>
      </Flex>
    </Form>
  );
}

type UserOption = { value: string; label: string };

/** The search's riders, with the chosen one kept in the list so the select can still name it. */
function userOptions(
  found: ReadonlyArray<{ _id: string; name: string; phoneNumber: string }>,
  chosen: UserOption | undefined,
): UserOption[] {
  const options = found.map((u) => ({ value: u._id, label: nameWithPhone(u.name, u.phoneNumber) }));
  return chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
}
