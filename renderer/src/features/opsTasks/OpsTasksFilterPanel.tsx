import { Flex, Row } from 'antd';
import type { OpsTasksFilters, OpsTasksSortField } from '@ops/shared/lists/opsTasks';
import {
  OPS_TASK_STATUS_LABELS,
  OPS_TASK_STATUSES,
  OPS_TASK_TYPE_LABELS,
  OPS_TASK_TYPES,
} from '@ops/shared/rules/opsTasks';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { AreaFilter } from '../../components/list/AreaFilter';
import { FilterField } from '../../components/list/FilterField';
import { SelectFilter } from '../../components/list/SelectFilter';
import type { ListState } from '../../components/list/useListState';
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
  const filters = list.filters;
  const set = (patch: Partial<OpsTasksFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="ops-tasks-filters">
      <Row gutter={[16, 12]}>
        <SelectFilter
          id="ops-tasks-filter-status"
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          id="ops-tasks-filter-type"
          label="Type"
          options={TYPE_OPTIONS}
          value={filters.type}
          onChange={(type) => set({ type })}
        />
        <FilterField id="ops-tasks-filter-area" label="Area">
          <AreaFilter id="ops-tasks-filter-area" value={filters.area} onChange={(area) => set({ area })} />
        </FilterField>
        {(technicians || filters.holder) && (
          <SelectFilter
            id="ops-tasks-filter-holder"
            label="Technician"
            placeholder="Anyone"
            searchable
            options={(technicians ?? []).map((t) => ({ value: t._id, label: t.name }))}
            value={filters.holder}
            onChange={(holder) => set({ holder })}
          />
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
