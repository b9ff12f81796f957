import { Flex, Row, Select } from 'antd';
import type { DateRangeValue } from '@ops/shared/lists/dateRangeFilter';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { FilterField } from '../../components/list/FilterField';
import type { ListState } from '../../components/list/useListState';
import { useStartupAreasQuery } from '../shell/startupApi';

interface MaintenanceFilters {
  status?: string;
  area?: string[];
  createdAt?: DateRangeValue;
}

/** Status, area and the created range: the same three filters on Records and Maintenance Tickets. */
export function MaintenanceFilterPanel<F extends MaintenanceFilters, S extends string>({
  list,
  statuses,
  name,
}: {
  list: ListState<F, S>;
  statuses: ReadonlyArray<{ value: string; label: string }>;
  name: string;
}) {
  const { data: areas = [], isLoading } = useStartupAreasQuery();
  const filters = list.filters;
  const set = (patch: Partial<MaintenanceFilters>) => list.patchFilters(patch as Partial<F>);
  return (
    <Flex vertical gap={12} data-testid={`${name}-filters`}>
      <Row gutter={[16, 12]}>
        <FilterField id={`${name}-filter-status`} label="Status">
          <Select
            id={`${name}-filter-status`}
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={[...statuses]}
            value={filters.status}
            onChange={(status?: string) => set({ status })}
          />
        </FilterField>
        <FilterField id={`${name}-filter-area`} label="Area">
          <Select
            id={`${name}-filter-area`}
            mode="multiple"
            allowClear
            placeholder="All areas"
            loading={isLoading}
            style={{ width: '100%' }}
            optionFilterProp="label"
            options={areas.map((a) => ({ value: a._id, label: a.name }))}
            value={filters.area ?? []}
            onChange={(area: string[]) => set({ area })}
          />
        </FilterField>
      </Row>
      <DateRangeFilter
        label="Created between"
        value={filters.createdAt}
        onChange={(createdAt) => set({ createdAt })}
        testId={`${name}-created`}
      />
    </Flex>
  );
}
