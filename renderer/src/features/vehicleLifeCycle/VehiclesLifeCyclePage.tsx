import { Card, Col, Row, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { VEHICLE_LIFE_CYCLE_CASES, vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { PageHeader } from '../../components/PageHeader';
import { useStartupAreasQuery, useVehiclesForSearchQuery } from '../shell/startupApi';
import type { LifeCycleFilters } from './lifeCycleApi';
import { filtersFromSearch, searchFromFilters } from './lifeCycleSearch';
import { LifeCycleTimeline } from './LifeCycleTimeline';
import { SelectFilter } from '../../components/list/SelectFilter';
import { FilterField } from '../../components/list/FilterField';

const CASE_OPTIONS = VEHICLE_LIFE_CYCLE_CASES.map((c) => ({ value: c, label: vehicleLifeCycleLabel(c) }));
const OPERATING_OPTIONS = [
  { value: '1', label: 'Operating' },
  { value: '0', label: 'Not operating' },
];

/**
 * /app/vehicles-life-cycle (vehicles.VIEW_LIFE_CYCLE): the fleet's life-cycle timeline with
 * the filters of vehicleLifeCycle (02 §7: area ids, isOperating, case, dates) and a vehicle.
 */
export default function VehiclesLifeCyclePage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const patch = (change: Partial<LifeCycleFilters>) =>
    setSearch(searchFromFilters({ ...filtersFromSearch(search), ...change }), { replace: true });
  const { data: areas = [] } = useStartupAreasQuery();
  const { data: vehicles = [] } = useVehiclesForSearchQuery();
  const operating = typeof filters.isOperating === 'boolean' ? (filters.isOperating ? '1' : '0') : undefined;
  return (
    <>
      <PageHeader title="Vehicles Life Cycle" />
      <Card size="small" className="ops-life-cycle-filters" data-testid="life-cycle-filters">
        <Row gutter={[16, 12]} align="bottom">
          <SelectFilter
            id="life-cycle-vehicle"
            label="Vehicle"
            placeholder="All vehicles"
            searchable
            options={vehicles.map((v) => ({ value: v._id, label: v.code }))}
            value={filters.vehicleId}
            onChange={(vehicleId?: string) => patch({ vehicleId })}
          />
          <FilterField id="life-cycle-area" label="Area">
            <Select
              id="life-cycle-area"
              mode="multiple"
              style={{ width: '100%' }}
              allowClear
              placeholder="All areas"
              value={filters.area ?? []}
              onChange={(area: string[]) => patch({ area })}
              options={areas.map((a) => ({ value: a._id, label: a.name }))}
            />
          </FilterField>
          <FilterField id="life-cycle-case" label="Case">
            <Select
              id="life-cycle-case"
              style={{ width: '100%' }}
              allowClear
              placeholder="All cases"
              value={filters.case}
              onChange={(kase?: string) => patch({ case: kase })}
              options={CASE_OPTIONS}
            />
          </FilterField>
          <SelectFilter
            id="life-cycle-operating"
            label="Operating"
            options={OPERATING_OPTIONS}
            value={operating}
            onChange={(value?: string) =>
              patch({ isOperating: value === undefined ? undefined : value === '1' })
            }
          />
          <Col xs={24} lg={12}>
            <DateRangeFilter
              label="Date"
              value={
                filters.startDate && filters.endDate
                  ? { startDate: filters.startDate, endDate: filters.endDate }
                  : undefined
              }
              onChange={(range) => patch({ startDate: range?.startDate, endDate: range?.endDate })}
              testId="life-cycle-date"
            />
          </Col>
        </Row>
      </Card>
      <Card size="small" style={{ marginTop: 16 }}>
        <LifeCycleTimeline filters={filters} height="calc(100vh - 360px)" />
      </Card>
    </>
  );
}
