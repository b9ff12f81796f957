import { Flex, Row, Select } from 'antd';
import {
  ATTENDANCE_KINDS,
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceFilters,
  type AttendanceSortField,
} from '@ops/shared/lists/attendance';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { nameWithPhone } from '../../components/phoneText';
import { useStartupAreasQuery } from '../shell/startupApi';
import { useGetAttendanceFilterOptionsQuery } from './attendanceAdminApi';
import { FilterField } from '../../components/list/FilterField';

const STATUS_OPTIONS = ATTENDANCE_STATUSES.map((status) => ({
  value: status,
  label: ATTENDANCE_STATUS_LABELS[status],
}));
const KIND_OPTIONS = ATTENDANCE_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'support' ? 'Support (tasks)' : 'Field (attendance point)',
}));

/** Issue 12 §3: by user, role, area and dates, plus status and kind. `fixedUser` hides the user picker (the per-user page). */
export function AttendanceFilterPanel({
  list,
  fixedUser = false,
}: {
  list: ListState<AttendanceFilters, AttendanceSortField>;
  fixedUser?: boolean;
}) {
  const filters = list.filters;
  const set = (patch: Partial<AttendanceFilters>) => list.patchFilters(patch);
  const { data: options } = useGetAttendanceFilterOptionsQuery();
  const { data: areas = [] } = useStartupAreasQuery();
  const select = (
    id: string,
    value: string | undefined,
    choices: Array<{ value: string; label: string }>,
    onChange: (value: string | undefined) => void,
  ) => (
    <Select
      id={id}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="All"
      style={{ width: '100%' }}
      options={choices}
      value={value}
      onChange={onChange}
      data-testid={id}
    />
  );
  return (
    <Flex vertical gap={12} data-testid="attendance-filters">
      <Row gutter={[16, 12]}>
        {!fixedUser && (
          <FilterField id="attendance-filter-user" label="User">
            {select(
              'attendance-filter-user',
              filters.userId,
              (options?.staff ?? []).map((u) => ({
                value: u._id,
                label: nameWithPhone(u.name, u.phoneNumber),
              })),
              (userId) => set({ userId }),
            )}
          </FilterField>
        )}
        {!fixedUser && (
          <FilterField id="attendance-filter-role" label="Role">
            {select(
              'attendance-filter-role',
              filters.roleId,
              (options?.roles ?? []).map((r) => ({ value: r._id, label: r.name })),
              (roleId) => set({ roleId }),
            )}
          </FilterField>
        )}
        <FilterField id="attendance-filter-area" label="Area">
          {select(
            'attendance-filter-area',
            filters.areaId,
            areas.map((a) => ({ value: a._id, label: a.name })),
            (areaId) => set({ areaId }),
          )}
        </FilterField>
        <FilterField id="attendance-filter-status" label="Status">
          {select('attendance-filter-status', filters.status, STATUS_OPTIONS, (status) =>
            set({ status: status as AttendanceFilters['status'] }),
          )}
        </FilterField>
        <FilterField id="attendance-filter-kind" label="Kind">
          {select('attendance-filter-kind', filters.kind, KIND_OPTIONS, (kind) =>
            set({ kind: kind as AttendanceFilters['kind'] }),
          )}
        </FilterField>
      </Row>
      <DateRangeFilter
        label="Checked in between"
        value={filters.checkInDate}
        onChange={(checkInDate) => set({ checkInDate })}
        testId="attendance-checkin"
      />
    </Flex>
  );
}
