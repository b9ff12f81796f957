import { Select, Typography } from 'antd';
import { validateTransferSelection } from '@ops/shared/rules/transferDialog';
import { useSupervisorAvailableUsersQuery } from '../attendanceApi';
import { nameWithPhone } from '../../../components/phoneText';

/**
 * Who may receive flagged tasks: colleagues checked in and not on a break, never the
 * agent the tasks come from. Shows 'You can only select 1 user.' when single-select
 * gets more than one (02 §5).
 */
export function ReceiverPicker({
  fromUserId,
  value,
  onChange,
  multiSelect,
  testId,
}: {
  fromUserId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  multiSelect: boolean;
  testId?: string;
}) {
  const { data = [], isFetching } = useSupervisorAvailableUsersQuery();
  const options = data
    .filter((u) => u._id !== fromUserId)
    .map((u) => ({ value: u._id, label: nameWithPhone(u.name, u.phoneNumber) }));
  const error = validateTransferSelection(value, { multiSelect });
  return (
    <div>
      <Select<string[]>
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={multiSelect ? 'Choose one or more users' : 'Choose a user'}
        style={{ width: '100%' }}
        loading={isFetching}
        value={value}
        onChange={onChange}
        options={options}
        status={error ? 'error' : undefined}
        notFoundContent={isFetching ? 'Loading…' : 'Nobody else is checked in and available'}
        data-testid={testId}
      />
      {error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
