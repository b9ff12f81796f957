import { Flex, Row, Select } from 'antd';
import type { OpsTasksFilters, OpsTasksSortField } from '@ops/shared/lists/opsTasks';
import {
  OPS_TASK_STATUS_LABELS,
  OPS_TASK_STATUSES,
  OPS_TASK_TYPE_LABELS,
  OPS_TASK_TYPES,
} from '@ops/shared/rules/opsTasks';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { FilterField } from '../../components/list/FilterField';
import type { ListState } from '../../components/list/useListState';
import { useStartupAreasQuery } from '../shell/startupApi';
import type { FieldStaff } from './opsTasksApi';

const STATUS_OPTIONS = OPS_TASK_STATUSES.map((s) => ({ value: s, label: OPS_TASK_STATUS_LABELS[s] }));
const TYPE_OPTIONS = OPS_TASK_TYPES.map((t) => ({ value: t, label: OPS_TASK_TYPE_LABELS[t] }));

/** Status, type, area, technician and the created range (shared/lists/opsTasks.ts is the shape). */
export function OpsTasksFilterPanel({
  list,
  technicians,
}: {
  list: ListState<OpsTasksFilters, OpsTasksSortField>;
  technicians: FieldStaff[] | undefined;
}) {
  const { data: areas = [], isLoading: areasLoading } = useStartupAreasQuery();
  const filters = list.filters;
  const set = (patch: Partial<OpsTasksFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="ops-tasks-filters">
      <Row gutter={[16, 12]}>
        <FilterField id="ops-tasks-filter-status" label="Status">
          <Select
            id="ops-tasks-filter-status"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => set({ status })}
          />
        </FilterField>
        <FilterField id="ops-tasks-filter-type" label="Type">
          <Select
            id="ops-tasks-filter-type"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={TYPE_OPTIONS}
            value={filters.type}
            onChange={(type) => set({ type })}
          />
        </FilterField>
        <FilterField id="ops-tasks-filter-area" label="Area">
          <Select
            id="ops-tasks-filter-area"
            mode="multiple"
            allowClear
            placeholder="All areas"
            loading={areasLoading}
            style={{ width: '100%' }}
            optionFilterProp="label"
            options={areas.map((a) => ({ value: a._id, label: a.name }))}
            value={filters.area ?? []}
            onChange={(area: string[]) => set({ area })}
          />
        </FilterField>
        {(technicians || filters.holder) && (
          <FilterField id="ops-tasks-filter-holder" label="Technician">
            <Select
              id="ops-tasks-filter-holder"
              allowClear
              showSearch
              placeholder="Anyone"
              style={{ width: '100%' }}
              optionFilterProp="label"
              options={(technicians ?? []).map((t) => ({ value: t._id, label: t.name }))}
              value={filters.holder}
              onChange={(holder) => set({ holder })}
            />
          </FilterField>
        )}
      </Row>
      <DateRangeFilter
        label="Created between"
        value={filters.createdAt}
        onChange={(createdAt) => set({ createdAt })}
        testId="ops-tasks-created"
      />
    </Flex>
  );
}
