import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentCheckedInUsersNotInBreakQuery } from '../attendanceApi';
import { nameWithPhone } from '../../../components/phoneText';

/** Colleagues on shift and not on a break, me left out (currentCheckedInUsersNotInBreak). */
export function ColleagueSelect({
  value,
  onChange,
  multiple,
  testId,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  multiple: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useCurrentCheckedInUsersNotInBreakQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const options = (data ?? []).map((user) => ({
    value: user._id,
    label: nameWithPhone(user.name, user.phoneNumber),
  }));
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? value : value[0]}
      onChange={(next: string | string[] | undefined) =>
        onChange(next === undefined ? [] : Array.isArray(next) ? next : [next])
      }
      options={options}
      loading={isFetching}
      placeholder={t('workspace.transfer.chooseColleague')}
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      notFoundContent={isFetching ? t('workspace.transfer.loading') : t('workspace.transfer.noUser')}
      data-testid={testId}
      allowClear
    />
  );
}
